import {
  dueFlag,
  type Locale,
  type PortCallListItem,
  type PortCallTab,
  type portCallListQuery,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, desc, eq, exists, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsFilter, pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { listPage } from './port-call-page.ts';
import { portCallScope, scopeParams } from './port-call-scope.ts';
import { containsText, ownSearchAllColumns, ownSearchColumns } from './port-call-search.ts';
import { countTabsWithoutFilters, tabCondition } from './port-call-tabs.ts';
import { statusIn } from './status-condition.ts';
import { toPortCallListItem } from './to-port-call.ts';

const t = schema;
const pc = t.portCalls;
type Query = z.infer<typeof portCallListQuery>;

const hasActivity = (code: string) =>
  exists(
    sql`(select 1 from ${t.portCallActivities} join ${t.activityTypes} on ${t.activityTypes.id} = ${t.portCallActivities.activityTypeId} where ${t.portCallActivities.portCallId} = ${pc.id} and ${t.activityTypes.code} = ${code})`,
  );

/** The query's filters and search (everything but the tab). */
async function filters(db: Db, query: Query): Promise<SQL[]> {
  const where: (SQL | undefined)[] = [
    query.status_eq ? statusIn([query.status_eq]) : undefined,
    query.status_in?.length ? statusIn(query.status_in) : undefined,
    query.port_id_eq ? eq(pc.portId, query.port_id_eq) : undefined,
    query.vessel_id_eq ? eq(pc.vesselId, query.vessel_id_eq) : undefined,
    query.agent_entity_id_eq ? eq(pc.agentEntityId, query.agent_entity_id_eq) : undefined,
    query.legal_entity_id_eq ? eq(pc.legalEntityId, query.legal_entity_id_eq) : undefined,
    query.principal_entity_id_eq ? eq(pc.principalEntityId, query.principal_entity_id_eq) : undefined,
    query.eta_gteq ? gte(pc.eta, new Date(`${query.eta_gteq}T00:00:00Z`)) : undefined,
    // The whole last day counts: ETA before the next midnight.
    query.eta_lteq ? lt(pc.eta, new Date(Date.parse(`${query.eta_lteq}T00:00:00Z`) + 86_400_000)) : undefined,
    query.q ? await containsText(db, query.q, ownSearchColumns) : undefined,
    // One column each: the planner reads its trigram index when the text is long enough to help.
    containsFilter(pc.chartererRemarks, query.chartererRemarks),
    containsFilter(pc.remarks, query.onlyRemarks),
    query.canalTransit === true ? hasActivity('canal_transit') : undefined,
    query.crewing === true ? hasActivity('crewing') : undefined,
  ];
  const words = query.containsAll?.split(/\s+/).filter(Boolean) ?? [];
  where.push(...(await Promise.all(words.map((word) => containsText(db, word, ownSearchAllColumns)))));
  return where.filter((condition): condition is SQL => condition !== undefined);
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
  const filtered = await filters(db, query);
  const { limit, offset } = pageWindow(query);
  const countOf = (tab: PortCallTab) =>
    sql<number>`count(*) filter (where ${tabCondition(tab, user.kind)})::int`;
  const [rows, counts] = await Promise.all([
    listPage(
      db,
      {
        kind: user.kind,
        scope: { entityId: user.entityId, userId: user.id, managedEntityIds: user.managedEntityIds },
        filters: filtered,
        tab: query.tab,
        order: ordering(query),
        limit,
        offset,
      },
      orderKey(query),
      scopeParams(user),
    ),
    // Without filters the counts come from the counters the triggers keep (decision 016).
    filtered.length === 0
      ? countTabsWithoutFilters(db, user)
      : db
          .select({
            all: countOf('all'),
            actionable: countOf('actionable'),
            in_progress: countOf('in_progress'),
            drafts: countOf('drafts'),
            done: countOf('done'),
          })
          .from(pc)
          .where(and(portCallScope(user), ...filtered))
          .then((found) => found[0]),
  ]);
  const tabCounts = {
    all: counts?.all ?? 0,
    actionable: counts?.actionable ?? 0,
    in_progress: counts?.in_progress ?? 0,
    // Drafts are the principal's own work; the tab does not exist for others.
    drafts: user.kind === 'principal' ? (counts?.drafts ?? 0) : 0,
    done: counts?.done ?? 0,
  };
  const today = new Date().toISOString().slice(0, 10);
  return {
    objects: rows.map((row) => toPortCallListItem(row, locale, dueFlag(row.dueOn, 'pending', today))),
    page: pageInfo(query, tabCounts[query.tab]),
    tab_counts: tabCounts,
  };
}
