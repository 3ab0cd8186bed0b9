import type { UserKind } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/list.ts';
import { type Binder, inline, preparedPerDatabase } from '../../lib/prepared.ts';
import { counterScopeArmsOf, portCallScopeOf, type ScopeValues } from './port-call-scope.ts';

const t = schema;
const pc = t.portCalls;
const searchCounts = t.portCallSearchCounts;

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

/** The ids as one parameter, or the placeholder a Binder gave for them. */
const idsValue = (ids: number[] | Placeholder) => (Array.isArray(ids) ? sql.param(ids) : ids);

/** `column = any($ids)`, one array parameter however many ids (an IN list would take one each). */
const anyOf = (column: AnyPgColumn, ids: number[] | Placeholder) =>
  sql`${column} = any(${idsValue(ids)}::int[])`;

/**
 * anyOf with the ids as a value PostgreSQL computes once when it runs the statement (an InitPlan),
 * not a parameter it plans with: where the plan cannot depend on them (decision 077).
 */
const anyOfUnplanned = (column: AnyPgColumn, ids: number[] | Placeholder) =>
  sql`${column} = any((select ${idsValue(ids)}::int[])::int[])`;

/**
 * What trigram-sized text matches, read through the trigram indexes (one small statement): the ids
 * of the vessels and ports whose name or code contains it, and of the port calls whose own columns
 * do, the last `undefined` when there are more than `ownIdsAtMost` (text that many references share,
 * `PL-2025`: the ILIKEs are kept for those). Every id once.
 */
export interface SearchMatches {
  vesselIds: number[];
  portIds: number[];
  callIds: number[] | undefined;
}

/**
 * The SQL function port_call_search_matches (migration 0028) reads them, one branch per column so
 * that each reads its trigram index, with the plan it made once per connection (decision 057): the
 * same statement planned with each request's pattern spent 1.3 of its 2 ms planning. Named, so it
 * is parsed once per connection too. Its ids come as one array per kind: as a row each (184 for a
 * common word), decoding and mapping them was about a fifth of the search's server CPU (decision 073).
 */
const searchMatchesQuery = preparedPerDatabase((db) =>
  db
    .select({ kind: sql<string>`m.kind`, ids: sql<number[]>`array_agg(m.id)` })
    .from(
      sql`port_call_search_matches(${sql.placeholder('pattern')}, ${sql.placeholder('withRemarks')}, ${sql.placeholder('callsAtMost')}) as m`,
    )
    .groupBy(sql`m.kind`)
    .prepare('port_call_search_match_ids'),
);

/** Whether the calls' remarks are searched too: the function knows the two sets of own columns. */
function withRemarks(ownColumns: AnyPgColumn[]): boolean {
  if (ownColumns === ownSearchAllColumns) return true;
  if (ownColumns === ownSearchColumns) return false;
  throw new Error('searchMatches reads ownSearchColumns or ownSearchAllColumns');
}

export async function searchMatches(
  db: Db,
  text: string,
  ownColumns: AnyPgColumn[],
  ownIdsAtMost = OWN_IDS_AT_MOST,
): Promise<SearchMatches> {
  const found = await searchMatchesQuery(db).execute({
    pattern: containsPattern(text),
    withRemarks: withRemarks(ownColumns),
    callsAtMost: ownIdsAtMost + 1,
  });
  // One row per kind with its ids (the server decodes three arrays, not a row per match). A row
  // matching in two columns comes twice: once each, since the search counts add up the counters of
  // every vessel and port (searchStatusCounts).
  const matchedOf = (kind: string) => found.find((row) => row.kind === kind)?.ids ?? [];
  const idsOf = (kind: string) => [...new Set(matchedOf(kind).map(Number))];
  // Over the limit by rows, not distinct ids: the limit cut the rows, duplicates included.
  const over = matchedOf('call').length > ownIdsAtMost;
  return {
    vesselIds: idsOf('vessel'),
    portIds: idsOf('port'),
    callIds: over ? undefined : idsOf('call'),
  };
}

