import {
  dueFlag,
  type Locale,
  type PortCallListItem,
  type PortCallTab,
  type portCallListQuery,
  portCallTabs,
  type UserKind,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, desc, eq, exists, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern, pageInfo, pageWindow } from '../../lib/list.ts';
import { type Binder, inline, placeholders } from '../../lib/prepared.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { SessionUser } from '../../types.ts';
import { type EtaRange, etaStatusCounts } from './port-call-eta-counts.ts';
import { listPage } from './port-call-page.ts';
import {
  portCallScope,
  portCallScopeOf,
  SCOPE_PLACEHOLDERS,
  type ScopeValues,
  scopeParams,
  scopeValues,
} from './port-call-scope.ts';
import {
  ownSearchAllColumns,
  ownSearchColumns,
  readTextSearch,
  type SearchMatches,
  searchStatusCounts,
  type TextSearch,
  textCondition,
} from './port-call-search.ts';
import { countTabsWithoutFilters, type StatusCount, tabCondition, tabCountsOf } from './port-call-tabs.ts';
import { statusIn } from './status-condition.ts';
import { toPortCallListItem } from './to-port-call.ts';

const t = schema;
const pc = t.portCalls;
type Query = z.infer<typeof portCallListQuery>;

const hasActivity = (code: string) =>
  exists(
    sql`(select 1 from ${t.portCallActivities} join ${t.activityTypes} on ${t.activityTypes.id} = ${t.portCallActivities.activityTypeId} where ${t.portCallActivities.portCallId} = ${pc.id} and ${t.activityTypes.code} = ${code})`,
  );

/** The ETA range of the query's days: the whole last day counts (ETA before the next midnight). */
function etaRangeOf(query: Query): EtaRange {
  return {
    from: query.eta_gteq ? new Date(`${query.eta_gteq}T00:00:00Z`) : undefined,
    to: query.eta_lteq ? new Date(Date.parse(`${query.eta_lteq}T00:00:00Z`) + 86_400_000) : undefined,
  };
}

const wordsOf = (query: Query) => query.containsAll?.split(/\s+/).filter(Boolean) ?? [];

/**
 * The query's filters but the search (`q`, `containsAll`), with their values through `binder`.
 * `shape` names each filter present and what it puts in the statement's text (its statuses),
 * never a value that goes through `binder`: equal shapes, equal SQL text. `eta`: the range when
 * it is the only filter, for etaStatusCounts.
 */
function plainFilters(query: Query, { bind }: Binder): { where: SQL[]; shape: string[]; eta?: EtaRange } {
  const where: SQL[] = [];
  const shape: string[] = [];
  const add = (name: string, condition: SQL) => {
    where.push(condition);
    shape.push(name);
  };
  const eta = etaRangeOf(query);
  if (eta.from) add('eta_from', gte(pc.eta, bind('etaFrom', eta.from)));
  if (eta.to) add('eta_to', lt(pc.eta, bind('etaTo', eta.to)));
  const etaFilters = where.length;
  if (query.status_eq) add(`status_eq=${query.status_eq}`, statusIn([query.status_eq]));
  if (query.status_in?.length) add(`status_in=${query.status_in.join(',')}`, statusIn(query.status_in));
  if (query.port_id_eq) add('port', eq(pc.portId, bind('portId', query.port_id_eq)));
  if (query.vessel_id_eq) add('vessel', eq(pc.vesselId, bind('vesselId', query.vessel_id_eq)));
  if (query.agent_entity_id_eq) add('agent', eq(pc.agentEntityId, bind('agentId', query.agent_entity_id_eq)));
  if (query.legal_entity_id_eq) {
    add('legal_entity', eq(pc.legalEntityId, bind('legalEntityId', query.legal_entity_id_eq)));
  }
  if (query.principal_entity_id_eq) {
    add('principal', eq(pc.principalEntityId, bind('principalId', query.principal_entity_id_eq)));
  }
  // One column each: the planner reads its trigram index when the text is long enough to help
  // (planned with the pattern: the page runs withCustomPlan, decision 070).
  if (query.chartererRemarks) {
    add(
      'charterer_remarks',
      ilike(pc.chartererRemarks, bind('chartererRemarks', containsPattern(query.chartererRemarks))),
    );
  }
  if (query.onlyRemarks) {
    add('remarks', ilike(pc.remarks, bind('remarks', containsPattern(query.onlyRemarks))));
  }
  if (query.canalTransit === true) add('canal_transit', hasActivity('canal_transit'));
  if (query.crewing === true) add('crewing', hasActivity('crewing'));
  return { where, shape, eta: etaFilters > 0 && where.length === etaFilters ? eta : undefined };
}

