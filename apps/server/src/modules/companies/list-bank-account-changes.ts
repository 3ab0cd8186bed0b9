import type { BankAccountChange, PageInfo, PageQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { getBankAccount } from './get-bank-account.ts';

const { auditEvents, users } = schema;
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The audit trail of one of the own company's bank accounts, newest first (foreign: 404). */
export async function listBankAccountChanges({
  db,
  user,
  bankAccountId,
  page,
}: {
  db: Db;
  user: SessionUser;
  bankAccountId: number;
  page: PageQuery;
}): Promise<{ objects: BankAccountChange[]; page: PageInfo }> {
  await getBankAccount({ db, user, locale: user.locale, bankAccountId });
  const where = and(eq(auditEvents.recordType, 'bank_account'), eq(auditEvents.recordId, bankAccountId));
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: auditEvents, actorName: users.displayName })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    objects: rows.map(({ event, actorName }) => ({
      id: event.id,
      action: event.action as BankAccountChange['action'],
      actor: event.actorId && actorName ? { id: event.actorId, display_name: actorName } : null,
      changes: event.changes.map((change) => ({
        field: change.field,
        before: asText(change.before),
        after: asText(change.after),
      })),
      created_at: event.createdAt.toISOString(),
    })),
    page: pageInfo(page, total?.n ?? 0),
  };
}
