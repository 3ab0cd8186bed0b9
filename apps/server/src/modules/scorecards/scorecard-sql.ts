import { PDA_ACCURACY_BAND_PCT } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { type SQL, sql } from 'drizzle-orm';

const t = schema;
const pc = t.portCalls;
const d = t.das;

/** What one statement answers per agent (`month` null) and per agent and month. */
export interface ScorecardRow {
  agent_id: number;
  agent_name: string | null;
  month: string | null;
  calls: number;
  pda_compared: number;
  pda_mean_abs_deviation_pct: string | null;
  pda_mean_deviation_pct: string | null;
  pda_within_band_pct: string | null;
  days_to_fda: string | null;
  fda_submitted: number;
  query_rate_pct: string | null;
  fda_decided: number;
  decline_rate_pct: string | null;
  refunds: number;
  refunds_done: number;
  days_to_refund: string | null;
}

const DAY = 86_400;

/**
 * Every figure of every agent, for the whole period and for each month, in one pass over the calls
 * in `where` (scope, period, filters): one row per call and DA, grouped twice by GROUPING SETS.
 * Definitions: docs/decisions/022-agent-scorecards.md.
 *
 * - The first FDA submission: `das.fda_submitted_at` is the latest one, so for an FDA declined (and
 *   thus resubmitted) the first `fda_submit` of the operation log is read instead, by its index,
 *   for those few calls only.
 * - The refund is looked up per DA (one at most, `LATERAL ... LIMIT 1`): a plain join let the
 *   planner hash every DA with every refund before the scope narrowed them (60 ms instead of 6
 *   for one port at 40,000 calls).
 * - A refund is the payment the agent owes back; it is received when its status is `done`, which
 *   the principal's confirmation sets (the payment's `updated_at`); nothing changes it afterwards.
 */
export function scorecardStatement(where: SQL, tz: number): SQL {
  const firstFdaSubmission = sql`case when ${d.fdaDeclineReason} is null then ${d.fdaSubmittedAt} else
    coalesce((select min(a.created_at) from ${t.auditEvents} a
      where a.record_type = 'port_call' and a.record_id = ${pc.id} and a.action = 'fda_submit'),
      ${d.fdaSubmittedAt}) end`;
  const pct = (part: string, whole: string) =>
    sql.raw(
      `round(100.0 * count(*) filter (where ${whole} and ${part}) / nullif(count(*) filter (where ${whole}), 0), 2)::text`,
    );
  return sql`
    with base as (
      select ${pc.agentEntityId} as agent_id,
        to_char((${pc.eta} at time zone 'UTC') + make_interval(mins => ${tz}::int), 'YYYY-MM') as month,
        case when ${d.pdaApprovedAt} is not null and ${d.fdaApprovedAt} is not null and ${d.pdaAgreedTotal} > 0
          and ${d.fdaAgreedTotal} is not null
          then (${d.fdaAgreedTotal} - ${d.pdaAgreedTotal}) / ${d.pdaAgreedTotal} end as deviation,
        ${d.fdaSubmittedAt} is not null as fda_submitted,
        (${d.fdaApprovedAt} is not null or ${d.fdaDeclineReason} is not null) as fda_decided,
        ${d.fdaQuery} is not null as queried,
        ${d.fdaDeclineReason} is not null as declined,
        case when ${d.fdaSubmittedAt} is not null
          then extract(epoch from (${firstFdaSubmission}) - coalesce(${pc.departedAt}, ${pc.etd})) / ${DAY}
        end as fda_days,
        r.id is not null as has_refund,
        r.status = 'done' as refund_done,
        case when r.status = 'done' then extract(epoch from r.updated_at - ${d.fdaApprovedAt}) / ${DAY} end
          as refund_days
      from ${pc}
      join ${d} on ${d.portCallId} = ${pc.id}
      left join lateral (
        select p.id, p.status, p.updated_at from ${t.payments} p
        where p.da_id = ${d.id} and p.payment_type = 'refund' order by p.id limit 1
      ) r on true
      where ${where}
    ),
    g as (
      select agent_id, month, grouping(month) = 1 as is_total,
        count(*)::int as calls,
        count(deviation)::int as pda_compared,
        round(avg(abs(deviation)) * 100, 2)::text as pda_mean_abs_deviation_pct,
        round(avg(deviation) * 100, 2)::text as pda_mean_deviation_pct,
        round(100.0 * count(*) filter (where abs(deviation) * 100 <= ${PDA_ACCURACY_BAND_PCT})
          / nullif(count(deviation), 0), 2)::text as pda_within_band_pct,
        round(avg(fda_days)::numeric, 1)::text as days_to_fda,
        count(*) filter (where fda_submitted)::int as fda_submitted,
        ${pct('queried', 'fda_submitted')} as query_rate_pct,
        count(*) filter (where fda_decided)::int as fda_decided,
        ${pct('declined', 'fda_decided')} as decline_rate_pct,
        count(*) filter (where has_refund)::int as refunds,
        count(*) filter (where refund_done)::int as refunds_done,
        round(avg(refund_days)::numeric, 1)::text as days_to_refund
      from base
      group by grouping sets ((agent_id), (agent_id, month))
    )
    select g.*, case when g.is_total then e.name end as agent_name
    from g
    left join ${t.entities} e on e.id = g.agent_id and g.is_total
    order by g.agent_id, g.month nulls first`;
}
