import {
  type BankAccountOption,
  formatIban,
  OPTION_LIMIT,
  type ParsedBankAccountOptionQuery,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { containsFilter } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { findCompanyScope } from './company-scope.ts';

const { bankAccounts } = schema;

/** The own company's accounts to pick from (e.g. where a DA is to be paid), searchable by bank or title. */
export async function listBankAccountOptions({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: ParsedBankAccountOptionQuery;
}): Promise<BankAccountOption[]> {
  const scope = await findCompanyScope(db, user);
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        inArray(bankAccounts.entityId, scope.entityIds),
        eq(bankAccounts.isActive, true),
        query.entity_id_eq ? eq(bankAccounts.entityId, query.entity_id_eq) : undefined,
        query.name_i_cont
          ? or(
              containsFilter(bankAccounts.bankName, query.name_i_cont),
              containsFilter(bankAccounts.accountTitle, query.name_i_cont),
            )
          : undefined,
      ),
    )
    .orderBy(sql`lower(${bankAccounts.bankName})`, asc(bankAccounts.id))
    .limit(OPTION_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: [row.bankName, row.currency, row.iban ? formatIban(row.iban) : row.accountNumber]
      .filter(Boolean)
      .join(' · '),
    entity_id: row.entityId,
    currency: row.currency,
    iban: row.iban,
    account_number: row.accountNumber,
    bic_swift: row.bicSwift,
  }));
}