/**
 * A text to search for, with what it matches when it is trigram-sized (searchMatches, read first)
 * and `undefined` when it is not. `name` prefixes the placeholders of its values (textCondition).
 */
export interface TextSearch {
  name: string;
  text: string;
  ownColumns: AnyPgColumn[];
  matches: SearchMatches | undefined;
}

export async function readTextSearch(
  db: Db,
  name: string,
  text: string,
  ownColumns: AnyPgColumn[],
  ownIdsAtMost = OWN_IDS_AT_MOST,
): Promise<TextSearch> {
  return {
    name,
    text,
    ownColumns,
    matches: hasTrigram(text) ? await searchMatches(db, text, ownColumns, ownIdsAtMost) : undefined,
  };
}

/**
 * The port calls with the text (taken literally, any case) in one of its own columns, in the name
 * or IMO of their vessel, or in the name or UN/LOCODE of their port: exactly the rows of the same
 * ILIKEs over left joins (a call without a vessel or port matches neither). Its values go through
 * `binder`; `shape` names the condition's form (the SQL text but the values).
 *
 * Trigram-sized text is index-bounded (decision 020): the matching vessels and ports were read
 * first through their trigram indexes (one small statement), and their ids go into the condition as
 * arrays; with the trigram indexes of the own columns the planner then ORs port_calls_vessel_idx,
 * port_calls_port_idx and those indexes into one bitmap of the matches, with estimates from the
 * real arrays (the statement is planned with its values, withCustomPlan). Shorter text matches much of
 * everything and has no trigram to look up: it keeps `in (select ...)`, a scan of the visible calls
 * with hashed id sets.
 */
export function textCondition(search: TextSearch, { bind }: Binder): { condition: SQL; shape: string } {
  const { name, text, ownColumns, matches } = search;
  const pattern = bind(`${name}Pattern`, containsPattern(text));
  const own = ownColumns.map((column) => ilike(column, pattern));
  if (!matches) {
    // The id tests come first: PostgreSQL evaluates an OR's terms in the order written and stops
    // at the first true one, and a row found through its vessel or port then skips the ILIKEs.
    const condition = or(
      inArray(
        pc.vesselId,
        sql`(select ${t.vessels.id} from ${t.vessels} where ${or(ilike(t.vessels.name, pattern), ilike(t.vessels.imo, pattern))})`,
      ),
      inArray(
        pc.portId,
        sql`(select ${t.ports.id} from ${t.ports} where ${or(ilike(t.ports.name, pattern), ilike(t.ports.unlocode, pattern))})`,
      ),
      ...own,
    ) as SQL;
    return { condition, shape: `${name}:scan:${ownColumns.length}` };
  }
  const condition = or(
    anyOf(pc.vesselId, bind(`${name}Vessels`, matches.vesselIds)),
    anyOf(pc.portId, bind(`${name}Ports`, matches.portIds)),
    // The calls whose own columns match, as ids when there are few: the count then tests no ILIKE
    // on the rows of the scope that do not match (on PGlite about 3 µs each, three per row). Text
    // that many references share (`PL-2025`) keeps the ILIKEs, tested after the id sets (each
    // about 0.3 µs, and a bitmap scan tests every candidate twice: 2,175 matches at 330,000 calls
    // spent 8 of the count's 11 ms in them).
    ...(matches.callIds === undefined ? own : [anyOf(pc.id, bind(`${name}Calls`, matches.callIds))]),
  ) as SQL;
  return {
    condition,
    shape: `${name}:${matches.callIds === undefined ? 'ilike' : 'ids'}:${ownColumns.length}`,
  };
}

/** textCondition with its values inline, for a statement built at once. */
export async function containsText(
  db: Db,
  text: string,
  ownColumns: AnyPgColumn[],
  ownIdsAtMost = OWN_IDS_AT_MOST,
): Promise<SQL> {
  return textCondition(await readTextSearch(db, 'text', text, ownColumns, ownIdsAtMost), inline).condition;
}