/** The query's texts to search for (`q`, then each word of `containsAll`), with what they match. */
function readSearches(db: Db, query: Query): Promise<TextSearch[]> {
  return Promise.all([
    ...(query.q ? [readTextSearch(db, 'q', query.q, ownSearchColumns)] : []),
    ...wordsOf(query).map((word, index) => readTextSearch(db, `word${index}`, word, ownSearchAllColumns)),
  ]);
}

type CountedSearch = TextSearch & { matches: SearchMatches & { callIds: number[] } };

/**
 * Every filter and search of the query, its values through `binder`, and `shape`: the SQL text's
 * form, so equal shapes have equal text. `eta`: the range when it is the only filter, for
 * etaStatusCounts. `search`: `q` when it is the only filter, trigram-sized, with few own-column
 * matches, for searchStatusCounts.
 */
function filtersOf(
  query: Query,
  searches: TextSearch[],
  binder: Binder,
): { where: SQL[]; shape: string[]; eta?: EtaRange; search?: CountedSearch } {
  const plain = plainFilters(query, binder);
  const conditions = searches.map((search) => textCondition(search, binder));
  // `q` first, as before: the planner's estimates do not depend on the order, the reading does.
  const q = query.q ? conditions[0] : undefined;
  const words = query.q ? conditions.slice(1) : conditions;
  const where = [...(q ? [q.condition] : []), ...plain.where, ...words.map((word) => word.condition)];
  const shape = [...(q ? [q.shape] : []), ...plain.shape, ...words.map((word) => word.shape)];
  if (searches.length === 0) return { where, shape, eta: plain.eta };
  const [first] = searches;
  const alone = query.q && searches.length === 1 && plain.where.length === 0;
  const search = alone && first?.matches?.callIds !== undefined ? (first as CountedSearch) : undefined;
  return { where, shape, search };
}

const sortColumns = {
  status_order: pc.statusOrder,
  eta: pc.eta,
  etd: pc.etd,
  ref_no: pc.refNo,
  updated_at: pc.updatedAt,
};

function ordering(query: Query): SQL[] {
  if (query.sort) {
    const descending = query.sort.startsWith('-');
    const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns];
    // Nulls last only where there can be nulls: on a NOT NULL column the clause changes nothing but
    // keeps the planner from reading the column's index (updated_at desc) in order.
    const nullable = column === pc.eta || column === pc.etd;
    if (!nullable) return descending ? [desc(column), desc(pc.id)] : [asc(column), asc(pc.id)];
    return [
      descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      descending ? desc(pc.id) : asc(pc.id),
    ];
  }
  if (query.descDateRemarks) return [desc(pc.updatedAt), desc(pc.id)];
  return [asc(pc.statusOrder), sql`${pc.eta} asc nulls last`, asc(pc.id)];
}

/** Names the order `ordering(query)` gives, for the page statements prepared per order. */
const orderKey = (query: Query) => query.sort ?? (query.descDateRemarks ? 'descDateRemarks' : 'default');

/** The tab counts in portCallTabs' order, as filteredCounts answers them. */
const tabsOf = (values: readonly number[]) =>
  Object.fromEntries(portCallTabs.map((tab, index) => [tab, values[index] ?? 0])) as Record<
    PortCallTab,
    number
  >;

/** statusCountsJson's text: `[["status", n], ...]`, or null for a scope without counter rows. */
const parseStatusCounts = (text: string | null): StatusCount[] =>
  ((text === null ? [] : JSON.parse(text)) as [string, number][]).map(([status, n]) => ({ status, n }));

/** Every tab's count as JSON text `[all, actionable, in_progress, drafts, done]`: an aggregate. */
function countsOf(kind: UserKind): SQL<string> {
  const countOf = (tab: PortCallTab) => sql`count(*) filter (where ${tabCondition(tab, kind)})::int`;
  return sql`json_build_array(${sql.join(portCallTabs.map(countOf), sql`, `)})::text`;
}

/** countsOf the filtered calls in a scope, as a scalar subquery for the page statement. */
const filteredCounts = (kind: UserKind, scope: ScopeValues, filtered: SQL[]): SQL<string> =>
  sql`(select ${countsOf(kind)} from ${pc} where ${and(portCallScopeOf(kind, scope), ...filtered)})`;

