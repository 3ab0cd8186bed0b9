import { monthsOf } from '@portledger/contracts';

/** A row of an aggregate statement ending in `namedRows` (documents-sql.ts). */
export interface NamedRow {
  dim: string;
  month: string | null;
  ref_id: number | null;
  is_others: boolean;
  /** Null for categories: their rows sum lines, and a DA spans several categories. */
  da_count: number | null;
  unconverted: number;
  name: string | null;
  code: string | null;
}

/** The key, id and names of a breakdown row; 'others' sums the long tail, 'none' has no id. */
export function keyOf(row: NamedRow) {
  return {
    key: row.is_others ? 'others' : row.ref_id === null ? 'none' : String(row.ref_id),
    id: row.is_others ? null : row.ref_id,
    name: row.is_others ? null : row.name,
    code: row.is_others ? null : row.code,
    da_count: row.da_count,
  };
}

/** The rows of one dimension, in the statement's order. */
export const rowsIn = <R extends NamedRow>(rows: R[], dim: string) => rows.filter((row) => row.dim === dim);

/** Every month of the period, with the statement's row where there is one, else `empty`. */
export function everyMonth<R extends NamedRow, T>(
  rows: R[],
  period: { from: string; to: string },
  present: (row: R) => T,
  empty: (month: string) => T,
): T[] {
  const byMonth = new Map(rowsIn(rows, 'month').map((row) => [row.month, row]));
  return monthsOf(period.from, period.to).map((month) => {
    const row = byMonth.get(month);
    return row ? present(row) : empty(month);
  });
}
