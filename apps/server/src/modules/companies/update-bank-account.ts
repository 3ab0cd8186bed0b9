import {
  type BankAccountDetail,
  type BankAccountUpdateInput,
  type BankDetailField,
  bankDetailFields,
  type Locale,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { announceBankDetailsChange } from './announce-bank-details-change.ts';
import { bankAccountColumns } from './bank-account-rows.ts';
import { assertOwnEntity, findCompanyScope } from './company-scope.ts';
import { getBankAccount } from './get-bank-account.ts';
import { assertCountryExists, assertCurrencyExists } from './reference-checks.ts';

const { bankAccounts, auditEvents } = schema;

/**
 * Changes a bank account of the user's own company (another company's answers 404). A change of
 * account number, IBAN or BIC is written to the audit trail and announced to the company's other
 * users in the same transaction: fraudsters change bank details, so such changes must be seen.
 */
export async function updateBankAccount({
  db,
  user,
  locale,
  bankAccountId,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  bankAccountId: number;
  input: BankAccountUpdateInput;
}): Promise<BankAccountDetail> {
  const scope = await findCompanyScope(db, user);
  const [current] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), inArray(bankAccounts.entityId, scope.entityIds)))
    .limit(1);
  if (!current) throw new AppError(404, 'resource.notFound');
  if (input.entity_id !== undefined) assertOwnEntity(scope, input.entity_id, 'entity_id');
  await assertCountryExists(db, input.country_id);
  await assertCurrencyExists(db, input.currency);

  const columns = bankAccountColumns(input);
  const before: Record<BankDetailField, string | null> = {
    account_number: current.accountNumber,
    iban: current.iban,
    bic_swift: current.bicSwift,
  };
  const after: Record<BankDetailField, string | null> = {
    account_number: columns.accountNumber === undefined ? before.account_number : columns.accountNumber,
    iban: columns.iban === undefined ? before.iban : columns.iban,
    bic_swift: columns.bicSwift === undefined ? before.bic_swift : columns.bicSwift,
  };
  if (!after.iban && !after.account_number) {
    throw new AppError(400, 'validation.failed', {
      errors: [{ field: 'account_number', message: 'companies.bankAccount.ibanOrNumber' }],
    });
  }
  const changes = bankDetailFields
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field], after: after[field] }));

  await db.transaction(async (tx) => {
    const updated = await tx
      .update(bankAccounts)
      .set({ ...columns, lockVersion: sql`${bankAccounts.lockVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.lockVersion, input.lock_version)))
      .returning({
        entityId: bankAccounts.entityId,
        title: bankAccounts.accountTitle,
        bank: bankAccounts.bankName,
      });
    if (updated.length === 0) throw new AppError(409, 'conflict.stale');
    if (changes.length === 0) return;
    await tx.insert(auditEvents).values({
      recordType: 'bank_account',
      recordId: bankAccountId,
      action: 'bank_details_changed',
      actorId: user.id,
      actorKind: user.kind,
      changes,
    });
    await announceBankDetailsChange({
      db: tx as unknown as Db,
      actor: user,
      scope,
      account: { id: bankAccountId, ...updated[0]! },
      fields: changes.map((change) => change.field),
    });
  });
  return getBankAccount({ db, user, locale, bankAccountId });
}
