import type { LineEvidence } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { scaleEvidence } from './rules.ts';

/**
 * Price evidence from the database's own history (issue 10, decision 023): for each cost item,
 * the 25th, 50th and 75th percentile of the agreed price (the FDA's, else the PDA's) over the
 * calls of the last 24 months, converted into the DA's currency at the latest stored rates, per GT
 * for tonnage-based items. Samples come from vessels of comparable size (GT within a factor of
 * 1.5) at the port; with fewer than `minSamples` there, from the port's country, then from every
 * port; an item with too few comparable samples anywhere uses every vessel size at every port.
 */
export interface EvidenceContext {
  daId: number;
  currency: string;
  portId: number | null;
  countryId: number | null;
  gt: number | null;
  itemIds: number[];
  minSamples: number;
  from: Date;
  to: Date;
}

/** A factor of 1.5 either way: a 60,000 GT bulker is compared with 40,000-90,000 GT ships. */
export const GT_BAND = 1.5;

interface SampleRow {
  cost_item_id: number;
  n_band: number;
  p_band: number[] | string | null;
  n_all: number;
  p_all: number[] | string | null;
}

interface Row extends SampleRow {
  per_gt: boolean;
}

/** percentile_cont's float8[] arrives as an array (node-postgres) or as '{1,2,3}' (PGlite). */
function numbers(value: number[] | string | null): [number, number, number] | null {
  if (value === null) return null;
  const list =
    typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').map(Number) : value.map(Number);
  return list.length === 3 && list.every(Number.isFinite) ? (list as [number, number, number]) : null;
}

/**
 * `per_usd (code, rate)`: the latest stored rate from USD to each currency (units per USD), and
 * USD itself at 1. Amounts convert between two currencies through it.
 */
export const perUsd = sql`per_usd as (
  select 'USD'::varchar as code, 1::numeric as rate
  union all
  (select distinct on (tc.code) tc.code, er.rate
    from exchange_rates er
    join currencies fc on fc.id = er.from_currency_id and fc.code = 'USD'
    join currencies tc on tc.id = er.to_currency_id and tc.code <> 'USD'
    order by tc.code, er.effective_on desc)
)`;

/** Samples of every port: the newest lines of each item, this many at most (decision 023). */
export const NEWEST_LINES_EVERYWHERE = 1_500;

/**
 * What every level's statement takes as parameters rather than joins (decision 065): the rate of
 * each stored currency against the DA's currency, and the items priced per GT. Joined in, the
 * rates and the catalogue made an eight-relation join that the embedded database planned for
 * 5-15 ms on every call, longer than it ran on a small history.
 */
interface Conversion {
  /** Currency codes, and for each the factor from it into the DA's currency (numeric text). */
  codes: string[];
  factors: string[];
  perGt: number[];
}

async function conversionOf(db: Db, ctx: EvidenceContext): Promise<Conversion> {
  const [rates, items] = await Promise.all([
    rowsOf<{ code: string; factor: string }>(
      db,
      sql`with ${perUsd}
        select r.code, (t.rate / r.rate)::text as factor
        from per_usd r cross join (select rate from per_usd where code = ${ctx.currency}) t
        where r.rate <> 0`,
    ),
    rowsOf<{ id: number }>(
      db,
      sql`select id from cost_items where id = any(${sql.param(ctx.itemIds)}::int[]) and is_tonnage_based`,
    ),
  ]);
  return {
    codes: rates.map((r) => r.code),
    factors: rates.map((r) => r.factor),
    perGt: items.map((i) => i.id),
  };
}

/**
 * One level's percentiles per item, for comparable ships (`_band`) and for all (`_all`). `where`
 * limits the calls (a port, a country's ports); null: every port, reading only the newest
 * NEWEST_LINES_EVERYWHERE lines of each item from its (item, id) index, so the widest level costs
 * the same at any size of history. The items are one array parameter, so each level is one
 * statement text, prepared once.
 */
