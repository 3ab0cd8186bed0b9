import { describe, expect, it } from 'vitest';
import { DASH, formatMeasure, formatMoney } from './format.ts';

// The same cases as the web's lib/format.test.ts: mail, PDFs, logs and flags write money as the
// screens do.
describe('formatMoney', () => {
  it.each([
    ['1250.00', '1,250.00'],
    ['0.00', '0.00'],
    ['1234567.89', '1,234,567.89'],
    ['-41250.5', '-41,250.50'],
    ['-0.00', '0.00'],
    ['12', '12.00'],
    ['0001.10', '1.10'],
    ['1234567890123456.78', '1,234,567,890,123,456.78'],
  ])('writes the amount %s as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    ['4605', 'CNY', 'CNY 4,605.00'],
    ['-41250.5', 'USD', 'USD -41,250.50'],
    ['0', 'EUR', 'EUR 0.00'],
    [null, 'CNY', DASH],
    [undefined, 'CNY', DASH],
    ['', 'CNY', DASH],
    ['12.5', null, '12.50'],
    ['12.5', '', '12.50'],
  ])('writes %s in %s as %s, the currency code first', (value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(expected);
  });
});

describe('formatMeasure', () => {
  it('drops whole cents only', () => {
    expect(formatMeasure('36500.00')).toBe('36,500');
    expect(formatMeasure('1234.5')).toBe('1,234.50');
    expect(formatMeasure(null)).toBe(DASH);
  });
});
