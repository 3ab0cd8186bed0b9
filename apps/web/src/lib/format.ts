import dayjs from 'dayjs';

/** What an absent value shows (SPEC.md section 5). */
export const DASH = '-';

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Turns a number into plain decimal digits (no exponent), keeping what String() would show. */
function numberToDecimal(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent notation: very large or very small; toFixed/BigInt give exact digits for display.
  if (Math.abs(value) >= 1) return BigInt(Math.trunc(value)).toString();
  return value.toFixed(20);
}

/** Adds one unit in the last place to a string of digits, e.g. '0999' -> '1000'. */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * Formats an amount with exactly two decimals and thousands separators, on the decimal digits
 * themselves (no float rounding): '1234567.005' -> '1,234,567.01', -0.5 -> '-0.50'.
 * Rounds half away from zero. null, undefined, '' and unreadable values show a dash.
 */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim().replaceAll(',', '');
  if (!text) return DASH;
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return DASH;
  const negative = match[1] === '-';
  const intPart = match[2] || '0';
  const fraction = match[3] ?? '';
  let cents = `${intPart}${fraction.padEnd(2, '0').slice(0, 2)}`;
  if ((fraction[2] ?? '0') >= '5') cents = incrementDigits(cents);
  cents = cents.replace(/^0+(?=\d{3})/, '').padStart(3, '0');
  const whole = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const result = `${whole}.${cents.slice(-2)}`;
  return negative && /[1-9]/.test(cents) ? `-${result}` : result;
}

/** The date formats of SPEC.md section 9. */
export const dateFormats = {
  dateTime: 'DD MMM YYYY HH:mm',
  date: 'DD MMM YYYY',
  isoDateTime: 'YYYY-MM-DD HH:mm',
  isoDateTimeSeconds: 'YYYY-MM-DD HH:mm:ss',
  isoDate: 'YYYY-MM-DD',
} as const;
export type DateFormat = keyof typeof dateFormats;

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/**
 * Formats a date in local time; a dash for absent or invalid input. Month names stay English in
 * both languages ("05 Mar 2026"), as shipping documents write them; Chinese month abbreviations
 * ("05 3月 2026") read badly in this pattern.
 */
export function formatDate(value: DateInput, format: DateFormat = 'date'): string {
  if (value === null || value === undefined || value === '') return DASH;
  const date = dayjs(value);
  if (!date.isValid()) return DASH;
  return date.locale('en').format(dateFormats[format]);
}

export const formatDateTime = (value: DateInput) => formatDate(value, 'dateTime');
