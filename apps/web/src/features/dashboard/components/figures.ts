import { formatCents, toCents } from '@portledger/contracts';
import dayjs from 'dayjs';
import { DASH } from '../../../lib/format.ts';

/** `amount` as a percentage of `total`, 2 decimals, exact (cents as integers); a dash when total is 0. */
export function shareOf(amount: string, total: string): string {
  const whole = toCents(total);
  if (whole === 0n) return DASH;
  const part = toCents(amount) * 10_000n;
  const negative = part < 0n !== whole < 0n;
  const n = part < 0n ? -part : part;
  const d = whole < 0n ? -whole : whole;
  const rounded = (n * 2n + d) / (d * 2n);
  return `${formatCents(negative ? -rounded : rounded)}%`;
}

/** A rate the API sends as a percentage string ("9.34"), or a dash. */
export const percent = (rate: string | null) => (rate === null ? DASH : `${rate}%`);

/** `2026-03` in the language's month pattern ("Mar 2026", "2026年3月"). */
export const monthLabel = (month: string, pattern: string) =>
  dayjs(`${month}-01`).locale('en').format(pattern);
