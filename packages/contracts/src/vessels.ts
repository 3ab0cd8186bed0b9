import { z } from 'zod';
import { envelope, listData, objectData, optionData } from './envelope.ts';
import { uploadedFile } from './files.ts';
import { idFilter, listQuery, optionQuery, textFilter } from './query.ts';

/**
 * Vessels (SPEC.md section 3 'Vessel'): reference data every signed-in user reads and operators
 * maintain. Measures travel as decimal strings (NUMERIC(12,2) in the database), dates as
 * 'YYYY-MM-DD'. Validation messages are message keys, translated by the server (and mirrored in
 * the web locales), so refinements name their own field in their wording.
 */

/**
 * An IMO ship identification number is seven digits; the last is a check digit: the first six
 * digits weighted 7, 6, 5, 4, 3, 2, summed, modulo 10. Example: 9074729 (9*7+0*6+7*5+4*4+7*3+2*2
 * = 139, and 139 mod 10 = 9).
 */
export function isValidImo(value: string): boolean {
  if (!/^\d{7}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i += 1) sum += Number(value[i]) * (7 - i);
  return sum % 10 === Number(value[6]);
}

/** Seven digits whose check digit matches; two distinct messages so the user knows what is wrong. */
export const imoNumber = z
  .string({ error: 'vessels.imoRequired' })
  .trim()
  .min(1, 'vessels.imoRequired')
  // Each check judges only what the previous ones let through, so a mistake yields one message.
  .refine((value) => value === '' || /^\d{7}$/.test(value), 'vessels.imoFormat')
  .refine((value) => !/^\d{7}$/.test(value) || isValidImo(value), 'vessels.imoCheckDigit');

export const MMSI_PATTERN = /^\d{9}$/;
/** Up to 10 integer digits and 2 decimals, not negative: NUMERIC(12,2). */
export const MEASURE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const VESSEL_NAME_MAX = 120;
export const CERTIFICATE_NAME_MAX = 120;
/** A certificate expiring within this many days (today included) is flagged 'expiring soon'. */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 30;

const blankToNull = <T>(value: T | null | undefined) => (value === '' ? null : value);

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional().transform(blankToNull);
const measure = z
  .string()
  .trim()
  .refine((value) => value === '' || MEASURE_PATTERN.test(value), 'vessels.measureInvalid')
  .nullable()
  .optional()
  .transform(blankToNull);
const day = z
  .union([z.literal(''), z.iso.date()])
  .nullable()
  .optional()
  .transform(blankToNull);
const count = z.number().int().min(0).max(99).nullable().optional();

const vesselFields = {
  name: z
    .string({ error: 'vessels.nameRequired' })
    .trim()
    .min(1, 'vessels.nameRequired')
    .max(VESSEL_NAME_MAX, 'vessels.nameTooLong'),
  /** Free text, one former name per line or comma separated. */
  previous_names: optionalText(1000),
  imo: imoNumber,
  call_sign: optionalText(20),
  flag_country_id: idFilter.nullable().optional(),
  port_of_registry: optionalText(120),
  vessel_type_id: idFilter.nullable().optional(),
  hull_type: optionalText(120),
  builder: optionalText(200),
  yard_number: optionalText(60),
  keel_laid_on: day,
  delivered_on: day,
  class_society: optionalText(120),
  class_notation: optionalText(300),
  owner_name: optionalText(200),
  operator_name: optionalText(200),
  loa: measure,
  lbp: measure,
  beam: measure,
  depth: measure,
  gt: measure,
  nrt: measure,
  suez_gt: measure,
  suez_nt: measure,
  panama_nt: measure,
  summer_draft: measure,
  tropical_draft: measure,
  winter_draft: measure,
  dwt: measure,
  tpc: measure,
  holds: count,
  hatches: count,
  grain_capacity: measure,
  bale_capacity: measure,
  cargo_gear: optionalText(500),
  inmarsat: optionalText(120),
  telex: optionalText(60),
  fax: optionalText(60),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'vessels.emailInvalid')
    .nullable()
    .optional()
    .transform(blankToNull),
  mmsi: z
    .string()
    .trim()
    .refine((value) => value === '' || MMSI_PATTERN.test(value), 'vessels.mmsiFormat')
    .nullable()
    .optional()
    .transform(blankToNull),
  remarks: optionalText(5000),
};

/** The writable vessel fields (snake_case, as the API names them). */
export const vesselFieldNames = Object.keys(vesselFields) as (keyof typeof vesselFields)[];
export type VesselFieldName = keyof typeof vesselFields;

const deliveredAfterKeel = (value: { keel_laid_on?: string | null; delivered_on?: string | null }) =>
  !value.keel_laid_on || !value.delivered_on || value.delivered_on >= value.keel_laid_on;
const deliveredRule = { message: 'vessels.deliveredBeforeKeelLaid', path: ['delivered_on'] };

/** `POST /vessels`: name and IMO are required, everything else may be blank. */
export const vesselCreateRequest = z.object(vesselFields).strict().refine(deliveredAfterKeel, deliveredRule);
export type VesselCreateRequest = z.input<typeof vesselCreateRequest>;
export type ParsedVesselCreateRequest = z.output<typeof vesselCreateRequest>;

/** `PUT /vessels/{id}`: absent fields stay, null or '' clears; lock_version from the last read. */
export const vesselUpdateRequest = z
  .object({
    ...vesselFields,
    name: vesselFields.name.optional(),
    imo: imoNumber.optional(),
    lock_version: z.number().int().min(0),
  })
  .strict()
  .refine(deliveredAfterKeel, deliveredRule);
export type VesselUpdateRequest = z.input<typeof vesselUpdateRequest>;
export type ParsedVesselUpdateRequest = z.output<typeof vesselUpdateRequest>;

