import {
  type AgentScorecard,
  type AgentScorecardList,
  type AgentScorecardQuery,
  addMonths,
  localDay,
  monthsOf,
  type ScorecardMonth,
  type ScorecardSortField,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import type { SessionUser } from '../../types.ts';
import { monthStart, notCosted } from '../dashboards/analysis-context.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';
import { type ScorecardRow, scorecardStatement } from './scorecard-sql.ts';

const pc = schema.portCalls;

const monthFigures = (row: ScorecardRow | undefined, month: string): ScorecardMonth => ({
  month,
  calls: row?.calls ?? 0,
  pda_compared: row?.pda_compared ?? 0,
  pda_mean_abs_deviation_pct: row?.pda_mean_abs_deviation_pct ?? null,
  pda_within_band_pct: row?.pda_within_band_pct ?? null,
  days_to_fda: row?.days_to_fda ?? null,
});

/** Figures compared as numbers; a missing figure sorts last in both directions. */
function compareBy(field: ScorecardSortField, descending: boolean) {
  return (a: AgentScorecard, b: AgentScorecard) => {
    const x = a[field];
    const y = b[field];
    let order = 0;
    if (x === null || y === null) order = x === y ? 0 : x === null ? 1 : -1;
    else {
      const raw =
        typeof x === 'string' && field === 'agent_name' ? x.localeCompare(String(y)) : Number(x) - Number(y);
      order = descending ? -raw : raw;
    }
    return order || a.agent_name.localeCompare(b.agent_name) || a.agent_id - b.agent_id;
  };
}

/**
 * Scorecards of the agent companies appointed to the port calls the user may see (principals:
 * their legal entities' calls; the desk: all), over the calls whose ETA falls in the last
 * `months` months on the user's clock. One aggregate statement; sorted and paged here, since
 * every agent's figures must be known to sort by any of them.
 */
export async function getAgentScorecards({
  db,
  user,
  query,
  now = new Date(),
  keep,
}: {
  db: Db;
  user: SessionUser;
  query: AgentScorecardQuery;
  now?: Date;
  /**
   * Computes the scorecards of every agent (before sorting and paging), or serves them kept; the
   * routes pass the answer cache of decision 025, so the desk's pages and sorts share one
   * computation while nothing changed.
   */
  keep?: (compute: () => Promise<AgentScorecardSet>) => Promise<AgentScorecardSet>;
}): Promise<AgentScorecardList> {
  const { scorecards, from, to } = await (keep ?? ((compute) => compute()))(() =>
    computeScorecards({ db, user, query, now }),
  );
  const sort = query.sort ?? '-calls';
  const descending = sort.startsWith('-');
  const sorted = [...scorecards].sort(
    compareBy((descending ? sort.slice(1) : sort) as ScorecardSortField, descending),
  );
  const start = (query.page - 1) * query.per_page;
  return {
    objects: sorted.slice(start, start + query.per_page),
    page: { page: query.page, per_page: query.per_page, total_count: sorted.length },
    from,
    to,
  };
}

/** Every agent's scorecard over the period, in no order. */
export interface AgentScorecardSet {
  scorecards: AgentScorecard[];
  from: string;
  to: string;
}

/** The query's figures without its sort and page: what a kept set of scorecards depends on. */
export function scorecardSetQuery(query: AgentScorecardQuery) {
  const { sort: _sort, page: _page, per_page: _perPage, ...figures } = query;
  return figures;
}

async function computeScorecards({
  db,
  user,
  query,
  now,
}: {
  db: Db;
  user: SessionUser;
  query: AgentScorecardQuery;
  now: Date;
}): Promise<AgentScorecardSet> {
  const to = localDay(now, query.tz).slice(0, 7);
  const from = addMonths(to, -(query.months - 1));
  const where = and(
    portCallScope(user),
    isNotNull(pc.agentEntityId),
    notInArray(pc.status, [...notCosted]),
    sql`${pc.eta} >= ${monthStart(from, query.tz)}::timestamptz`,
    sql`${pc.eta} < ${monthStart(addMonths(to, 1), query.tz)}::timestamptz`,
    query.port_id_eq ? eq(pc.portId, query.port_id_eq) : undefined,
    query.agent_id_eq ? eq(pc.agentEntityId, query.agent_id_eq) : undefined,
    query.legal_entity_id_eq ? eq(pc.legalEntityId, query.legal_entity_id_eq) : undefined,
  ) as SQL;
  const rows = await rowsOf<ScorecardRow & { is_total: boolean }>(db, scorecardStatement(where, query.tz));

  const months = monthsOf(from, to);
  type Entry = { total?: ScorecardRow; months: Map<string, ScorecardRow> };
  const byAgent = new Map<number, Entry>();
  for (const row of rows) {
    const entry: Entry = byAgent.get(row.agent_id) ?? { months: new Map() };
    if (row.is_total) entry.total = row;
    else if (row.month) entry.months.set(row.month, row);
    byAgent.set(row.agent_id, entry);
  }
  const scorecards: AgentScorecard[] = [];
  for (const [agentId, { total, months: byMonth }] of byAgent) {
    if (!total) continue;
    scorecards.push({
      agent_id: agentId,
      agent_name: total.agent_name ?? '',
      calls: total.calls,
      pda_compared: total.pda_compared,
      pda_mean_abs_deviation_pct: total.pda_mean_abs_deviation_pct,
      pda_mean_deviation_pct: total.pda_mean_deviation_pct,
      pda_within_band_pct: total.pda_within_band_pct,
      days_to_fda: total.days_to_fda,
      fda_submitted: total.fda_submitted,
      query_rate_pct: total.query_rate_pct,
      fda_decided: total.fda_decided,
      decline_rate_pct: total.decline_rate_pct,
      refunds: total.refunds,
      refunds_done: total.refunds_done,
      days_to_refund: total.days_to_refund,
      trend: months.map((month) => monthFigures(byMonth.get(month), month)),
    });
  }
  return { scorecards, from, to };
}
