import { formatCents, toCents } from '@portledger/contracts';

/** What an absent value shows, as on the web (SPEC.md section 5). */
export const DASH = '-';

/**
 * An amount as the app writes money, exactly from the decimal string: "1234567.5" ->
 * "1,234,567.50" (the web's formatAmount); with a currency, code first: "CNY 4,605.00" (the web's
 * formatMoney, DESIGN.md section 9). An absent amount shows a dash alone, an absent currency the
 * amount alone.
 */
export function formatMoney(value: string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return DASH;
  const text = formatCents(toCents(value));
  const negative = text.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? text.slice(1) : text).split('.');
  const amount = `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
  return currency ? `${currency} ${amount}` : amount;
}

/** A measure such as GT: "36500.00" -> "36,500", "1234.5" -> "1,234.50". */
export function formatMeasure(value: string | null | undefined): string {
  return formatMoney(value).replace(/\.00$/, '');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as "05 Mar 2026 14:07" in UTC: a document has no browser clock to follow, so it
 * says UTC once and writes every time in it. Month names stay English in both languages, as the
 * web writes them. A date-only value ("2026-03-05") has no time part.
 */
export function formatUtc(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return DASH;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return DASH;
  const day = `${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** A file name without characters that trouble a file system: "PL-2026-000123-PDA.pdf". */
export function fileNameOf(...parts: string[]): string {
  return parts
    .join('-')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 120);
}

/** The PDA's or FDA's file name, the same for the download and the notification mail. */
export function daPdfFileName(refNo: string, document: 'pda' | 'fda'): string {
  return `${fileNameOf(refNo, document.toUpperCase())}.pdf`;
}
