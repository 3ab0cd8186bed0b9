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
export async function containsText(db: Db, text: string, ownColumns: AnyPgColumn[]): Promise<SQL> {
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
  // Both id sets in one statement (PGlite runs statements one at a time, each parsed and planned),
  // one column per branch: with `name ilike $1 or unlocode ilike $1` the planner scanned all 1,634
  // ports and tested both ILIKEs on each (1 ms on PostgreSQL, 7 ms on PGlite), with one column it
  // reads that column's trigram index. A port or vessel matching twice is in its array twice,
  // which `= any(...)` does not mind.
  const idsMatching = (isVessel: boolean, id: AnyPgColumn, column: AnyPgColumn) =>
    db
      .select({ isVessel: sql<boolean>`${sql.raw(String(isVessel))}`, id: sql<number>`${id}` })
      .from(id.table)
      .where(ilike(column, pattern));
  const found = await idsMatching(true, t.vessels.id, t.vessels.name)
    .unionAll(idsMatching(true, t.vessels.id, t.vessels.imo))
    .unionAll(idsMatching(false, t.ports.id, t.ports.name))
    .unionAll(idsMatching(false, t.ports.id, t.ports.unlocode));
  const idsOf = (isVessel: boolean) => found.filter((row) => row.isVessel === isVessel).map((row) => row.id);
  return or(anyOf(pc.vesselId, idsOf(true)), anyOf(pc.portId, idsOf(false)), ...own) as SQL;
}
