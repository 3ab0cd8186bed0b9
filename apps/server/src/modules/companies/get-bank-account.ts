import type { BankAccountDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { selectBankAccounts, toBankAccountDetail } from './bank-account-rows.ts';
import { findCompanyScope } from './company-scope.ts';

const { bankAccounts } = schema;

/** One bank account of the user's own company; another company's answers 404. */
export async function getBankAccount({
  db,
  user,
  locale,
  bankAccountId,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  bankAccountId: number;
}): Promise<BankAccountDetail> {
  const scope = await findCompanyScope(db, user);
  const [row] = await selectBankAccounts(db)
    .where(and(eq(bankAccounts.id, bankAccountId), inArray(bankAccounts.entityId, scope.entityIds)))
    .limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  return toBankAccountDetail(row, locale);
}
