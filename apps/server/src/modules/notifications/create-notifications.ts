import type { businessAreas, Locale, severities } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray } from 'drizzle-orm';
import { type MessageKey, type MessageParams, translate } from '../../i18n/index.ts';
import { announceCreated } from './notification-channel.ts';

const { notifications, users } = schema;
type BusinessArea = (typeof businessAreas)[number];
type Severity = (typeof severities)[number];

export interface CreateNotificationsInput {
  /** Pass the caller's transaction so the notifications land with the change they announce. */
  db: Db;
  userIds: number[];
  titleKey: MessageKey;
  contentKey: MessageKey;
  /** Placeholders; a function when they must be translated too (e.g. field names). */
  params?: MessageParams | ((locale: Locale) => MessageParams);
  businessArea: BusinessArea;
  severity?: Severity;
  link?: string | null;
  /** The DA document a DA step announces: its e-mail carries it as a PDF (decision 021). */
  document?: { daId: number; document: 'pda' | 'fda' } | null;
}

/**
 * Writes one notification per active recipient, in both languages (decision 050: a reader gets the
 * language the app is in, an e-mail copy the profile's), and announces them on the notifications
 * channel in the same transaction: on commit every app instance pushes them to the recipients'
 * open streams, and those who chose e-mail for the business area get a copy.
 * Returns the number written.
 */
export async function createNotifications({
  db,
  userIds,
  titleKey,
  contentKey,
  params = {},
  businessArea,
  severity = 'info',
  link = null,
  document = null,
}: CreateNotificationsInput): Promise<number> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return 0;
  const recipients = await db
    .select({ id: users.id, email: users.email, emailAreas: users.emailAreas })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  if (recipients.length === 0) return 0;
  const textsIn = (locale: Locale) => {
    const values = typeof params === 'function' ? params(locale) : params;
    return { title: translate(locale, titleKey, values), content: translate(locale, contentKey, values) };
  };
  const en = textsIn('en-US');
  const zh = textsIn('zh-CN');
  const rows = recipients.map((recipient) => ({
    userId: recipient.id,
    title: en.title,
    content: en.content,
    titleZh: zh.title,
    contentZh: zh.content,
    businessArea,
    severity,
    link,
    daId: document?.daId ?? null,
    daDocument: document?.document ?? null,
  }));
  const written = await db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
  const wantsMail = new Set(
    recipients
      .filter(
        (recipient) =>
          recipient.email &&
          Array.isArray(recipient.emailAreas) &&
          recipient.emailAreas.includes(businessArea),
      )
      .map((recipient) => recipient.id),
  );
  await announceCreated(
    db,
    written.map((row) => ({ ...row, isMailed: wantsMail.has(row.userId) })),
  );
  return written.length;
}
