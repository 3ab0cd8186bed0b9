import type { ScreeningSettings, ScreeningSettingsUpdate } from '@portledger/contracts';
import { HttpError } from '../../../lib/http.ts';

/** The six thresholds, in the order the form shows them. */
export const thresholdFields = [
  'tariff_deviation_percent',
  'min_samples',
  'fda_over_pda_percent',
  'variance_reason_percent',
  'exchange_rate_deviation_percent',
  'receipt_required_above_usd',
] as const;
export type ThresholdField = (typeof thresholdFields)[number];

/** What the form holds: numbers from the inputs, null while a field is cleared. */
export type ThresholdValues = Record<ThresholdField, number | null>;

/** How each field is entered: a percentage, a whole count, or an amount in USD. */
export const thresholdKind: Record<ThresholdField, 'percent' | 'count' | 'usd'> = {
  tariff_deviation_percent: 'percent',
  min_samples: 'count',
  fda_over_pda_percent: 'percent',
  variance_reason_percent: 'percent',
  exchange_rate_deviation_percent: 'percent',
  receipt_required_above_usd: 'usd',
};

export const valuesOf = (settings: ScreeningSettings): ThresholdValues => ({
  tariff_deviation_percent: Number(settings.tariff_deviation_percent),
  min_samples: settings.min_samples,
  fda_over_pda_percent: Number(settings.fda_over_pda_percent),
  variance_reason_percent: Number(settings.variance_reason_percent),
  exchange_rate_deviation_percent: Number(settings.exchange_rate_deviation_percent),
  receipt_required_above_usd: Number(settings.receipt_required_above_usd),
});

/**
 * The PUT body: decimals as strings with two places (the server checks the range and says which
 * field is wrong), the count as a number, and the lock_version the form was read with.
 */
export function toUpdateRequest(values: ThresholdValues, lockVersion: number): ScreeningSettingsUpdate {
  const decimal = (value: number | null) => (value === null ? '' : value.toFixed(2));
  return {
    lock_version: lockVersion,
    tariff_deviation_percent: decimal(values.tariff_deviation_percent),
    min_samples: values.min_samples ?? Number.NaN,
    fda_over_pda_percent: decimal(values.fda_over_pda_percent),
    variance_reason_percent: decimal(values.variance_reason_percent),
    exchange_rate_deviation_percent: decimal(values.exchange_rate_deviation_percent),
    receipt_required_above_usd: decimal(values.receipt_required_above_usd),
  };
}

const isThresholdField = (field: string): field is ThresholdField =>
  (thresholdFields as readonly string[]).includes(field);

/** A failed save as the form shows it: a stale version, and the server's messages per field. */
export function saveFailureOf(error: unknown): {
  isStale: boolean;
  fields: { name: ThresholdField; errors: string[] }[];
} {
  if (!(error instanceof HttpError)) return { isStale: false, fields: [] };
  const listed = (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  const byField = new Map<ThresholdField, string[]>();
  for (const { field, message } of listed) {
    // `body.min_samples` and `min_samples` name the same input.
    const name = field.split('.').at(-1) ?? field;
    if (isThresholdField(name)) byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  return {
    isStale: error.code === 409,
    fields: [...byField].map(([name, errors]) => ({ name, errors })),
  };
}
