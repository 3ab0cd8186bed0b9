import type { Database } from '@portledger/db';
import { sql } from 'drizzle-orm';

/**
 * Columns a rejected request may legitimately touch: a session's last request time (the idle
 * timeout, written at most once a minute whatever the request answers).
 */
const volatileColumns: Record<string, string[]> = { sessions: ['last_seen_at'] };

const rowsOf = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;

/**
 * The content of every table as one md5 per table, computed by one SQL statement: each row as
 * jsonb (minus its volatile columns), sorted, joined and hashed. Equal checksums before and after a
 * request mean it wrote nothing.
 */
export async function checksumQuery(database: Database) {
  const tables = rowsOf(
    await database.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' order by tablename`,
    ),
  ).map((row) => row.name!);
  const parts = tables.map((table) => {
    const row = `(to_jsonb(t) - array[${(volatileColumns[table] ?? []).map((c) => `'${c}'`).join(',')}]::text[])::text`;
    return `(select coalesce(md5(string_agg(${row}, '|' order by ${row})), '') from "${table}" t) as "${table}"`;
  });
  const statement = sql.raw(`select ${parts.join(', ')}`);
  return async function checksum(): Promise<Record<string, string>> {
    return rowsOf(await database.db.execute(statement))[0]!;
  };
}

/**
 * The next transaction id the database will hand out. Reads take none, so when it has not moved
 * since the last checksum no transaction wrote anything (not even one that rolled back) and the
 * tables cannot have changed: the full checksum is only needed when it moved.
 */
export async function nextTransactionId(database: Database): Promise<string> {
  const result = await database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  return rowsOf(result)[0]!.xmax!;
}

/** The tables whose checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/**
 * Watches the database for writes between two moments: `changed()` answers the tables whose
 * content differs from the reference state (and takes the new state as the reference), `reset()`
 * takes the current state as the reference after a call that was allowed to write.
 */
export async function writeWatch(database: Database) {
  const checksum = await checksumQuery(database);
  let xid = '';
  let reference: Record<string, string> = {};
  const stats = { checksums: 0, skipped: 0 };
  const take = async () => {
    xid = await nextTransactionId(database);
    reference = await checksum();
    stats.checksums += 1;
  };
  await take();
  return {
    stats,
    reset: take,
    async changed(): Promise<string[]> {
      const now = await nextTransactionId(database);
      if (now === xid) {
        stats.skipped += 1;
        return [];
      }
      const after = await checksum();
      stats.checksums += 1;
      const changed = changedTables(reference, after);
      reference = after;
      xid = now;
      return changed;
    },
  };
}
export type WriteWatch = Awaited<ReturnType<typeof writeWatch>>;
