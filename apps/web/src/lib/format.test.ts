import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DASH,
  type DateFormat,
  dateFormats,
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
} from './format.ts';

describe('formatAmount', () => {
  it.each([
    ['1250.00', '1,250.00'],
    ['0.00', '0.00'],
    ['1234567.89', '1,234,567.89'],
    ['1234567.005', '1,234,567.01'],
    ['1234567.004', '1,234,567.00'],
    ['999.995', '1,000.00'],
    ['-41250.5', '-41,250.50'],
    ['-0.004', '0.00'],
    ['12', '12.00'],
    ['.5', '0.50'],
    ['0001.10', '1.10'],
    ['9007199254740993.11', '9,007,199,254,740,993.11'],
    [' 1,250.5 ', '1,250.50'],
  ])('formats the string %s as %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it.each([
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [-1234.5, '-1,234.50'],
    [0, '0.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1e-7, '0.00'],
  ])('formats the number %s as %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it.each([null, undefined, '', '   ', 'abc', '-', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY])(
    'shows a dash for %s',
    (input) => {
      expect(formatAmount(input)).toBe(DASH);
    },
  );
});

describe('formatMoney', () => {
  it.each([
    ['4605', 'CNY', 'CNY 4,605.00'],
    ['-41250.5', 'USD', 'USD -41,250.50'],
    [0, 'EUR', 'EUR 0.00'],
    [null, 'CNY', DASH],
    ['', 'CNY', DASH],
    ['12.5', null, '12.50'],
  ])('writes %s in %s as %s, the currency code first', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('formatDate', () => {
  const moment = new Date(2026, 2, 5, 14, 7, 9);

  it('uses the formats of SPEC.md section 9', () => {
    expect(formatDate(moment, 'dateTime')).toBe('05 Mar 2026 14:07');
    expect(formatDate(moment, 'date')).toBe('05 Mar 2026');
    expect(formatDate(moment, 'isoDateTime')).toBe('2026-03-05 14:07');
    expect(formatDate(moment, 'isoDateTimeSeconds')).toBe('2026-03-05 14:07:09');
    expect(formatDate(moment, 'isoDate')).toBe('2026-03-05');
    expect(formatDateTime(moment)).toBe('05 Mar 2026 14:07');
  });

  it('defaults to DD MMM YYYY and reads ISO strings', () => {
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it.each([null, undefined, '', 'not a date'])('shows a dash for %s', (input) => {
    expect(formatDate(input)).toBe(DASH);
  });
});

describe('formatDate without dayjs', () => {
  // The port-call list formats dates without downloading dayjs (docs/decisions/018); every other
  // screen used dayjs for the same texts, so the two must agree on every input.
  const patterns = Object.keys(dateFormats) as DateFormat[];
  const viaDayjs = (value: string | number | Date, format: DateFormat) => {
    const date = dayjs(value);
    return date.isValid() ? date.locale('en').format(dateFormats[format]) : DASH;
  };
  const instant = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });
  const texts = fc.oneof(
    instant.map((date) => date.toISOString()),
    instant.map((date) => dayjs(date).format('YYYY-MM-DD')),
    instant.map((date) => dayjs(date).format('YYYY-MM-DD HH:mm:ss')),
    instant.map((date) => dayjs(date).format('YYYY-MM-DDTHH:mm:ss.SSS')),
    instant.map((date) => dayjs(date).format('YYYY-MM-DDTHH:mm:ssZ')),
    instant.map((date) => dayjs(date).format('YYYY/M/D H:m')),
    fc.string(),
  );

  it('reads and writes every date as dayjs does', () => {
    fc.assert(
      fc.property(
        fc.oneof(instant, instant.map(Number), texts),
        fc.constantFrom(...patterns),
        (value, format) => {
          expect(formatDate(value, format)).toBe(value === '' ? DASH : viaDayjs(value, format));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes dayjs values too', () => {
    expect(formatDate(dayjs('2026-03-05 14:07'), 'dateTime')).toBe('05 Mar 2026 14:07');
  });
});
