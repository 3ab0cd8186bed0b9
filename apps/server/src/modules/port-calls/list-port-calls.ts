import {
  dueFlag,
  type Locale,
  type PortCallListItem,
  type PortCallTab,
  type portCallListQuery,
  portCallTabs,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, desc, eq, exists, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsFilter, pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { type EtaRange, etaStatusCounts } from './port-call-eta-counts.ts';
import { listPage } from './port-call-page.ts';
import { portCallScope, scopeParams } from './port-call-scope.ts';
import {
  containsText,
  hasTrigram,
  matchesCondition,
  ownSearchAllColumns,
  ownSearchColumns,
  type SearchMatches,
  searchMatches,
  searchStatusCounts,
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

/**
 * The query's filters and search (everything but the tab). `search`: when `q` is the only filter
 * and trigram-sized, with few own-column matches, what it matches, for searchStatusCounts. `eta`:
 * when the ETA range is the only filter, the range, for etaStatusCounts.
 */
async function filters(
  db: Db,
  query: Query,
): Promise<{ where: SQL[]; search?: SearchMatches & { callIds: number[] }; eta?: EtaRange }> {
  const eta: EtaRange = {
    from: query.eta_gteq ? new Date(`${query.eta_gteq}T00:00:00Z`) : undefined,
    // The whole last day counts: ETA before the next midnight.
    to: query.eta_lteq ? new Date(Date.parse(`${query.eta_lteq}T00:00:00Z`) + 86_400_000) : undefined,
  };
  const etaConditions = [eta.from && gte(pc.eta, eta.from), eta.to && lt(pc.eta, eta.to)];
  const others: (SQL | undefined)[] = [
    query.status_eq ? statusIn([query.status_eq]) : undefined,
    query.status_in?.length ? statusIn(query.status_in) : undefined,
    query.port_id_eq ? eq(pc.portId, query.port_id_eq) : undefined,
    query.vessel_id_eq ? eq(pc.vesselId, query.vessel_id_eq) : undefined,
    query.agent_entity_id_eq ? eq(pc.agentEntityId, query.agent_entity_id_eq) : undefined,
    query.legal_entity_id_eq ? eq(pc.legalEntityId, query.legal_entity_id_eq) : undefined,
    query.principal_entity_id_eq ? eq(pc.principalEntityId, query.principal_entity_id_eq) : undefined,
    // One column each: the planner reads its trigram index when the text is long enough to help.
    containsFilter(pc.chartererRemarks, query.chartererRemarks),
    containsFilter(pc.remarks, query.onlyRemarks),
    query.canalTransit === true ? hasActivity('canal_transit') : undefined,
    query.crewing === true ? hasActivity('crewing') : undefined,
  ];
  const words = query.containsAll?.split(/\s+/).filter(Boolean) ?? [];
  const where = [
    ...etaConditions,
    ...others,
    ...(await Promise.all(words.map((word) => containsText(db, word, ownSearchAllColumns)))),
  ].filter((condition): condition is SQL => condition !== undefined);
  const etaAlone = !query.q && words.length === 0 && others.every((condition) => condition === undefined);
  if (!query.q) return { where, eta: etaAlone && (eta.from || eta.to) ? eta : undefined };
  if (!hasTrigram(query.q)) return { where: [await containsText(db, query.q, ownSearchColumns), ...where] };
  const matches = await searchMatches(db, query.q, ownSearchColumns);
  const condition = matchesCondition(query.q, ownSearchColumns, matches);
  const { callIds } = matches;
  return {
    where: [condition, ...where],
    search: where.length === 0 && callIds !== undefined ? { ...matches, callIds } : undefined,
  };
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
function countsOf(user: SessionUser): SQL<string> {
  const countOf = (tab: PortCallTab) => sql`count(*) filter (where ${tabCondition(tab, user.kind)})::int`;
  return sql`json_build_array(${sql.join(portCallTabs.map(countOf), sql`, `)})::text`;
}

/** countsOf the filtered calls the user may see, as a scalar subquery for the page statement. */
const filteredCounts = (user: SessionUser, filtered: SQL[]): SQL<string> =>
  sql`(select ${countsOf(user)} from ${pc} where ${and(portCallScope(user), ...filtered)})`;

/** countsOf the filtered calls on its own: for a page without rows to carry it. */
async function countFiltered(db: Db, user: SessionUser, filtered: SQL[]): Promise<number[]> {
  const [found] = await db
    .select({ counts: countsOf(user) })
    .from(pc)
    .where(and(portCallScope(user), ...filtered));
  return JSON.parse(found?.counts ?? '[]');
}

/** searchStatusCounts or etaStatusCounts on its own: for a page without rows to carry it. */
async function countStatuses(db: Db, counts: SQL<string | null>): Promise<string | null> {
  const result = await db.execute(sql`select ${counts} as counts`);
  return (result as unknown as { rows: { counts: string | null }[] }).rows[0]?.counts ?? null;
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
  const { where: filtered, search, eta } = await filters(db, query);
  const { limit, offset } = pageWindow(query);
  // The page carries the tab counts (decision 035): without filters the counter rows the triggers
  // keep (decision 016), with `q` alone the search's counters (decision 036), with an ETA range alone
  // the counters per month (decision 042), with other filters a count over the filtered calls, as
  // JSON text on every row.
  const statusCounts = search
    ? searchStatusCounts(user, search)
    : eta
      ? etaStatusCounts(user, eta)
      : undefined;
  const rows = await listPage(
    db,
    {
      kind: user.kind,
      scope: { entityId: user.entityId, userId: user.id, managedEntityIds: user.managedEntityIds },
      filters: filtered,
      counts: filtered.length === 0 ? undefined : (statusCounts ?? filteredCounts(user, filtered)),
      tab: query.tab,
      order: ordering(query),
      limit,
      offset,
    },
    orderKey(query),
    scopeParams(user),
  );
  // A page past the end (or of no calls) has no row to carry them: counted on their own.
  const counts: Record<PortCallTab, number> =
    rows[0] === undefined
      ? filtered.length === 0
        ? await countTabsWithoutFilters(db, user)
        : statusCounts
          ? tabCountsOf(parseStatusCounts(await countStatuses(db, statusCounts)), user)
          : tabsOf(await countFiltered(db, user, filtered))
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
