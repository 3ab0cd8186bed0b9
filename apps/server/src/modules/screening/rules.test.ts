import type { LineEvidence } from '@portledger/contracts';
import { describe, expect, it } from 'vitest';
import {
  aboveTariff,
  certificateDays,
  duplicates,
  exceedsBy,
  exchangeRateFlag,
  fdaOverPda,
  notOnPda,
  type RuleLine,
  rateDeviation,
  receiptMissing,
  scaleEvidence,
  tonnageDuesCovered,
} from './rules.ts';

const line = (over: Partial<RuleLine>): RuleLine => ({
  id: 1,
  costItemId: 10,
  itemCode: 'PILOTAGE_IN',
  pdaQuoted: '1000.00',
  pdaAgreed: null,
  fdaQuoted: null,
  fdaQuotedUsd: null,
  receipts: 0,
  ...over,
});
const evidence = (p75: string, over: Partial<LineEvidence> = {}): LineEvidence => ({
  level: 'port',
  samples: 12,
  p25: '800.00',
  median: '900.00',
  p75,
  per_gt: false,
  gt_range: null,
  ...over,
});

describe('above the 75th percentile', () => {
  const settings = { tariff_deviation_percent: '30.00' };
  it('flags a price more than the threshold above p75, and not one at the threshold', () => {
    expect(aboveTariff('1300.01', evidence('1000.00'), settings)).toMatchObject({
      code: 'above_tariff',
      severity: 'medium',
      params: { over: '30.00', p75: '1000.00', samples: 12, level: 'port' },
    });
    expect(aboveTariff('1300.00', evidence('1000.00'), settings)).toBeNull();
    expect(aboveTariff('950.00', evidence('1000.00'), settings)).toBeNull();
  });
  it('also needs 1.5 interquartile ranges above p75 when the prices spread wide', () => {
    // p25 800, p75 1000: the fence is 1300 (30 %) and 1000 + 1.5 x 200 = 1300: the same.
    const wide = evidence('1000.00', { p25: '500.00' });
    // IQR 500: the fence is 1750, above the 30 % threshold.
    expect(aboveTariff('1700.00', wide, settings)).toBeNull();
    expect(aboveTariff('1750.01', wide, settings)?.params.over).toBe('75.00');
  });
  it('is high from twice p75, and silent without evidence', () => {
    expect(aboveTariff('2000.00', evidence('1000.00'), settings)?.severity).toBe('high');
    expect(aboveTariff('99999.00', null, settings)).toBeNull();
    expect(aboveTariff('10.00', evidence('0.00'), settings)).toBeNull();
  });
});

describe('duplicates', () => {
  it('flags every line of an item charged twice on the document, and no other', () => {
    const lines = [
      line({ id: 1, costItemId: 5 }),
      line({ id: 2, costItemId: 6 }),
      line({ id: 3, costItemId: 5 }),
      line({ id: 4, costItemId: 6, pdaQuoted: null }),
    ];
    const flags = duplicates(lines, 'pda');
    expect([...flags.keys()].sort()).toEqual([1, 3]);
    expect(flags.get(1)).toMatchObject({ code: 'duplicate', severity: 'high', params: { count: 2 } });
    // Line 4 is not on the PDA: item 6 appears once there.
    expect(duplicates(lines, 'fda').size).toBe(0);
  });
});

