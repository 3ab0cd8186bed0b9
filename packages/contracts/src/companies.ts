import { z } from 'zod';
import { entityKind } from './auth.ts';
import { envelope, listData, objectData, optionData, pageQuery } from './envelope.ts';
import { uploadedFile } from './files.ts';
import { idFilter, listQuery, optionQuery, textFilter } from './query.ts';

/*
 * Companies, legal entities and bank accounts (SPEC.md section 3 'Company entity', 'Bank account').
 * The IBAN and BIC checks are plain functions so the web validates with exactly the server's rules.
 */

/** ISO 3166-1 alpha-2 codes (i18n-iso-countries, incl. XK which banks use for Kosovo). */
const ISO_COUNTRIES = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV
  BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET
  FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM
  IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD
  ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE
  PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST
  SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS
  XK YE YT ZA ZM ZW`.split(/\s+/),
);
export const isIsoCountryCode = (code: string) => ISO_COUNTRIES.has(code);

/** IBAN length per country (SWIFT IBAN registry). A country not listed does not use IBANs. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** Spaces (and hyphens people copy from statements) removed, upper case: the stored form. */
export const normaliseIban = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();
export const normaliseBic = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** ISO 13616 / ISO 7064 MOD 97-10, on the digits in chunks so no big integers are needed. */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';
/** Why an IBAN is wrong, or null when it is valid. Accepts spaces and lower case. */
export function checkIban(input: string): IbanProblem | null {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!expected) return 'country';
  if (iban.length !== expected) return 'length';
  return ibanMod97(iban) === 1 ? null : 'checksum';
}
export const isValidIban = (input: string) => checkIban(input) === null;
/** Groups of four for reading: 'NL91 ABNA 0417 1643 00'. */
export const formatIban = (iban: string) => normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

export type BicProblem = 'format' | 'country';
/** BIC/SWIFT (ISO 9362): 4 letters bank, 2 letters country, 2 alnum location, optional 3 alnum branch. */
export function checkBic(input: string): BicProblem | null {
  const bic = normaliseBic(input);
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) return 'format';
  return isIsoCountryCode(bic.slice(4, 6)) ? null : 'country';
}
export const isValidBic = (input: string) => checkBic(input) === null;

/** Server message keys of the checks (apps/server/src/i18n/domains/companies.ts). */
export const ibanMessageKeys = {
  format: 'companies.iban.format',
  country: 'companies.iban.country',
  length: 'companies.iban.length',
  checksum: 'companies.iban.checksum',
} as const satisfies Record<IbanProblem, string>;
export const bicMessageKeys = {
  format: 'companies.bic.format',
  country: 'companies.bic.country',
} as const satisfies Record<BicProblem, string>;

/* ---------- shared field schemas ---------- */

/** Optional text: absent = unchanged (PUT) or empty (POST); '' or null = cleared. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null));
const phoneNumber = z
  .string()
  .trim()
  .max(40)
  .regex(/^$|^\+?[\d\s()./-]{5,}(\s*(ext\.?|x)\s*\d+)?$/i, 'companies.phone.format')
  .nullish()
  .transform((value) => (value ? value : value === undefined ? undefined : null));
const optionalId = z.number().int().positive().max(2_147_483_647).nullish();
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'companies.currency.format');

export const ibanField = z
  .string()
  .max(50)
  .transform(normaliseIban)
  .superRefine((iban, ctx) => {
    const problem = iban ? checkIban(iban) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: ibanMessageKeys[problem] });
  });
export const bicField = z
  .string()
  .max(20)
  .transform(normaliseBic)
  .superRefine((bic, ctx) => {
    const problem = bic ? checkBic(bic) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: bicMessageKeys[problem] });
  });

/* ---------- entities (companies and legal entities) ---------- */

export const countryRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CountryRef = z.infer<typeof countryRef>;

export const entityDetail = z.object({
  id: z.number().int(),
  /** null for the company itself; the company's id for its legal entities. */
  parent_id: z.number().int().nullable(),
  is_company: z.boolean(),
  kind: entityKind,
  name: z.string(),
  commercial_reg_no: z.string().nullable(),
  incorporation_on: z.string().nullable(),
  dun_no: z.string().nullable(),
  /** Base currency (ISO 4217 code). */
  currency: z.string().nullable(),
  currency_locked: z.boolean(),
  logo: uploadedFile.nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  address_line3: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: countryRef.nullable(),
  emails: z.array(z.string()),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.string().nullable(),
  main_contact_name: z.string().nullable(),
  lock_version: z.number().int(),
  updated_at: z.string(),
});
export type EntityDetail = z.infer<typeof entityDetail>;

const entityFields = {
  name: z.string().trim().min(1).max(200),
  /** The company's kind; a legal entity always has it, so a different one is refused. */
  kind: entityKind.optional(),
  commercial_reg_no: optionalText(60),
  incorporation_on: z.iso.date().nullish(),
  /** D-U-N-S number: 9 digits (dashes and spaces accepted). */
  dun_no: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\d{9})?$/, 'companies.dunNo.format'))
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null)),
  currency: currencyCode.nullish(),
  logo_file_id: optionalId,
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  address_line3: optionalText(200),
  postcode: optionalText(20),
  city: optionalText(100),
  country_id: optionalId,
  emails: z
    .array(z.email({ message: 'companies.emails.invalid' }).max(254))
    .max(10)
    .optional(),
  phone: phoneNumber,
  fax: phoneNumber,
  website: z
    .url({ protocol: /^https?$/, message: 'companies.website.format' })
    .max(300)
    .nullish()
    .or(z.literal('').transform(() => null)),
  main_contact_name: optionalText(120),
};

/** `POST /entities`: a legal entity under the user's own company. */
export const entityCreateRequest = z.object(entityFields).strict();
export type EntityCreateRequest = z.input<typeof entityCreateRequest>;
export type EntityCreateInput = z.output<typeof entityCreateRequest>;

/** `PUT /entities/{id}`: absent fields stay, null or '' clears; lock_version from the last read. */
export const entityUpdateRequest = z
  .object({ ...entityFields, name: entityFields.name.optional(), lock_version: z.number().int().min(0) })
  .strict();
export type EntityUpdateRequest = z.input<typeof entityUpdateRequest>;
export type EntityUpdateInput = z.output<typeof entityUpdateRequest>;

export const entityListQuery = listQuery(
  { kind_eq: entityKind.optional(), parent_id_eq: idFilter.optional(), name_i_cont: textFilter.optional() },
  ['name', 'kind', 'updated_at', 'id'],
);
export type EntityListQuery = z.input<typeof entityListQuery>;
export type ParsedEntityListQuery = z.output<typeof entityListQuery>;

export const entityOptionQuery = optionQuery({ kind_eq: entityKind.optional() });
export type EntityOptionQuery = z.input<typeof entityOptionQuery>;
export type ParsedEntityOptionQuery = z.output<typeof entityOptionQuery>;
export const entityOption = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: entityKind,
  parent_id: z.number().int().nullable(),
  country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
});
export type EntityOption = z.infer<typeof entityOption>;

export const entityListResponse = envelope(listData(entityDetail));
export const entityResponse = envelope(objectData(entityDetail));
export const entityOptionResponse = envelope(optionData(entityOption));

/* ---------- bank accounts ---------- */

export const bankAccountTypes = ['current', 'savings', 'call_deposit', 'other'] as const;
export const bankAccountType = z.enum(bankAccountTypes);
export type BankAccountType = z.infer<typeof bankAccountType>;
/** Fields whose change is audited and announced to the company's other users. */
export const bankDetailFields = ['account_number', 'iban', 'bic_swift'] as const;
export type BankDetailField = (typeof bankDetailFields)[number];

export const bankAccountDetail = z.object({
  id: z.number().int(),
  entity_id: z.number().int(),
  entity: z.object({ id: z.number().int(), name: z.string() }),
  iban: z.string().nullable(),
  bic_swift: z.string().nullable(),
  bank_name: z.string(),
  branch: z.string().nullable(),
  country: countryRef.nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  account_type: bankAccountType.nullable(),
  account_title: z.string(),
  account_number: z.string().nullable(),
  routing_codes: z.string().nullable(),
  currency: z.string().nullable(),
  lock_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BankAccountDetail = z.infer<typeof bankAccountDetail>;

const bankAccountFields = {
  entity_id: z.number().int().positive().max(2_147_483_647),
  iban: ibanField.nullish(),
  bic_swift: bicField.nullish(),
  bank_name: z.string().trim().min(1).max(200),
  branch: optionalText(200),
  country_id: optionalId,
  state: optionalText(100),
  city: optionalText(100),
  account_type: bankAccountType.nullish(),
  account_title: z.string().trim().min(1).max(200),
  account_number: z
    .string()
    .trim()
    .max(40)
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'companies.accountNumber.format')
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null)),
  routing_codes: optionalText(300),
  currency: currencyCode.nullish(),
};

/** Where the country does not use IBANs the account number identifies the account: one is needed. */
export const hasIbanOrNumber = (body: { iban?: string | null; account_number?: string | null }) =>
  Boolean(body.iban || body.account_number);

export const bankAccountCreateRequest = z
  .object(bankAccountFields)
  .strict()
  .refine(hasIbanOrNumber, { path: ['account_number'], message: 'companies.bankAccount.ibanOrNumber' });
export type BankAccountCreateRequest = z.input<typeof bankAccountCreateRequest>;
export type BankAccountCreateInput = z.output<typeof bankAccountCreateRequest>;

/** `PUT /bank_accounts/{id}`: absent fields stay, null or '' clears; lock_version from the last read. */
export const bankAccountUpdateRequest = z
  .object({
    ...bankAccountFields,
    entity_id: bankAccountFields.entity_id.optional(),
    bank_name: bankAccountFields.bank_name.optional(),
    account_title: bankAccountFields.account_title.optional(),
    lock_version: z.number().int().min(0),
  })
  .strict();
export type BankAccountUpdateRequest = z.input<typeof bankAccountUpdateRequest>;
export type BankAccountUpdateInput = z.output<typeof bankAccountUpdateRequest>;

export const bankAccountListQuery = listQuery(
  {
    entity_id_eq: idFilter.optional(),
    bank_name_i_cont: textFilter.optional(),
    currency_eq: currencyCode.optional(),
  },
  ['bank_name', 'account_title', 'currency', 'updated_at', 'id'],
);
export type BankAccountListQuery = z.input<typeof bankAccountListQuery>;
export type ParsedBankAccountListQuery = z.output<typeof bankAccountListQuery>;

export const bankAccountOptionQuery = optionQuery({ entity_id_eq: idFilter.optional() });
export type BankAccountOptionQuery = z.input<typeof bankAccountOptionQuery>;
export type ParsedBankAccountOptionQuery = z.output<typeof bankAccountOptionQuery>;
export const bankAccountOption = z.object({
  id: z.number().int(),
  /** Bank name and IBAN (or account number), as a picker shows it. */
  name: z.string(),
  entity_id: z.number().int(),
  currency: z.string().nullable(),
  iban: z.string().nullable(),
  account_number: z.string().nullable(),
  bic_swift: z.string().nullable(),
});
export type BankAccountOption = z.infer<typeof bankAccountOption>;

/** One entry of a bank account's audit trail, newest first. */
export const bankAccountChange = z.object({
  id: z.number().int(),
  action: z.enum(['created', 'bank_details_changed']),
  actor: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
  created_at: z.string(),
});
export type BankAccountChange = z.infer<typeof bankAccountChange>;
export const bankAccountChangesQuery = pageQuery.strict();

export const bankAccountListResponse = envelope(listData(bankAccountDetail));
export const bankAccountResponse = envelope(objectData(bankAccountDetail));
export const bankAccountOptionResponse = envelope(optionData(bankAccountOption));
export const bankAccountChangesResponse = envelope(listData(bankAccountChange));
