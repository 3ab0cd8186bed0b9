import { describe, expect, it } from 'vitest';
import { amountInput } from './das.ts';
import {
  convertCents,
  formatCents,
  isAmountValue,
  normaliseAmount,
  percentOfCents,
  sumCents,
  toCents,
} from './money.ts';

describe('money', () => {
  it('parses and formats amounts exactly', () => {
    expect(toCents('1250.5')).toBe(125050n);
    expect(toCents(0.1)).toBe(10n);
    expect(toCents('-3.07')).toBe(-307n);
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(-125050n)).toBe('-1250.50');
    expect(normaliseAmount('7')).toBe('7.00');
    expect(normaliseAmount(null)).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['1.234', 'abc', '', '1e5', '12345678901234567', 'NaN']) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('adds cents without floating-point drift', () => {
    expect(formatCents(sumCents(['0.10', '0.20', '0.30'].map(toCents)))).toBe('0.60');
    expect(sumCents([null, 5n, undefined])).toBe(5n);
  });

  it('converts and takes percentages rounding once, half away from zero', () => {
    expect(convertCents(toCents('100.00'), '7.12345678')).toBe(71235n);
    expect(convertCents(toCents('0.01'), '0.5')).toBe(1n);
    expect(convertCents(toCents('-0.01'), '0.5')).toBe(-1n);
    expect(percentOfCents(toCents('41250.00'), '30')).toBe(toCents('12375.00'));
    expect(percentOfCents(toCents('0.05'), '50')).toBe(3n);
    expect(() => percentOfCents(100n, '100.01')).toThrow(RangeError);
  });
});

describe('amounts sent as JSON numbers', () => {
  it('are taken only where toCents can read them exactly, and refused with the field message otherwise', () => {
    for (const value of [0, 1250.5, 999_999_999_999_999, '9999999999999999.99', ' 12.30 ']) {
      expect(isAmountValue(value)).toBe(true);
      expect(() => toCents(value)).not.toThrow();
    }
    for (const value of [
      9_007_199_254_740_991,
      1e15,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      0.001,
      '1e3',
      '',
    ]) {
      expect(isAmountValue(value)).toBe(false);
    }
    const tooBig = amountInput.safeParse(9_007_199_254_740_991);
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0]?.message).toBe('da.amountInvalid');
    expect(amountInput.parse('9007199254740991')).toBe('9007199254740991.00');
    expect(amountInput.parse(1250.5)).toBe('1250.50');
  });
});