describe('FDA rules', () => {
  it('flags a line not on the PDA', () => {
    expect(notOnPda(line({ pdaQuoted: null, fdaQuoted: '10.00' }))?.code).toBe('not_on_pda');
    expect(notOnPda(line({ fdaQuoted: '10.00' }))).toBeNull();
  });
  it('compares the FDA with the agreed PDA line, else the quoted one', () => {
    const settings = { fda_over_pda_percent: '10.00' };
    expect(fdaOverPda(line({ pdaAgreed: '900.00', fdaQuoted: '990.01' }), settings)).toMatchObject({
      params: { over: '10.00', pda: '900.00' },
    });
    expect(fdaOverPda(line({ pdaAgreed: '900.00', fdaQuoted: '990.00' }), settings)).toBeNull();
    expect(fdaOverPda(line({ fdaQuoted: '1100.01' }), settings)?.code).toBe('fda_over_pda');
    expect(fdaOverPda(line({ pdaQuoted: null, fdaQuoted: '5000.00' }), settings)).toBeNull();
  });
  it('wants a receipt from the USD threshold', () => {
    const settings = { receipt_required_above_usd: '500.00' };
    expect(receiptMissing(line({ fdaQuoted: '3600.00', fdaQuotedUsd: '500.00' }), settings)?.code).toBe(
      'receipt_missing',
    );
    expect(receiptMissing(line({ fdaQuoted: '3600.00', fdaQuotedUsd: '499.99' }), settings)).toBeNull();
    expect(
      receiptMissing(line({ fdaQuoted: '3600.00', fdaQuotedUsd: '900.00', receipts: 1 }), settings),
    ).toBeNull();
  });
});

describe('tonnage dues', () => {
  const dues = line({ itemCode: 'TONNAGE_DUES_30D' });
  it('reads the certificate days from the catalogue code', () => {
    expect(certificateDays('TONNAGE_DUES_30D')).toBe(30);
    expect(certificateDays('TONNAGE_DUES_90D')).toBe(90);
    expect(certificateDays('TONNAGE_DUES_1Y')).toBe(365);
    expect(certificateDays('PILOTAGE_IN')).toBeNull();
  });
  it('flags dues while an earlier certificate runs, not once it has expired', () => {
    const certificates = [{ refNo: 'PL-2026-000001', from: '2026-03-01T00:00:00.000Z', days: 90 }];
    expect(tonnageDuesCovered(dues, '2026-05-29T00:00:00.000Z', certificates)).toMatchObject({
      code: 'tonnage_dues_covered',
      severity: 'high',
      params: { ref: 'PL-2026-000001', until: '2026-05-30', days: 90 },
    });
    expect(tonnageDuesCovered(dues, '2026-05-30T00:00:00.000Z', certificates)).toBeNull();
    // The certificate of a later call does not cover an earlier one.
    expect(tonnageDuesCovered(dues, '2026-02-27T00:00:00.000Z', certificates)).toBeNull();
    expect(tonnageDuesCovered(line({}), '2026-04-01T00:00:00.000Z', certificates)).toBeNull();
  });
});

describe('exchange rate', () => {
  const settings = { exchange_rate_deviation_percent: '2.00' };
  it('computes the deviation exactly and flags beyond the threshold either way', () => {
    expect(rateDeviation('7.45000000', '7.10450000')).toBe('4.86');
    expect(rateDeviation('6.90000000', '7.10450000')).toBe('-2.88');
    const reference = { rate: '7.10450000', on: '2026-11-20' };
    expect(exchangeRateFlag('7.45000000', reference, settings)).toMatchObject({
      code: 'exchange_rate',
      severity: 'medium',
      params: { deviation: '4.86', reference: '7.10450000', on: '2026-11-20' },
    });
    expect(exchangeRateFlag('6.90000000', reference, settings)?.params.deviation).toBe('-2.88');
    expect(exchangeRateFlag('7.20000000', reference, settings)).toBeNull();
    expect(exchangeRateFlag('9.00000000', reference, settings)?.severity).toBe('high');
    expect(exchangeRateFlag('7.45000000', null, settings)).toBeNull();
  });
});

describe('arithmetic', () => {
  it('compares with a percentage in integers', () => {
    expect(exceedsBy('110.01', '100.00', '10.00')).toBe(true);
    expect(exceedsBy('110.00', '100.00', '10.00')).toBe(false);
    expect(exceedsBy('100.01', '100.00', '0.00')).toBe(true);
  });
  it('scales per-GT evidence by the vessel and rounds to the cent', () => {
    expect(scaleEvidence(0.125, 30_000, true)).toBe('3750.00');
    expect(scaleEvidence(1234.567, 30_000, false)).toBe('1234.57');
  });
});
