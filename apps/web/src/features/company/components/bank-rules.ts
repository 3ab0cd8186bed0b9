import {
  type BankDetailField,
  bankDetailFields,
  checkBic,
  checkIban,
  IBAN_LENGTHS,
  normaliseBic,
  normaliseIban,
} from '@portledger/contracts';
import type { TFunction } from 'i18next';

/**
 * Client-side IBAN and BIC messages from the very checks the server runs (packages/contracts),
 * with more detail than the server's message where the browser knows it (the expected length).
 */
export function ibanMessage(t: TFunction, value: string | undefined | null): string | undefined {
  if (!value?.trim()) return undefined;
  const problem = checkIban(value);
  if (!problem) return undefined;
  if (problem === 'length') {
    const iban = normaliseIban(value);
    const country = iban.slice(0, 2);
    return t('company.bankForm.iban.length', {
      country,
      expected: IBAN_LENGTHS[country],
      actual: iban.length,
    });
  }
  return t(`company.bankForm.iban.${problem}`);
}

export function bicMessage(t: TFunction, value: string | undefined | null): string | undefined {
  if (!value?.trim()) return undefined;
  const problem = checkBic(value);
  return problem ? t(`company.bankForm.bic.${problem}`) : undefined;
}

type Details = Partial<Record<BankDetailField, string | null | undefined>>;
const normalised: Record<BankDetailField, (value: string) => string> = {
  iban: normaliseIban,
  bic_swift: normaliseBic,
  account_number: (value) => value.trim(),
};

/** Which of number, IBAN and BIC differ between the saved account and the form (as the server compares). */
export function changedBankDetails(saved: Details, edited: Details): BankDetailField[] {
  return bankDetailFields.filter((field) => {
    const before = saved[field] ? normalised[field](saved[field]) : '';
    const after = edited[field] ? normalised[field](edited[field]) : '';
    return before !== after;
  });
}
