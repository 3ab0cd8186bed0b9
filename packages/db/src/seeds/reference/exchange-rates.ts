import { inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { currencies, exchangeRates } from '../../schema/index.ts';

/**
 * DEMO RATES, not market data: plausible mid-market rates as of 20 Nov 2026, in units of the
 * currency per 1 USD. Operators record real rates through POST /exchange_rates.
 */
export const DEMO_RATES_EFFECTIVE_ON = '2026-11-20';
export const demoUsdRates: Record<string, string> = {
  EUR: '0.86250000',
  CNY: '7.10450000',
  GBP: '0.75980000',
  JPY: '154.62000000',
  SGD: '1.30140000',
  HKD: '7.77850000',
  NOK: '10.12300000',
  SEK: '9.48600000',
  DKK: '6.43700000',
  CHF: '0.80120000',
  AUD: '1.53700000',
  NZD: '1.76400000',
  CAD: '1.40150000',
  AED: '3.67250000',
  SAR: '3.75000000',
  KRW: '1462.50000000',
  INR: '88.62000000',
  MYR: '4.15300000',
  THB: '32.41000000',
  IDR: '16648.00000000',
  PHP: '58.92000000',
  VND: '26310.00000000',
  TWD: '31.08000000',
  BRL: '5.34800000',
  ZAR: '17.31000000',
  TRY: '42.27000000',
  EGP: '47.35000000',
};

/** 1 / rate, rounded to 8 decimals, computed in integers so no float error creeps in. */
export function invertRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scaled = BigInt(whole + fraction.padEnd(8, '0').slice(0, 8)); // rate x 10^8
  const scale = 10n ** 16n; // 1 x 10^8 x 10^8
  const quotient = (scale * 2n + scaled) / (scaled * 2n); // rounded half up, in units of 10^-8
  const digits = quotient.toString().padStart(9, '0');
  return `${digits.slice(0, -8)}.${digits.slice(-8)}`;
}

export async function seedExchangeRates(db: Db): Promise<void> {
  const codes = ['USD', ...Object.keys(demoUsdRates)];
  const rows = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, codes));
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  const usd = ids.get('USD');
  if (!usd) return;
  const values = Object.entries(demoUsdRates).flatMap(([code, rate]) => {
    const id = ids.get(code);
    if (!id) return [];
    return [
      { fromCurrencyId: usd, toCurrencyId: id, rate, effectiveOn: DEMO_RATES_EFFECTIVE_ON },
      { fromCurrencyId: id, toCurrencyId: usd, rate: invertRate(rate), effectiveOn: DEMO_RATES_EFFECTIVE_ON },
    ];
  });
  if (values.length === 0) return;
  // Rates an operator recorded for that day win over the demo ones.
  await db.insert(exchangeRates).values(values).onConflictDoNothing();
}
