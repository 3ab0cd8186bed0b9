import { z } from 'zod';
import { envelope, listData, objectData, optionData } from './envelope.ts';
import { idFilter, listQuery, optionItem, optionQuery, textFilter } from './query.ts';

/** Field limits, shared by the server's validation and the form's rules. */
export const chartererLimits = {
  name: 200,
  address: 500,
  contact_name: 100,
  email: 254,
  phone: 40,
  remarks: 2000,
} as const;

/** Digits, spaces and the usual separators: "+86 21 6888 0000", "(020) 555-0101 ext. 12". */
export const PHONE_PATTERN = /^[+]?[0-9 ()./-]*(?:\s*(?:ext\.?|x)\s*[0-9]+)?$/i;

/** Optional free text: blank becomes null, so "cleared" and "never set" look the same. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const chartererFields = {
  /** The principal's legal entity (or company) the charterer is kept under. */
  entity_id: z.number().int().positive().max(2_147_483_647),
  name: z
    .string({ error: 'charterers.name.required' })
    .trim()
    .min(1, 'charterers.name.required')
    .max(chartererLimits.name, 'charterers.name.tooLong'),
  country_id: z.number().int().positive().max(2_147_483_647).nullish(),
  address: optionalText(chartererLimits.address),
  contact_name: optionalText(chartererLimits.contact_name),
  // A blank e-mail means none; anything else must be an address ('validation.invalidEmail').
  email: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : value),
      z.email().max(chartererLimits.email).nullish(),
    )
    .transform((value) => value ?? null),
  phone: z
    .string()
    .trim()
    .max(chartererLimits.phone)
    .regex(PHONE_PATTERN, 'charterers.phone.invalid')
    .nullish()
    .transform((value) => (value ? value : null)),
  remarks: optionalText(chartererLimits.remarks),
};

export const chartererCreateRequest = z.object(chartererFields).strict();
export type ChartererCreateRequest = z.input<typeof chartererCreateRequest>;
export type ChartererCreateInput = z.output<typeof chartererCreateRequest>;

/** A PUT replaces every field and must carry the lock_version it was based on (stale: 409). */
export const chartererUpdateRequest = z
  .object({ ...chartererFields, lock_version: z.number().int().min(0) })
  .strict();
export type ChartererUpdateRequest = z.input<typeof chartererUpdateRequest>;
export type ChartererUpdateInput = z.output<typeof chartererUpdateRequest>;

const reference = z.object({ id: z.number().int(), name: z.string() });
const countryReference = reference.extend({ code: z.string() });

/** A row of the charterers list. */
export const chartererItem = z.object({
  id: z.number().int(),
  name: z.string(),
  entity: reference,
  country: countryReference.nullable(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  updated_at: z.string(),
});
export type ChartererItem = z.infer<typeof chartererItem>;

/** One charterer with every field, as the editor loads it. */
export const chartererDetail = chartererItem.extend({
  address: z.string().nullable(),
  remarks: z.string().nullable(),
  lock_version: z.number().int(),
  created_at: z.string(),
});
export type ChartererDetail = z.infer<typeof chartererDetail>;

export const chartererSortFields = ['name', 'entity_name', 'country_name', 'updated_at'] as const;
export const chartererListQuery = listQuery(
  {
    name_i_cont: textFilter.optional(),
    entity_id_eq: idFilter.optional(),
    country_id_eq: idFilter.optional(),
  },
  chartererSortFields,
);
export type ChartererListQuery = z.output<typeof chartererListQuery>;

/** `/charterers/option?entity_id_eq=`: the charterers of one legal entity for a port call form. */
export const chartererOptionQuery = optionQuery({ entity_id_eq: idFilter.optional() });
export type ChartererOptionQuery = z.input<typeof chartererOptionQuery>;
export const chartererOption = optionItem.extend({ entity_id: z.number().int() });
export type ChartererOption = z.infer<typeof chartererOption>;

export const chartererListResponse = envelope(listData(chartererItem));
export type ChartererListResponse = z.infer<typeof chartererListResponse>;
export const chartererResponse = envelope(objectData(chartererDetail));
export type ChartererResponse = z.infer<typeof chartererResponse>;
export const chartererOptionResponse = envelope(optionData(chartererOption));
export type ChartererOptionResponse = z.infer<typeof chartererOptionResponse>;
