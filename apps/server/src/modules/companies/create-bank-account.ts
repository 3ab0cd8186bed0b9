import {
  type BankAccountCreateInput,
  type BankAccountDetail,
  bankDetailFields,
  type Locale,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import type { SessionUser } from '../../types.ts';
import { bankAccountColumns } from './bank-account-rows.ts';
import { assertOwnEntity, findCompanyScope } from './company-scope.ts';
import { getBankAccount } from './get-bank-account.ts';
import { assertCountryExists, assertCurrencyExists } from './reference-checks.ts';

const { bankAccounts, auditEvents } = schema;

/**
 * A bank account for the user's own company or one of its legal entities. Its first details go
 * to the audit trail too, so the history of an account starts where the account does.
 */
export async function createBankAccount({
  db,
  user,
  locale,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  input: BankAccountCreateInput;
}): Promise<BankAccountDetail> {
  assertOwnEntity(await findCompanyScope(db, user), input.entity_id, 'entity_id');
  await assertCountryExists(db, input.country_id);
  await assertCurrencyExists(db, input.currency);
  const columns = bankAccountColumns(input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        ...columns,
        entityId: input.entity_id,
        bankName: input.bank_name,
        accountTitle: input.account_title,
        createdById: user.id,
      })
      .returning();
    const details = { account_number: row!.accountNumber, iban: row!.iban, bic_swift: row!.bicSwift };
    await tx.insert(auditEvents).values({
      recordType: 'bank_account',
      recordId: row!.id,
      action: 'created',
      actorId: user.id,
      actorKind: user.kind,
      changes: bankDetailFields
        .filter((field) => details[field])
        .map((field) => ({ field, before: null, after: details[field] })),
    });
    return row!.id;
  });
  return getBankAccount({ db, user, locale, bankAccountId: id });
}
