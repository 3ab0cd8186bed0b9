import {
  agentCompanyId,
  legalEntitiesOf,
  legalEntityId,
  type Plan,
  pick,
  principalCompanyId,
  principalUserId,
  principalUsersOf,
  rnd,
  textArray,
} from './plan.ts';
import type { Session } from './target.ts';
import { COMPLETED, STEP } from './timeline.ts';

/**
 * gen_call: one row per port call with everything later statements derive from it: who, where,
 * when, how far along the road it got (`progress`) and whether it left the road (`branch`).
 * A temporary table: computed once, never logged, joined by id range by every chunk.
 */
export async function planPortCalls(s: Session, plan: Plan): Promise<void> {
  const { seed, portCalls: n, principals: np } = plan;
  const r = (salt: number) => rnd(seed, 'i', salt);
  const now = `timestamptz '${plan.today} 00:00:00+00'`;
  // Days before "now" of the call's ETA: three years back to a month ahead, in id order.
  const spanDays = 1095 + 30;
  await s.exec(`
    create unlogged table gen_ref as select
      (select array_agg(id order by id) from commodities where code not in ('ballast', 'containers')) as commodities,
      (select id from units where code = 'MT') as unit_mt,
      (select id from activity_types where code = 'loading') as loading,
      (select id from activity_types where code = 'discharging') as discharging,
      (select id from activity_types where code = 'canal_transit') as canal,
      (select id from activity_types where code = 'crewing') as crewing,
      (select id from activity_types where code = 'bunkering') as bunkering,
      (select min(id) from canal_transit_types) as canal_type,
      (select min(id) from crewing_options) as crewing_option,
      (select count(*)::int from gen_port) as ports,
      (select count(*)::int from gen_item) as items;
    create unlogged table gen_rate as
      select distinct on (f.code, t.code) f.code as from_code, t.code as to_code, er.rate, er.effective_on
      from exchange_rates er join currencies f on f.id = er.from_currency_id join currencies t on t.id = er.to_currency_id
      order by f.code, t.code, er.effective_on desc;
    create unlogged table gen_call as
    with b as (
      select i as id,
        ${now} - interval '1095 days' + ((i - 1 + ${r(1)}) / ${n}.0 * ${spanDays}) * interval '1 day'
          + (${r(2)} * 24) * interval '1 hour' as eta,
        case when ${r(3)} < 0.15 then 1 else 2 + floor(power(${r(4)}, 1.5) * ${np - 1})::int end as p,
        1 + floor(power(${r(5)}, 2) * (select ports from gen_ref))::int as port_n
      from generate_series(1, ${n}) i
    ), c as (
      select b.*, extract(epoch from (${now} - b.eta)) / 86400 as age,
        ${legalEntityId('b.p', `1 + ${pick(seed, 'b.id', 6, legalEntitiesOf('b.p'))}`)} as legal_entity_id,
        ${principalUserId('b.p', `1 + ${pick(seed, 'b.id', 7, principalUsersOf('b.p'))}`)} as creator_id,
        case when ${rnd(seed, 'b.id', 8)} < 0.04 then 1
          else 1 + (b.port_n * 7 + ${pick(seed, 'b.id', 9, 3)}) % ${plan.agents} end as a,
        1 + (b.p - 1) + ${np} * ${pick(seed, 'b.id', 10, Math.max(1, Math.floor(plan.vessels / np)))} as vessel_id
      from b
    ), d as (
      select c.*,
        case
          when c.age >= 60 then case when ${rnd(seed, 'c.id', 11)} < 0.015 then 15 + ${pick(seed, 'c.id', 12, 5)} else ${COMPLETED} end
          when c.age >= 25 then case when ${rnd(seed, 'c.id', 11)} < 0.5 then ${COMPLETED} else 13 + ${pick(seed, 'c.id', 12, 7)} end
          when c.age >= 5 then 10 + ${pick(seed, 'c.id', 12, 7)}
          when c.age >= -5 then 6 + ${pick(seed, 'c.id', 12, 7)}
          when c.age >= -15 then 2 + ${pick(seed, 'c.id', 12, 8)}
          else ${pick(seed, 'c.id', 12, 6)}
        end as main
      from c
    ), e as (
      select d.*,
        case
          when ${rnd(seed, 'd.id', 13)} < 0.03 then 'cancelled'
          when ${rnd(seed, 'd.id', 13)} < 0.042 and d.main >= 1 then 'declined'
          when d.main = ${STEP.fda_under_screening} and ${rnd(seed, 'd.id', 14)} < 0.4 then 'querying'
          when d.main = ${STEP.fda_under_approval} and ${rnd(seed, 'd.id', 14)} < 0.3 then 'in_query'
          else ''
        end as branch
      from d
    ), f as (
      select e.*,
        case e.branch when 'cancelled' then least(e.main, ${pick(seed, 'e.id', 15, STEP.pda_approved)})
          when 'declined' then ${STEP.port_call_pending_confirmation} else e.main end as progress,
        least(e.eta - (10 + ${rnd(seed, 'e.id', 16)} * 25) * interval '1 day',
          ${now} - (1 + ${rnd(seed, 'e.id', 17)} * 200) * interval '1 hour') as created_at
      from e
    )
    select f.id, f.p, f.legal_entity_id, f.creator_id, f.a, ${agentCompanyId('f.a')} as agent_id, f.vessel_id,
      gp.id as port_id, f.eta, f.eta + (1 + ${rnd(seed, 'f.id', 18)} * 4) * interval '1 day' as etd,
      f.progress, f.branch, f.created_at,
      case when f.progress = ${COMPLETED} and f.branch = ''
        then greatest(f.created_at + interval '1 hour',
          least(f.eta + (20 + ${rnd(seed, 'f.id', 19)} * 40) * interval '1 day', ${now} - ${rnd(seed, 'f.id', 20)} * interval '2 days'))
        else f.created_at + (${now} - f.created_at) * (0.3 + 0.7 * ${rnd(seed, 'f.id', 20)})
      end as end_at,
      f.progress + (f.branch <> '')::int as steps,
      20 + ${pick(seed, 'f.id', 21, 41)} as n_pda,
      case when f.progress >= ${STEP.fda_under_creation} then ${pick(seed, 'f.id', 22, 6)} else 0 end as n_extra,
      ${pick(seed, 'f.id', 23, '(select items from gen_ref)')} as item_offset,
      1 + ${pick(seed, 'f.id', 24, '(select items from gen_ref) - 1')} as item_step,
      (0.6 + ${rnd(seed, 'gp.id', 25)}) * (0.7 + v.gt / 150000.0) as price_factor,
      v.gt::float8 as gt, ac.currency as currency, pc.currency as principal_currency,
      -- Catalogue prices are in USD: a DA quoted in yen costs yen (the stored rate of the seed).
      coalesce((select rt.rate::float8 from gen_rate rt where rt.from_code = 'USD' and rt.to_code = ac.currency), 1) as fx,
      pc.default_prefunding as prefunding_percent
    from f
    join gen_port gp on gp.n = f.port_n
    join vessels v on v.id = f.vessel_id
    join entities ac on ac.id = ${agentCompanyId('f.a')}
    join entities pc on pc.id = ${principalCompanyId('f.p')};
    alter table gen_call add primary key (id);
  `);
}