const certificateFields = {
  name: z
    .string({ error: 'vessels.certificateNameRequired' })
    .trim()
    .min(1, 'vessels.certificateNameRequired')
    .max(CERTIFICATE_NAME_MAX, 'vessels.certificateNameTooLong'),
  certificate_no: optionalText(80),
  issued_on: day,
  last_annual_on: day,
  expires_on: day,
  /** An uploaded file (POST /files) to attach; null removes the attachment. */
  file_id: idFilter.nullable().optional(),
};

const issuedBeforeExpiry = (value: { issued_on?: string | null; expires_on?: string | null }) =>
  !value.issued_on || !value.expires_on || value.expires_on >= value.issued_on;
const expiryRule = { message: 'vessels.expiresBeforeIssued', path: ['expires_on'] };

/** `POST /vessels/{id}/certificates`. */
export const certificateCreateRequest = z
  .object(certificateFields)
  .strict()
  .refine(issuedBeforeExpiry, expiryRule);
export type CertificateCreateRequest = z.input<typeof certificateCreateRequest>;
export type ParsedCertificateCreateRequest = z.output<typeof certificateCreateRequest>;

/** `PUT /vessels/{id}/certificates/{certificateId}`: absent fields stay, null or '' clears. */
export const certificateUpdateRequest = z
  .object({ ...certificateFields, name: certificateFields.name.optional() })
  .strict()
  .refine(issuedBeforeExpiry, expiryRule);
export type CertificateUpdateRequest = z.input<typeof certificateUpdateRequest>;
export type ParsedCertificateUpdateRequest = z.output<typeof certificateUpdateRequest>;

export const certificateParams = z.object({
  id: idFilter,
  certificateId: idFilter,
});

const codeRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const decimal = z.string().nullable();

export const vesselCertificate = z.object({
  id: z.number().int(),
  vessel_id: z.number().int(),
  name: z.string(),
  certificate_no: z.string().nullable(),
  issued_on: z.string().nullable(),
  last_annual_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  attachment: uploadedFile.nullable(),
  /** Expires within CERTIFICATE_EXPIRY_WARNING_DAYS days from today (server date), not yet expired. */
  is_expiring: z.boolean(),
  /** Expired before today. */
  is_expired: z.boolean(),
});
export type VesselCertificate = z.infer<typeof vesselCertificate>;

export const vesselListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  imo: z.string(),
  call_sign: z.string().nullable(),
  vessel_type: codeRef.nullable(),
  flag: codeRef.nullable(),
  gt: decimal,
  dwt: decimal,
  delivered_on: z.string().nullable(),
  /** Certificates expired or expiring soon, so the list can warn without opening each vessel. */
  certificates_due_count: z.number().int(),
});
export type VesselListItem = z.infer<typeof vesselListItem>;

export const vesselDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  previous_names: z.string().nullable(),
  imo: z.string(),
  call_sign: z.string().nullable(),
  flag: codeRef.nullable(),
  port_of_registry: z.string().nullable(),
  vessel_type: codeRef.nullable(),
  hull_type: z.string().nullable(),
  builder: z.string().nullable(),
  yard_number: z.string().nullable(),
  keel_laid_on: z.string().nullable(),
  delivered_on: z.string().nullable(),
  class_society: z.string().nullable(),
  class_notation: z.string().nullable(),
  owner_name: z.string().nullable(),
  operator_name: z.string().nullable(),
  loa: decimal,
  lbp: decimal,
  beam: decimal,
  depth: decimal,
  gt: decimal,
  nrt: decimal,
  suez_gt: decimal,
  suez_nt: decimal,
  panama_nt: decimal,
  summer_draft: decimal,
  tropical_draft: decimal,
  winter_draft: decimal,
  dwt: decimal,
  tpc: decimal,
  holds: z.number().int().nullable(),
  hatches: z.number().int().nullable(),
  grain_capacity: decimal,
  bale_capacity: decimal,
  cargo_gear: z.string().nullable(),
  inmarsat: z.string().nullable(),
  telex: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  mmsi: z.string().nullable(),
  remarks: z.string().nullable(),
  lock_version: z.number().int(),
  updated_at: z.string(),
  certificates: z.array(vesselCertificate),
});
export type VesselDetail = z.infer<typeof vesselDetail>;

export const vesselSortFields = ['name', 'imo', 'vessel_type', 'flag', 'gt', 'dwt', 'delivered_on'] as const;
export const vesselListQuery = listQuery(
  {
    /** The search box: matches the name, a previous name or the IMO number. */
    q: textFilter.optional(),
    name_i_cont: textFilter.optional(),
    imo_eq: textFilter.optional(),
    imo_cont: textFilter.optional(),
    vessel_type_id_eq: idFilter.optional(),
    flag_country_id_eq: idFilter.optional(),
  },
  vesselSortFields,
);
export type VesselListQuery = z.input<typeof vesselListQuery>;
export type ParsedVesselListQuery = z.output<typeof vesselListQuery>;

/** `/vessels/option`: name_i_cont matches the name or the IMO number. */
export const vesselOptionQuery = optionQuery({ vessel_type_id_eq: idFilter.optional() });
export type VesselOptionQuery = z.input<typeof vesselOptionQuery>;
export type ParsedVesselOptionQuery = z.output<typeof vesselOptionQuery>;
export const vesselOption = z.object({ id: z.number().int(), name: z.string(), imo: z.string() });
export type VesselOption = z.infer<typeof vesselOption>;

export const vesselListResponse = envelope(listData(vesselListItem));
export const vesselResponse = envelope(objectData(vesselDetail));
export const vesselOptionResponse = envelope(optionData(vesselOption));
export const certificateResponse = envelope(objectData(vesselCertificate));
