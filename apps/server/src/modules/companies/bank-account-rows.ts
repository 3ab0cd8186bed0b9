import type { BankAccountDetail, BankAccountType, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { toCountryRef } from './entity-rows.ts';

const { bankAccounts, entities, countries } = schema;

/** A bank account with its legal entity's name and its country, in one query. */
export function selectBankAccounts(db: Db) {
  return db
    .select({ account: bankAccounts, entityName: entities.name, country: countries })
    .from(bankAccounts)
    .innerJoin(entities, eq(entities.id, bankAccounts.entityId))
    .leftJoin(countries, eq(countries.id, bankAccounts.countryId));
}
type BankAccountRow = Awaited<ReturnType<ReturnType<typeof selectBankAccounts>['execute']>>[number];

export function toBankAccountDetail(
  { account, entityName, country }: BankAccountRow,
  locale: Locale,
): BankAccountDetail {
  return {
    id: account.id,
    entity_id: account.entityId,
    entity: { id: account.entityId, name: entityName },
    iban: account.iban,
    bic_swift: account.bicSwift,
    bank_name: account.bankName,
    branch: account.branch,
    country: toCountryRef(country, locale),
    state: account.state,
    city: account.city,
    account_type: account.accountType as BankAccountType | null,
    account_title: account.accountTitle,
    account_number: account.accountNumber,
    routing_codes: account.routingCodes,
    currency: account.currency,
    lock_version: account.lockVersion,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

/** The columns a create or update body sets; undefined leaves a column as it is. */
export function bankAccountColumns(input: {
  entity_id?: number;
  iban?: string | null;
  bic_swift?: string | null;
  bank_name?: string;
  branch?: string | null;
  country_id?: number | null;
  state?: string | null;
  city?: string | null;
  account_type?: BankAccountType | null;
  account_title?: string;
  account_number?: string | null;
  routing_codes?: string | null;
  currency?: string | null;
}): Partial<typeof bankAccounts.$inferInsert> {
  const columns: Partial<typeof bankAccounts.$inferInsert> = {
    entityId: input.entity_id,
    // An emptied IBAN or BIC field arrives as '' after normalising: stored as null.
    iban: input.iban === '' ? null : input.iban,
    bicSwift: input.bic_swift === '' ? null : input.bic_swift,
    bankName: input.bank_name,
    branch: input.branch,
    countryId: input.country_id,
    state: input.state,
    city: input.city,
    accountType: input.account_type,
    accountTitle: input.account_title,
    accountNumber: input.account_number,
    routingCodes: input.routing_codes,
    currency: input.currency,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