/** The instant of step k of a call's road (steps spread evenly between its creation and its last change). */
export const stepAt = (k: number | string, g = 'g') =>
  `(${g}.created_at + (${g}.end_at - ${g}.created_at) * ((${k})::float8 / greatest(${g}.steps, 1)))`;

const remarks = textArray([
  'Please confirm berth window and pilot booking.',
  'Crew change planned, 2 on / 2 off.',
  'Fresh water and provisions required.',
  'Charterers to be copied on all DA correspondence.',
  'Owners require daily SOF updates.',
]);

/**
 * A planned call's status (`g` a gen_call row, `rd` its step's gen_road row): its step's on the way,
 * or the branch it left the way for. Payments copy it from the call (decision 076).
 */
export const plannedStatus = `case g.branch
        when 'cancelled' then 'da_cancelled' when 'declined' then 'da_declined'
        when 'querying' then 'fda_under_querying' when 'in_query' then 'fda_in_query'
        else rd.status end`;

/** Port calls and their activities, for the ids lo..hi. */
export async function insertPortCalls(s: Session, plan: Plan, lo: number, hi: number): Promise<void> {
  const { seed } = plan;
  await s.exec(`
    insert into port_calls (id, ref_no, status, status_order, lock_version, request_type, principal_entity_id,
        legal_entity_id, agent_entity_id, created_by_id, agency_ref_no, agency_invoice_no, vessel_id, voyage_no,
        port_id, previous_port_id, next_port_id, eta, etd, arrived_at, departed_at, charterer_id, commodity_id,
        quantity, unit_id, cp_date, laycan_start, laycan_end, remarks, charterer_remarks, agent_nomination_type,
        letter_type, cancel_reason, decline_reason, submitted_at, created_at, updated_at)
    select g.id, 'PL-' || extract(year from g.created_at at time zone 'UTC')::int || '-' || lpad(g.id::text, 6, '0'),
      st.status, st.ord, g.steps,
      case when ${rnd(seed, 'g.id', 30)} < 0.7 then 'appointment_with_pda_request' else 'pda_request' end,
      ${principalCompanyId('g.p')}, g.legal_entity_id, g.agent_id, g.creator_id,
      case when g.progress >= ${STEP.pda_pending_creation} then 'AG' || g.a || '-' || g.id end,
      case when g.progress >= ${STEP.fda_pending_screening} then 'INV-' || g.a || '-' || g.id end,
      g.vessel_id, 'V' || lpad((g.id % 997)::text, 3, '0') || (extract(year from g.eta)::int % 100),
      g.port_id,
      (select id from gen_port where n = 1 + ${pick(seed, 'g.id', 31, '(select ports from gen_ref)')}),
      (select id from gen_port where n = 1 + ${pick(seed, 'g.id', 32, '(select ports from gen_ref)')}),
      g.eta, g.etd,
      case when g.eta < timestamptz '${plan.today}' then g.eta + ${rnd(seed, 'g.id', 33)} * interval '6 hours' end,
      case when g.etd < timestamptz '${plan.today}' then g.etd end,
      case when ${rnd(seed, 'g.id', 34)} < 0.8 then g.legal_entity_id * 10 + 1 + ${pick(seed, 'g.id', 35, 5)} end,
      rf.commodities[1 + ${pick(seed, 'g.id', 36, 'array_length(rf.commodities, 1)')}],
      round((5000 + ${rnd(seed, 'g.id', 37)} * 80000)::numeric, 3), rf.unit_mt,
      (g.eta - interval '30 days')::date, (g.eta - interval '2 days')::date, (g.eta + interval '3 days')::date,
      case when ${rnd(seed, 'g.id', 38)} < 0.2 then (${remarks})[1 + ${pick(seed, 'g.id', 39, 5)}] end,
      case when ${rnd(seed, 'g.id', 40)} < 0.1 then 'Charterers nominate surveyor at load port.' end,
      (array['opa', 'cna', 'ona'])[1 + ${pick(seed, 'g.id', 41, 3)}],
      case when ${rnd(seed, 'g.id', 42)} < 0.8 then 'appointment_letter' else 'nomination_letter' end,
      case when g.branch = 'cancelled' then 'Voyage orders changed by charterers.' end,
      case when g.branch = 'declined' then 'No berth availability for the requested window.' end,
      case when g.progress >= 1 then ${stepAt(1)} end,
      g.created_at, g.end_at
    from gen_call g
    join gen_road rd on rd.step = g.progress
    join gen_status st on st.status = ${plannedStatus}
    cross join gen_ref rf
    where g.id between ${lo} and ${hi};

    insert into port_call_activities (id, port_call_id, activity_type_id, canal_transit_type_id, crewing_option_id,
        crew_count, crew_title)
    select g.id * 4, g.id, case when g.id % 2 = 0 then rf.loading else rf.discharging end, null::int, null::int, null::int, null::text
      from gen_call g cross join gen_ref rf where g.id between ${lo} and ${hi}
    union all
    select g.id * 4 + 1, g.id, rf.canal, rf.canal_type, null, null, null
      from gen_call g cross join gen_ref rf where g.id between ${lo} and ${hi} and ${rnd(seed, 'g.id', 43)} < 0.04
    union all
    select g.id * 4 + 2, g.id, rf.crewing, null, rf.crewing_option, 1 + ${pick(seed, 'g.id', 44, 4)}, 'Crew change'
      from gen_call g cross join gen_ref rf where g.id between ${lo} and ${hi} and ${rnd(seed, 'g.id', 45)} < 0.03
    union all
    select g.id * 4 + 3, g.id, rf.bunkering, null, null, null, null
      from gen_call g cross join gen_ref rf where g.id between ${lo} and ${hi} and ${rnd(seed, 'g.id', 46)} < 0.06;
  `);
}
