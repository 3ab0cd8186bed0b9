import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { fieldLabel } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';
import { createNotifications } from '../notifications/create-notifications.ts';
import type { CompanyScope } from './company-scope.ts';

const { users, entities } = schema;

/** Warns every other user of the company, each in their own language, with a link to the account. */
export async function announceBankDetailsChange({
  db,
  actor,
  scope,
  account,
  fields,
}: {
  db: Db;
  actor: SessionUser;
  scope: CompanyScope;
  account: { id: number; entityId: number; title: string; bank: string };
  fields: string[];
}): Promise<number> {
  // Sequential on purpose: `db` is the caller's transaction, one connection.
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.entityId, scope.entityIds), ne(users.id, actor.id)));
  const [actorRow] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, actor.id));
  const [entity] = await db
    .select({ name: entities.name })
    .from(entities)
    .where(eq(entities.id, account.entityId));
  return createNotifications({
    db,
    userIds: recipients.map((recipient) => recipient.id),
    titleKey: 'companies.notification.bankDetailsChanged.title',
    contentKey: 'companies.notification.bankDetailsChanged.content',
    params: (locale) => ({
      account: `${account.title} (${account.bank})`,
      actor: actorRow?.displayName ?? actor.name,
      entity: entity?.name ?? '',
      fields: fields.map((field) => fieldLabel(locale, field)).join(locale === 'zh-CN' ? '、' : ', '),
    }),
    businessArea: 'PAYMENT',
    severity: 'warning',
    link: `/settings/company/${account.entityId}/bank-account/${account.id}`,
  });
}
