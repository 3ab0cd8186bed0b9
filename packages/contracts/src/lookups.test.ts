import { describe, expect, it } from 'vitest';
import { exchangeRateCreateRequest, exchangeRateQuery } from './lookups.ts';

const body = { from_currency_id: 1, to_currency_id: 2, rate: '7.10450000', effective_on: '2026-11-20' };
const messages = (input: unknown) =>
  exchangeRateCreateRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('exchange-rate contracts', () => {
  it('accepts a positive rate with up to 8 decimals', () => {
    expect(exchangeRateCreateRequest.parse(body).rate).toBe('7.10450000');
    expect(exchangeRateCreateRequest.parse({ ...body, rate: ' 154 ' }).rate).toBe('154');
  });

  it('refuses zero, negatives, too many decimals, floats and the same currency twice', () => {
    expect(messages({ ...body, rate: '0.00000000' })).toEqual(['lookups.rateNotPositive']);
    expect(messages({ ...body, rate: '-1' })).toEqual(['lookups.rateInvalid']);
    expect(messages({ ...body, rate: '1.123456789' })).toContain('lookups.rateInvalid');
    expect(exchangeRateCreateRequest.safeParse({ ...body, rate: 7.1 }).success).toBe(false);
    expect(messages({ ...body, to_currency_id: 1 })).toEqual(['lookups.sameCurrency']);
    expect(exchangeRateCreateRequest.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });

  it('needs both currencies to look a rate up', () => {
    expect(exchangeRateQuery.safeParse({ from_currency_id_eq: '1' }).success).toBe(false);
    expect(exchangeRateQuery.parse({ from_currency_id_eq: '1', to_currency_id_eq: '2' })).toEqual({
      from_currency_id_eq: 1,
      to_currency_id_eq: 2,
    });
  });
});
