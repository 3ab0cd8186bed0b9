import { type Db, schema } from '@portledger/db';
import { ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/list.ts';

const t = schema;
const pc = t.portCalls;

/**
 * Enough text for a trigram index: pg_trgm indexes runs of letters and digits, and a run of three
 * gives at least one trigram to look up. Shorter text would read the whole index (every row a
 * candidate), so it keeps the scanning form (decision 020).
 */
export const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/** The columns `q` searches on the port call itself. */
export const ownSearchColumns: AnyPgColumn[] = [pc.refNo, pc.voyageNo, pc.agencyRefNo];
/** `containsAll` also searches the remarks. */
export const ownSearchAllColumns: AnyPgColumn[] = [...ownSearchColumns, pc.remarks, pc.chartererRemarks];

/** How many port calls matching on their own columns are read as ids before keeping the ILIKEs. */
const OWN_IDS_AT_MOST = 1000;

/** `column = any($ids)`, one array parameter however many ids (an IN list would take one each). */
const anyOf = (column: AnyPgColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/**
 * The port calls with `text` (taken literally, any case) in one of `ownColumns`, in the name or IMO
 * of their vessel, or in the name or UN/LOCODE of their port: exactly the rows of the same ILIKEs
 * over left joins (a call without a vessel or port matches neither).
 *
 * Trigram-sized text is index-bounded (decision 020): the matching vessels and ports are read
 * first through their trigram indexes (one small statement), and their ids go into the condition as
 * constant arrays; with the trigram indexes of the own columns the planner then ORs
 * port_calls_vessel_idx, port_calls_port_idx and those indexes into one bitmap of the matches, with
 * estimates from the real arrays. Shorter text matches much of everything and has no trigram to
 * look up: it keeps `in (select ...)`, a scan of the visible calls with hashed id sets.
 */
export async function containsText(
  db: Db,
  text: string,
  ownColumns: AnyPgColumn[],
  ownIdsAtMost = OWN_IDS_AT_MOST,
): Promise<SQL> {
  const pattern = containsPattern(text);
  const own = ownColumns.map((column) => ilike(column, pattern));
  // The id tests come first: PostgreSQL evaluates an OR's terms in the order written and stops at
  // the first true one, and a row found through its vessel or port then skips the ILIKEs (each
  // about 0.3 µs, and a bitmap scan tests every candidate twice: 2,175 matches at 330,000 calls
  // spent 8 of the count's 11 ms in them).
  if (!hasTrigram(text)) {
    return or(
      inArray(
        pc.vesselId,
        db
          .select({ id: t.vessels.id })
          .from(t.vessels)
          .where(or(ilike(t.vessels.name, pattern), ilike(t.vessels.imo, pattern))),
      ),
      inArray(
        pc.portId,
        db
          .select({ id: t.ports.id })
          .from(t.ports)
          .where(or(ilike(t.ports.name, pattern), ilike(t.ports.unlocode, pattern))),
      ),
      ...own,
    ) as SQL;
  }
  // The vessels, ports and port calls whose columns contain the text, in one statement (PGlite
  // runs statements one at a time, each parsed and planned), one column per branch so that each
  // reads its trigram index: with `name ilike $1 or unlocode ilike $1` the planner scanned all
  // 1,634 ports and tested both ILIKEs on each (1 ms on PostgreSQL, 7 ms on PGlite). A row
  // matching twice is in its array twice, which `= any(...)` does not mind.
  const branch = (kind: string, id: AnyPgColumn, column: AnyPgColumn) =>
    sql`(select ${kind}::text as kind, ${id} as id from ${id.table} where ${ilike(column, pattern)})`;
  const ownBranches = sql.join(
    ownColumns.map((column) => branch('call', pc.id, column)),
    sql` union all `,
  );
  const result = await db.execute<{ kind: string; id: number }>(
    sql.join(
      [
        branch('vessel', t.vessels.id, t.vessels.name),
        branch('vessel', t.vessels.id, t.vessels.imo),
        branch('port', t.ports.id, t.ports.name),
        branch('port', t.ports.id, t.ports.unlocode),
        sql`(select * from (${ownBranches}) own limit ${ownIdsAtMost + 1})`,
      ],
      sql` union all `,
    ),
  );
  const found = (result as unknown as { rows: { kind: string; id: number }[] }).rows;
  const idsOf = (kind: string) => found.filter((row) => row.kind === kind).map((row) => Number(row.id));
  const calls = idsOf('call');
  return or(
    anyOf(pc.vesselId, idsOf('vessel')),
    anyOf(pc.portId, idsOf('port')),
    // The calls whose own columns match, as ids when there are few: the count then tests no ILIKE
    // on the rows of the scope that do not match (on PGlite about 3 µs each, three per row). Text
    // that many references share (`PL-2025`) keeps the ILIKEs, tested after the id sets.
    ...(calls.length > ownIdsAtMost ? own : [anyOf(pc.id, calls)]),
  ) as SQL;
}
