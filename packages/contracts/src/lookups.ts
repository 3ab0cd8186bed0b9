import { z } from 'zod';
import { envelope, objectData, optionData } from './envelope.ts';
import { idFilter, optionQuery } from './query.ts';
import { portCallStatuses } from './statuses.ts';

/**
 * Lookups (SPEC.md section 7): small reference tables read through `/option` endpoints. `name` is
 * in the caller's language; `name_i_cont` matches the English name, the Chinese name and the code.
 */

const id = z.number().int();

/**
 * Any `/option` row as a client reads it generically: a database id, or a code for option lists
 * that are not tables (port-call statuses); endpoints add fields.
 */
export const anyOptionItem = z
  .object({ id: z.union([z.number().int(), z.string()]), name: z.string() })
  .loose();
export type AnyOptionItem = z.infer<typeof anyOptionItem>;

/** A row of a bilingual code table (units, commodities, terminal types, activity types, ...). */
export const codeOptionItem = z.object({ id, name: z.string(), code: z.string() });
export type CodeOptionItem = z.infer<typeof codeOptionItem>;

export const countryOptionItem = codeOptionItem.extend({ code3: z.string() });
export type CountryOptionItem = z.infer<typeof countryOptionItem>;

/** `name` is the ISO code ('USD'): language-neutral and what a money field shows. */
export const currencyOptionItem = codeOptionItem.extend({
  description: z.string(),
  /** Minor units: 2 for USD, 0 for JPY. */
  digits: z.number().int(),
});
export type CurrencyOptionItem = z.infer<typeof currencyOptionItem>;

export const costItemGroupings = ['agency_remuneration', 'port_costs'] as const;
export const costItemCategoryOptionItem = codeOptionItem.extend({ grouping: z.enum(costItemGroupings) });
export type CostItemCategoryOptionItem = z.infer<typeof costItemCategoryOptionItem>;

export const costItemOptionItem = codeOptionItem.extend({
  cost_item_category_id: id,
  /** Charged per GT/NT. */
  is_tonnage_based: z.boolean(),
});
export type CostItemOptionItem = z.infer<typeof costItemOptionItem>;

/** `id` is the status itself; `order` is SPEC.md section 4's sort order. */
export const statusOptionItem = z.object({
  id: z.enum(portCallStatuses),
  name: z.string(),
  order: z.number().int(),
});
export type StatusOptionItem = z.infer<typeof statusOptionItem>;

export const activityType = codeOptionItem.extend({ name_en: z.string(), name_zh: z.string() });
export type ActivityType = z.infer<typeof activityType>;

export const lookupOptionQuery = optionQuery({});
export type LookupOptionQuery = z.input<typeof lookupOptionQuery>;
export const costItemOptionQuery = optionQuery({ cost_item_category_id_eq: idFilter.optional() });
export type CostItemOptionQuery = z.input<typeof costItemOptionQuery>;
export type ParsedCostItemOptionQuery = z.output<typeof costItemOptionQuery>;

export const codeOptionResponse = envelope(optionData(codeOptionItem));
export const countryOptionResponse = envelope(optionData(countryOptionItem));
export const currencyOptionResponse = envelope(optionData(currencyOptionItem));
export const costItemCategoryOptionResponse = envelope(optionData(costItemCategoryOptionItem));
export const costItemOptionResponse = envelope(optionData(costItemOptionItem));
export const statusOptionResponse = envelope(optionData(statusOptionItem));
/** GET /activity_types: every activity type (a dozen), not paged. */
export const activityTypeListResponse = envelope(optionData(activityType));
export const activityTypeResponse = envelope(objectData(activityType));

/** Exchange rates: `rate` units of `to` per 1 unit of `from`, a decimal string with up to 8 places. */
export const RATE_PATTERN = /^\d{1,10}(\.\d{1,8})?$/;
export const currencyRef = z.object({ id, code: z.string() });

export const exchangeRate = z.object({
  id,
  from_currency: currencyRef,
  to_currency: currencyRef,
  rate: z.string(),
  /** 'YYYY-MM-DD': the day from which the rate applies. */
  effective_on: z.string(),
  created_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

export const exchangeRateQuery = z
  .object({ from_currency_id_eq: idFilter, to_currency_id_eq: idFilter })
  .strict()
  .refine((query) => query.from_currency_id_eq !== query.to_currency_id_eq, {
    message: 'lookups.sameCurrency',
    path: ['to_currency_id_eq'],
  });
export type ExchangeRateQuery = z.input<typeof exchangeRateQuery>;

/** The latest effective rate, or `{ object: null }` when none is recorded (the client then says so). */
export const exchangeRateLatestResponse = envelope(objectData(exchangeRate.nullable()));
export const exchangeRateResponse = envelope(objectData(exchangeRate));

/** POST /exchange_rates (operators): records the rate of a day, replacing that day's rate if any. */
export const exchangeRateCreateRequest = z
  .object({
    from_currency_id: idFilter,
    to_currency_id: idFilter,
    rate: z
      .string()
      .trim()
      .regex(RATE_PATTERN, 'lookups.rateInvalid')
      .refine((rate) => /[1-9]/.test(rate), 'lookups.rateNotPositive'),
    effective_on: z.iso.date(),
  })
  .strict()
  .refine((body) => body.from_currency_id !== body.to_currency_id, {
    message: 'lookups.sameCurrency',
    path: ['to_currency_id'],
  });
export type ExchangeRateCreateRequest = z.input<typeof exchangeRateCreateRequest>;
export type ParsedExchangeRateCreateRequest = z.output<typeof exchangeRateCreateRequest>;
export type ParsedExchangeRateQuery = z.output<typeof exchangeRateQuery>;
export type ParsedLookupOptionQuery = z.output<typeof lookupOptionQuery>;
