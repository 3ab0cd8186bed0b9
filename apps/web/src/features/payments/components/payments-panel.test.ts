import { describe, expect, it } from 'vitest';
import { paymentTotals } from './payments-panel.tsx';

describe('paymentTotals', () => {
  it('adds amounts, transfers and what is outstanding per currency, exact to the cent', () => {
    expect(
      paymentTotals([
        { currency: 'USD', amount: '500.10', transferred_amount: '200.05', remaining_amount: '300.05' },
        { currency: 'USD', amount: '0.20', transferred_amount: null, remaining_amount: '0.20' },
        { currency: 'EUR', amount: '1000.00', transferred_amount: '1000.00', remaining_amount: '0.00' },
      ]),
    ).toEqual([
      { currency: 'USD', amount: 'USD 500.30', transferred: 'USD 200.05', remaining: 'USD 300.25' },
      { currency: 'EUR', amount: 'EUR 1,000.00', transferred: 'EUR 1,000.00', remaining: 'EUR 0.00' },
    ]);
    expect(paymentTotals([])).toEqual([]);
  });
});
