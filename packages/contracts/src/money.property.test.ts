import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotalsOf, lineSavings, prefundingAmountOf } from './das.ts';
import { convertCents, formatCents, toCents } from './money.ts';

/** Any amount up to 10^12 with 0-2 decimals, as the API accepts it. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), fc.constantFrom(0, 1, 2))
  .map(([cents, places]) => {
    const text = formatCents(cents);
    return places === 2 ? text : places === 1 ? text.slice(0, -1) : text.slice(0, -3);
  });

describe('DA arithmetic, for any inputs', () => {
  it('totals equal the sum of the lines to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount), { maxLength: 60 }), (pairs) => {
        const lines = pairs.map(([quoted, agreed]) => ({
          grouping: 'port_costs',
          pda_quoted_price: formatCents(toCents(quoted)),
          pda_agreed_price: formatCents(toCents(agreed)),
        }));
        const totals = documentTotalsOf(lines, 'pda');
        const quoted = pairs.reduce((sum, [q]) => sum + toCents(q), 0n);
        const agreed = pairs.reduce((sum, [, a]) => sum + toCents(a), 0n);
        expect(toCents(totals.quoted)).toBe(quoted);
        expect(totals.port_costs).toBe(totals.quoted);
        if (lines.length) {
          expect(toCents(totals.agreed!)).toBe(agreed);
          expect(toCents(totals.savings!)).toBe(quoted - agreed);
          const perLine = lines.reduce((sum, line) => sum + toCents(lineSavings(line, 'pda')!), 0n);
          expect(perLine).toBe(quoted - agreed);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a conversion rounds once: never more than half a cent from the exact product', () => {
    const rate = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999_999 }))
      .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);
    fc.assert(
      fc.property(amount, rate, (value, r) => {
        const cents = toCents(value);
        const converted = convertCents(cents, r);
        // exact = cents * rate; |converted * 1e8 - exact| <= 0.5e8
        const exact = cents * toRateUnits(r);
        const difference = converted * 100_000_000n - exact;
        expect(difference <= 50_000_000n && difference >= -50_000_000n).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the prefunding amount is the agreed total times the percentage, rounded once', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000 }), (total, basisPoints) => {
        const percent = formatCents(BigInt(basisPoints));
        const prefunding = toCents(prefundingAmountOf(total, percent));
        const exact = toCents(total) * BigInt(basisPoints);
        const difference = prefunding * 10_000n - exact;
        expect(difference <= 5_000n && difference >= -5_000n).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

function toRateUnits(rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole! + fraction.padEnd(8, '0'));
}
