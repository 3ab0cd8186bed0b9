import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A counter table that triggers keep on port_calls (the search's, migration 0017; the ETA months',
 * migration 0022) against a recount of every port call through its key function: how many stored
 * rows above 0 there are, how many rows the two do not share (each counted as often as it occurs)
 * and how many counters are below 0. Rows that fell to 0 stay in the table; a recount has none.
 * Used by the tests and by `bench:data:verify`.
 */
export async function recountPortCallCounters(
  database: Database,
  { table, keys, columns }: { table: string; keys: string; columns: string[] },
): Promise<{ rows: number; differences: number; negative: number }> {
  const key = sql.raw(columns.join(', '));
  const result = (await database.db.execute(sql`
    with recounted as (
      select ${sql.raw(columns.map((column) => `k.${column}`).join(', '))}, count(*)::integer as n
      from port_calls pc cross join lateral ${sql.raw(keys)}(pc) k
      group by ${sql.raw(columns.map((_, index) => index + 1).join(', '))}
    ),
    stored as (select ${key}, n from ${sql.raw(table)} where n <> 0)
    select (select count(*) from stored)::int as rows,
      (select count(*) from ((table stored except all table recounted)
        union all (table recounted except all table stored)) d)::int as differences,
      (select count(*) from ${sql.raw(table)} where n < 0)::int as negative`)) as unknown as {
    rows: { rows: number; differences: number; negative: number }[];
  };
  return result.rows[0]!;
}