async function samplesAt(
  db: Db,
  ctx: EvidenceContext,
  conversion: Conversion,
  where: SQL | null,
  itemIds: number[],
): Promise<Row[]> {
  const band = ctx.gt ? sql`vs.gt between ${ctx.gt / GT_BAND} and ${ctx.gt * GT_BAND}` : sql`true`;
  const ids = sql`${sql.param(itemIds)}::int[]`;
  const perGt = sql`l.cost_item_id = any(${sql.param(conversion.perGt)}::int[])`;
  // Every port: the newest lines of each item first, then their DAs and calls by key. Materialized,
  // so a planner that thinks the calls few (statistics not yet gathered after a burst of writes)
  // cannot run the per-item reads again for every call (decision 065).
  const newest = sql`newest as materialized (
      select l.id, l.da_id, l.cost_item_id, l.fda_agreed_price, l.pda_agreed_price
      from unnest(${ids}) as it(id)
      cross join lateral (
        select l.id, l.da_id, l.cost_item_id, l.fda_agreed_price, l.pda_agreed_price
        from da_cost_lines l
        where l.cost_item_id = it.id and coalesce(l.fda_agreed_price, l.pda_agreed_price) is not null
        order by l.id desc
        limit ${NEWEST_LINES_EVERYWHERE}
      ) l
    ),`;
  const lines = where
    ? sql`port_calls pc
      join das d on d.port_call_id = pc.id
      join da_cost_lines l on l.da_id = d.id and l.cost_item_id = any(${ids})`
    : sql`newest l
      join das d on d.id = l.da_id
      join port_calls pc on pc.id = d.port_call_id`;
  // A DA in a currency without a stored rate has no factor: its lines are not samples.
  const factor = sql`case when d.currency = ${ctx.currency} then 1
    else (${sql.param(conversion.factors)}::numeric[])[array_position(${sql.param(conversion.codes)}::varchar[], d.currency)] end`;
  const rows = await rowsOf<SampleRow>(
    db,
    sql`
    with ${where ? sql`` : newest} s as (
      select l.cost_item_id, ${band} as in_band,
        (coalesce(l.fda_agreed_price, l.pda_agreed_price) * ${factor}
          / case when ${perGt} then nullif(vs.gt, 0) else 1 end)::float8 as v
      from ${lines}
      left join vessels vs on vs.id = pc.vessel_id
      where ${where ?? sql`true`}
        and pc.eta >= ${ctx.from.toISOString()} and pc.eta < ${ctx.to.toISOString()}
        and pc.status <> 'da_cancelled' and d.id <> ${ctx.daId}
        and coalesce(l.fda_agreed_price, l.pda_agreed_price) is not null
    )
    select cost_item_id,
      count(*) filter (where in_band)::int as n_band,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by v) filter (where in_band) as p_band,
      count(*)::int as n_all,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by v) as p_all
    from s
    where v is not null
    group by cost_item_id
  `,
  );
  return rows.map((row) => ({ ...row, per_gt: conversion.perGt.includes(row.cost_item_id) }));
}

function toEvidence(
  level: LineEvidence['level'],
  row: Row,
  banded: boolean,
  gt: number | null,
): LineEvidence | null {
  const p = numbers(banded ? row.p_band : row.p_all);
  if (!p) return null;
  const value = (x: number) => scaleEvidence(x, gt, row.per_gt);
  return {
    level,
    samples: banded ? row.n_band : row.n_all,
    p25: value(p[0]),
    median: value(p[1]),
    p75: value(p[2]),
    per_gt: row.per_gt,
    gt_range: banded && gt ? [Math.round(gt / GT_BAND), Math.round(gt * GT_BAND)] : null,
  };
}

/** The evidence per cost item: port, then country, then every port; null where there is none. */
export async function evidenceFor(db: Db, ctx: EvidenceContext): Promise<Map<number, LineEvidence | null>> {
  const found = new Map<number, LineEvidence | null>();
  let open = [...new Set(ctx.itemIds)];
  const fallback = new Map<number, Row>();
  const conversion = await conversionOf(db, ctx);
  // null: the level does not apply (no port, no country); undefined: every port.
  const levels: [LineEvidence['level'], SQL | null | undefined][] = [
    ['port', ctx.portId === null ? null : sql`pc.port_id = ${ctx.portId}`],
    [
      'country',
      ctx.countryId === null
        ? null
        : sql`pc.port_id in (select p.id from ports p where p.country_id = ${ctx.countryId})`,
    ],
    ['all', undefined],
  ];
  for (const [level, where] of levels) {
    if (!open.length || where === null) continue;
    const rows = await samplesAt(db, ctx, conversion, where ?? null, open);
    for (const row of rows) {
      // A tonnage-based item needs the vessel's GT to be scaled: without it there is no evidence.
      if (row.per_gt && !ctx.gt) continue;
      if (row.n_band >= ctx.minSamples) found.set(row.cost_item_id, toEvidence(level, row, !!ctx.gt, ctx.gt));
      else if (level === 'all') fallback.set(row.cost_item_id, row);
    }
    open = open.filter((id) => !found.has(id));
  }
  for (const id of open) {
    const row = fallback.get(id);
    found.set(id, row && row.n_all > 0 ? toEvidence('all', row, false, ctx.gt) : null);
  }
  return found;
}
