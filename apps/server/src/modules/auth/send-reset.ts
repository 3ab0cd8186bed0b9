import { RESET_TOKEN_TTL_MINUTES } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { translate } from '../../i18n/index.ts';
import type { Mailer } from '../../mail/index.ts';
import { assertResetAllowed, recordResetRequest } from './reset-rate-limit.ts';
import { hashToken, newToken } from './tokens.ts';

const { users, passwordResetTokens } = schema;

export interface SendResetInput {
  db: Db;
  config: Config;
  mailer: Mailer;
  input: { name: string };
  ip: string;
}

/** Mails a one-time reset link (valid 1 hour) in the user's own language; returns the link. */
export async function sendReset({ db, config, mailer, input, ip }: SendResetInput): Promise<string> {
  const nameKey = input.name.toLowerCase();
  await assertResetAllowed(db, nameKey, ip);
  await recordResetRequest(db, nameKey, ip);
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      displayName: users.displayName,
      email: users.email,
      locale: users.locale,
    })
    .from(users)
    .where(and(sql`lower(${users.name}) = ${nameKey}`, eq(users.isActive, true)))
    .limit(1);
  if (!user) throw new AppError(422, 'auth.invalidUserName');

  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  const link = `${config.publicUrl}/auth/reset-psw?token=${token}`;
  const locale = user.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
  const t = (key: Parameters<typeof translate>[1]) =>
    translate(locale, key, { displayName: user.displayName, userName: user.name });
  // The link stands alone on its line so people (and the e2e tests) can pick it out.
  const text = [
    t('mail.reset.greeting'),
    '',
    t('mail.reset.intro'),
    '',
    link,
    '',
    t('mail.reset.ignore'),
    '',
  ].join('\n');
  await mailer.sendMail({
    to: `${user.displayName} <${user.email}>`,
    subject: t('mail.reset.subject'),
    text,
  });
  return link;
}