/** countsOf the filtered calls on its own: for a page without rows to carry it. */
async function countFiltered(db: Db, user: SessionUser, filtered: SQL[]): Promise<number[]> {
  const [found] = await db
    .select({ counts: countsOf(user.kind) })
    .from(pc)
    .where(and(portCallScope(user), ...filtered));
  return JSON.parse(found?.counts ?? '[]');
}

/** searchStatusCounts or etaStatusCounts on its own: for a page without rows to carry it. */
async function countStatuses(db: Db, counts: SQL<string | null>): Promise<string | null> {
  const [row] = await rowsOf<{ counts: string | null }>(db, sql`select ${counts} as counts`);
  return row?.counts ?? null;
}

/**
 * Every tab's count of the filtered calls, for a page without rows to carry them: a statement of
 * its own, built for the request with the values inline (a rare path: past the last page).
 */
async function countWithoutPage(
  db: Db,
  user: SessionUser,
  query: Query,
  searches: TextSearch[],
): Promise<Record<PortCallTab, number>> {
  const { where, eta, search } = filtersOf(query, searches, inline);
  const values = scopeValues(user);
  const statusCounts = search
    ? searchStatusCounts(user.kind, values, search, inline).counts
    : eta && etaStatusCounts(user.kind, values, eta, inline)?.counts;
  return statusCounts
    ? tabCountsOf(parseStatusCounts(await countStatuses(db, statusCounts)), user)
    : tabsOf(await countFiltered(db, user, where));
}

/** One page of the port calls the user may see, in a tab, with every tab's count. */
export async function listPortCalls({
  db,
  user,
  query,
  locale,
}: {
  db: Db;
  user: SessionUser;
  query: Query;
  locale: Locale;
}): Promise<{
  objects: PortCallListItem[];
  page: ReturnType<typeof pageInfo>;
  tab_counts: Record<PortCallTab, number>;
}> {
  const { limit, offset } = pageWindow(query);
  // The page's statement is built once per shape of filters and executed with their values
  // (decision 044); a search reads what its text matches first, and the matches are values too.
  const searches = await readSearches(db, query);
  const binder = placeholders();
  const scope = SCOPE_PLACEHOLDERS;
  const { where: filtered, shape, eta, search } = filtersOf(query, searches, binder);
  // The page carries the tab counts (decision 035): without filters the counter rows the triggers
  // keep (decision 016), with `q` alone the search's counters (decision 036), with an ETA range alone
  // the counters per month (decision 042), with other filters a count over the filtered calls, as
  // JSON text on every row.
  const statusCounts = search
    ? searchStatusCounts(user.kind, scope, search, binder)
    : eta
      ? etaStatusCounts(user.kind, scope, eta, binder)
      : undefined;
  const rows = await listPage(
    db,
    {
      kind: user.kind,
      scope,
      filters: filtered,
      counts:
        filtered.length === 0
          ? undefined
          : (statusCounts?.counts ?? filteredCounts(user.kind, scope, filtered)),
      tab: query.tab,
      order: ordering(query),
      limit,
      offset,
      shape: { key: [...shape, statusCounts?.shape ?? 'filtered_counts'].join('|'), params: binder.params },
    },
    orderKey(query),
    scopeParams(user),
  );
  // A page past the end (or of no calls) has no row to carry them: counted on their own.
  const counts: Record<PortCallTab, number> =
    rows[0] === undefined
      ? filtered.length === 0
        ? await countTabsWithoutFilters(db, user)
        : await countWithoutPage(db, user, query, searches)
      : filtered.length === 0 || statusCounts
        ? tabCountsOf(parseStatusCounts(rows[0].tabCounts), user)
        : tabsOf(JSON.parse(rows[0].tabCounts ?? '[]'));
  const tabCounts = {
    all: counts.all,
    actionable: counts.actionable,
    in_progress: counts.in_progress,
    // Drafts are the principal's own work; the tab does not exist for others.
    drafts: user.kind === 'principal' ? counts.drafts : 0,
    done: counts.done,
  };
  const today = new Date().toISOString().slice(0, 10);
  return {
    objects: rows.map((row) => toPortCallListItem(row, locale, dueFlag(row.dueOn, 'pending', today))),
    page: pageInfo(query, tabCounts[query.tab]),
    tab_counts: tabCounts,
  };
}
