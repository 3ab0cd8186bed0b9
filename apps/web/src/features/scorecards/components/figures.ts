import { DASH } from '../../../lib/format.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03` in the language's pattern: `MMM YYYY` -> "Mar 2026", `YYYY年M月` -> "2026年3月". */
export function monthLabel(month: string, pattern: string): string {
  const [year = '', mon = '1'] = month.split('-');
  const index = Number(mon) - 1;
  return pattern.replace(/YYYY|MMM|M/g, (token) =>
    token === 'YYYY' ? year : token === 'MMM' ? (MONTHS[index] ?? '') : String(index + 1),
  );
}

/** A figure the API sends as a decimal string, through the language's pattern; a dash when absent. */
export const figure = (value: string | null, format: (value: string) => string) =>
  value === null ? DASH : format(value);

/** A signed figure with its sign ("+3.00", "-10.00", "0.00"). */
export const signed = (value: string) => (value.startsWith('-') || Number(value) === 0 ? value : `+${value}`);