/**
 * How many of the port calls a user may see match `q` (matchesCondition with every own-column
 * match as an id), per status, as statusCountsJson's JSON text (`[["status", n], ...]`, null for
 * none), for tabCountsOf; a scalar subquery the page statement carries. Exact, without reading
 * every match (decision 036): a match is a call of a matching vessel (V), of a matching port (P),
 * or a call matching on its own columns (C), so its count is
 *
 *   |vessel in V| + |port in P| - |vessel in V and port in P| + |in C, vessel not in V, port not in P|
 *
 * the first two from the counters the triggers keep per vessel and port (port_call_search_counts,
 * under the scope keys of port_call_counts), the other two from port_calls: the calls of both a
 * matching vessel and port (a bitmap AND of the two indexes, only when both match something) and
 * the few own-column matches by id. The counters of the desk and of agents hold drafts too (as
 * port_call_counts does): tabCountsOf leaves drafts out for them, the scope here leaves them out
 * of the port_calls terms.
 */
export function searchStatusCounts(
  kind: UserKind,
  scope: ScopeValues,
  search: TextSearch & { matches: SearchMatches & { callIds: number[] } },
  { bind }: Binder,
): { counts: SQL<string | null>; shape: string } {
  const { name, matches } = search;
  const has = {
    vessels: matches.vesselIds.length > 0,
    ports: matches.portIds.length > 0,
    calls: matches.callIds.length > 0,
  };
  // The same placeholders as textCondition's, for the same values.
  const vesselIds = bind(`${name}Vessels`, matches.vesselIds);
  const portIds = bind(`${name}Ports`, matches.portIds);
  // One branch per arm of the scope (a principal's own drafts, its legal entities): each reads its
  // range of port_call_search_counts_pk (scope, scope id, kind, item) alone; under an OR of the arms
  // PostgreSQL read every matching item's rows of all scopes (decision 057). The items unplanned:
  // the table has that one index, whatever the ids, and estimating each id against the counters'
  // statistics took 0.3 ms of a search's planning for 184 vessels (decision 077).
  const counters = (item: string, ids: number[] | Placeholder) =>
    sql.join(
      counterScopeArmsOf(searchCounts, kind, scope, { managedAsFilter: true }).map(
        (arm) =>
          sql`select ${searchCounts.status} as status, ${searchCounts.n} as n from ${searchCounts}
            where ${arm} and ${searchCounts.kind} = ${item} and ${anyOfUnplanned(searchCounts.itemId, ids)}`,
      ),
      sql` union all `,
    );
  const terms: SQL[] = [];
  if (has.vessels) terms.push(counters('vessel', vesselIds));
  if (has.ports) terms.push(counters('port', portIds));
  if (has.vessels && has.ports) {
    // Counted twice above: once per vessel, once per port.
    terms.push(
      sql`select ${pc.status} as status, -count(*)::int as n from ${pc}
        where ${portCallScopeOf(kind, scope)} and ${anyOf(pc.vesselId, vesselIds)} and ${anyOf(pc.portId, portIds)}
        group by ${pc.status}`,
    );
  }
  if (has.calls) {
    // Not counted above: neither its vessel nor its port matches (`is not true`: null is neither).
    terms.push(
      sql`select ${pc.status} as status, count(*)::int as n from ${pc}
        where ${portCallScopeOf(kind, scope)} and ${anyOf(pc.id, bind(`${name}Calls`, matches.callIds))}
          and (${anyOf(pc.vesselId, vesselIds)}) is not true and (${anyOf(pc.portId, portIds)}) is not true
        group by ${pc.status}`,
    );
  }
  const flag = (value: boolean) => (value ? '1' : '0');
  const shape = `search_counts:${flag(has.vessels)}${flag(has.ports)}${flag(has.calls)}`;
  if (terms.length === 0) return { counts: sql<null>`null`, shape };
  const counts = sql<string | null>`(select json_agg(json_build_array(c.status, c.n))::text from (
    select m.status, sum(m.n)::int as n from (${sql.join(terms, sql` union all `)}) m group by m.status
  ) c)`;
  return { counts, shape };
}
