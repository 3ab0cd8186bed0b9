import type { BankAccountDetail, BankAccountUpdateRequest } from '@portledger/contracts';

/** What the bank account form holds, and how it maps to and from the API. */
export interface BankAccountValues {
  entity_id?: number;
  account_title: string;
  bank_name: string;
  branch?: string;
  country_id?: number | null;
  state?: string;
  city?: string;
  account_type?: string | null;
  currency?: string | null;
  iban?: string;
  bic_swift?: string;
  account_number?: string;
  routing_codes?: string;
}

export const BANK_ACCOUNT_FORM_FIELDS = [
  'entity_id',
  'account_title',
  'bank_name',
  'branch',
  'country_id',
  'state',
  'city',
  'account_type',
  'currency',
  'iban',
  'bic_swift',
  'account_number',
  'routing_codes',
] as const;

export const bankAccountValuesOf = (
  account: BankAccountDetail | undefined,
  entityId: number,
): Partial<BankAccountValues> => ({
  entity_id: account?.entity_id ?? entityId,
  account_title: account?.account_title ?? '',
  bank_name: account?.bank_name ?? '',
  branch: account?.branch ?? '',
  country_id: account?.country?.id ?? null,
  state: account?.state ?? '',
  city: account?.city ?? '',
  account_type: account?.account_type ?? 'current',
  currency: account?.currency ?? null,
  iban: account?.iban ?? '',
  bic_swift: account?.bic_swift ?? '',
  account_number: account?.account_number ?? '',
  routing_codes: account?.routing_codes ?? '',
});

const text = (value?: string) => value?.trim() || null;

/** Form values to the request fields; blanks are null (cleared). */
export function bankAccountBodyOf(values: BankAccountValues): Omit<BankAccountUpdateRequest, 'lock_version'> {
  return {
    entity_id: values.entity_id,
    account_title: values.account_title.trim(),
    bank_name: values.bank_name.trim(),
    branch: text(values.branch),
    country_id: values.country_id ?? null,
    state: text(values.state),
    city: text(values.city),
    account_type: (values.account_type ?? null) as BankAccountUpdateRequest['account_type'],
    currency: values.currency ?? null,
    iban: text(values.iban),
    bic_swift: text(values.bic_swift),
    account_number: text(values.account_number),
    routing_codes: text(values.routing_codes),
  };
}
