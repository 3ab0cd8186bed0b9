import type { Dayjs } from 'dayjs';

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

/**
 * An amount with its currency, as the app writes money: code first, 'CNY 4,605.00' (DESIGN.md
 * section 9). An absent amount shows a dash alone; an absent currency, the amount alone.
 */
export function formatMoney(
  value: string | number | null | undefined,
  currency: string | null | undefined,
): string {
  const amount = formatAmount(value);
  return amount === DASH || !currency ? amount : `${currency} ${amount}`;
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

type DateInput = string | number | Date | Dayjs | null | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** dayjs's own pattern for date texts without a zone, which it reads as local time. */
const LOCAL_TEXT =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * The instant a value stands for, read as dayjs reads it: "2026-03-05" and "2026-03-05 14:07" are
 * local time, a text with a zone ("...Z", "+08:00") is that instant. Without dayjs: the pages that
 * every session opens first format dates with this and do not download it (docs/decisions/018).
 */
function toDate(value: Exclude<DateInput, null | undefined>): Date {
  if (value instanceof Date || typeof value === 'number') return new Date(value);
  if (typeof value !== 'string') return value.toDate();
  const local = /z$/i.test(value) ? null : LOCAL_TEXT.exec(value);
  if (!local) return new Date(value);
  const [, year, month, day, hour, minute, second, fraction] = local;
  return new Date(
    Number(year),
    Number(month) - 1 || 0,
    Number(day || 1),
    Number(hour || 0),
    Number(minute || 0),
    Number(second || 0),
    Number((fraction || '0').slice(0, 3)),
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date in local time with the tokens of dateFormats (YYYY MMM MM DD HH mm ss), months in English. */
export function formatPattern(date: Date, pattern: string): string {
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MMM: MONTHS[date.getMonth()] ?? '',
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MMM|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/**
 * Formats a date in local time; a dash for absent or invalid input. Month names stay English in
 * both languages ("05 Mar 2026"), as shipping documents write them; Chinese month abbreviations
 * ("05 3月 2026") read badly in this pattern.
 */
export function formatDate(value: DateInput, format: DateFormat = 'date'): string {
  if (value === null || value === undefined || value === '') return DASH;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return DASH;
  return formatPattern(date, dateFormats[format]);
}

export const formatDateTime = (value: DateInput) => formatDate(value, 'dateTime');
