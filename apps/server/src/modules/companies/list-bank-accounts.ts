import type { BankAccountDetail, Locale, PageInfo, ParsedBankAccountListQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { selectBankAccounts, toBankAccountDetail } from './bank-account-rows.ts';
import { findCompanyScope } from './company-scope.ts';

const { bankAccounts } = schema;

/** One page of the bank accounts of the user's own company, whatever the user's kind. */
export async function listBankAccounts({
  db,
  user,
  locale,
  query,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  query: ParsedBankAccountListQuery;
}): Promise<{ objects: BankAccountDetail[]; page: PageInfo }> {
  const scope = await findCompanyScope(db, user);
  const where = and(
    inArray(bankAccounts.entityId, scope.entityIds),
    eq(bankAccounts.isActive, true),
    query.entity_id_eq ? eq(bankAccounts.entityId, query.entity_id_eq) : undefined,
    query.currency_eq ? eq(bankAccounts.currency, query.currency_eq) : undefined,
    containsFilter(bankAccounts.bankName, query.bank_name_i_cont),
  );
  const order = orderBy(
    query.sort,
    {
      bank_name: sql`lower(${bankAccounts.bankName})`,
      account_title: sql`lower(${bankAccounts.accountTitle})`,
      currency: bankAccounts.currency,
      updated_at: bankAccounts.updatedAt,
      id: bankAccounts.id,
    },
    'bank_name',
    bankAccounts.id,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectBankAccounts(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bankAccounts).where(where),
  ]);
  return {
    objects: rows.map((row) => toBankAccountDetail(row, locale)),
    page: pageInfo(query, total?.n ?? 0),
  };
}
