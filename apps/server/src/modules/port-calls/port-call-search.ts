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
 * first through their trigram indexes (two small queries), and their ids go into the condition as
 * constant arrays; with the trigram indexes of the own columns the planner then ORs
 * port_calls_vessel_idx, port_calls_port_idx and those indexes into one bitmap of the matches, with
 * estimates from the real arrays. Shorter text matches much of everything and has no trigram to
 * look up: it keeps `in (select ...)`, a scan of the visible calls with hashed id sets.
 */
export async function containsText(db: Db, text: string, ownColumns: AnyPgColumn[]): Promise<SQL> {
  const pattern = containsPattern(text);
  const own = ownColumns.map((column) => ilike(column, pattern));
  const vessels = db
    .select({ id: t.vessels.id })
    .from(t.vessels)
    .where(or(ilike(t.vessels.name, pattern), ilike(t.vessels.imo, pattern)));
  const ports = db
    .select({ id: t.ports.id })
    .from(t.ports)
    .where(or(ilike(t.ports.name, pattern), ilike(t.ports.unlocode, pattern)));
  if (!hasTrigram(text)) return or(...own, inArray(pc.vesselId, vessels), inArray(pc.portId, ports)) as SQL;
  const [vesselIds, portIds] = await Promise.all([vessels, ports]);
  return or(
    ...own,
    anyOf(
      pc.vesselId,
      vesselIds.map((row) => row.id),
    ),
    anyOf(
      pc.portId,
      portIds.map((row) => row.id),
    ),
  ) as SQL;
}
