import { describe, expect, it } from 'vitest';
import { reasonRows } from './savings-reasons-card.tsx';

describe('savings by reason', () => {
  const data = {
    savings: '1000.00',
    by_reason: [
      { reason: 'tariff_deviation' as const, savings: '250.00' },
      { reason: 'duplicate' as const, savings: '0.00' },
      { reason: 'not_on_pda' as const, savings: '100.00' },
      { reason: 'exchange_rate' as const, savings: '-50.00' },
      { reason: 'negotiation' as const, savings: '700.00' },
    ],
  };

  it('lists the reasons largest first, labelled in the language, with shares of the total', () => {
    expect(reasonRows(data, 'en-US')).toEqual([
      { reason: 'negotiation', label: 'Negotiation', savings: '700.00', share: '70.00%' },
      { reason: 'tariff_deviation', label: 'Tariff deviation', savings: '250.00', share: '25.00%' },
      { reason: 'not_on_pda', label: 'Not on PDA', savings: '100.00', share: '10.00%' },
      { reason: 'duplicate', label: 'Duplicate charge', savings: '0.00', share: '0.00%' },
      { reason: 'exchange_rate', label: 'Exchange rate', savings: '-50.00', share: '-5.00%' },
    ]);
    expect(reasonRows(data, 'zh-CN')[1]!.label).toBe('偏离费率');
  });

  it('shows a dash for shares when nothing was saved', () => {
    const none = { savings: '0.00', by_reason: data.by_reason.map((row) => ({ ...row, savings: '0.00' })) };
    expect(reasonRows(none, 'en-US').map((row) => row.share)).toEqual(['-', '-', '-', '-', '-']);
  });
});
