import { type SQL, sql } from 'drizzle-orm';

/** Rows per INSERT: large enough to be fast, small enough to stay under the bind-parameter limit. */
export const BATCH_SIZE = 500;

export async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await write(rows.slice(start, start + BATCH_SIZE));
  }
}

/** `excluded.<column>`: the value the conflicting INSERT proposed (for ON CONFLICT DO UPDATE). */
export const excluded = (column: string): SQL => sql.raw(`excluded.${column}`);

/**
 * The rows that are missing or differ from what the table holds, compared on the given fields:
 * the seed runs on every start, and rewriting unchanged rows would only cost time.
 */
export function changedRows<T extends Record<string, unknown>>(
  rows: T[],
  existing: T[],
  key: keyof T,
  fields: (keyof T)[],
): T[] {
  const current = new Map(existing.map((row) => [row[key], row]));
  return rows.filter((row) => {
    const stored = current.get(row[key]);
    return !stored || fields.some((field) => stored[field] !== row[field]);
  });
}
