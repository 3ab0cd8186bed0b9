import { describe, expect, it } from 'vitest';
import { flagMessage } from './flag-message.ts';

describe('flagMessage', () => {
  it('writes prices with their currency and thousands separated, in both languages', () => {
    const flag = {
      code: 'above_tariff',
      severity: 'high',
      params: { over: '30.00', p75: '24706.88', median: '1234567.5', samples: 12, level: 'port' },
    } as const;
    expect(flagMessage(flag, 'en-US', 'USD')).toBe(
      '30.00% above the 75th percentile (USD 24,706.88) of 12 agreed prices at this port; median USD 1,234,567.50',
    );
    expect(flagMessage(flag, 'zh-CN', 'USD')).toBe(
      '高于本港 12 个议定价格的第 75 百分位数（USD 24,706.88）30.00%；中位数 USD 1,234,567.50',
    );
  });

  it('writes the receipt threshold and the PDA price the same way', () => {
    expect(
      flagMessage(
        { code: 'receipt_missing', severity: 'medium', params: { usd: '24706.88', threshold: '5000' } },
        'en-US',
        'CNY',
      ),
    ).toBe('No receipt for USD 24,706.88 (receipts are required from USD 5,000.00)');
    expect(
      flagMessage(
        { code: 'fda_over_pda', severity: 'medium', params: { over: '10.00', pda: '9000.00' } },
        'zh-CN',
        'CNY',
      ),
    ).toBe('比 PDA（CNY 9,000.00）高 10.00%');
  });

  it('writes days as the screens do, not as ISO dates', () => {
    expect(
      flagMessage(
        {
          code: 'tonnage_dues_covered',
          severity: 'high',
          params: { ref: 'PL-2026-000001', until: '2027-01-05', days: 90 },
        },
        'zh-CN',
        'CNY',
      ),
    ).toBe('船舶吨税已缴：PL-2026-000001 的 90 天执照有效期至 05 Jan 2027');
    expect(
      flagMessage(
        {
          code: 'exchange_rate',
          severity: 'medium',
          params: { rate: '7.50000000', reference: '7.10450000', on: '2026-11-20', deviation: '5.57' },
        },
        'en-US',
        'CNY',
      ),
    ).toBe('Rate 7.50000000 is 5.57% off the stored rate 7.10450000 of 20 Nov 2026');
  });
});
