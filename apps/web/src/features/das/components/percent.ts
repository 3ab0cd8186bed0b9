import type { DaDetail } from '@portledger/contracts';

/** "50.00" -> "50", "12.50" -> "12.5": a percentage as people write it in a sentence. */
export function percentText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * The prefunding % the approve form starts from: what was agreed before, else the principal
 * entity's default; a default of 0 means none was set (SPEC.md: default prefunding 0), so the
 * agent's requested % comes next.
 */
export function initialPrefunding(
  da: Pick<
    DaDetail,
    'prefunding_agreed_percent' | 'prefunding_default_percent' | 'prefunding_requested_percent'
  >,
): string | null {
  if (da.prefunding_agreed_percent !== null) return da.prefunding_agreed_percent;
  const byDefault = da.prefunding_default_percent;
  if (byDefault !== null && Number(byDefault) > 0) return byDefault;
  return da.prefunding_requested_percent ?? byDefault;
}

/** "7.12340000" -> "7.1234": an exchange rate as stored (8 decimals), without its trailing zeros. */
export const rateText = (value: string) => percentText(value);
