import { type DatabaseKind, type Db, schema } from '@portledger/db';
import { type SQL, sql } from 'drizzle-orm';
import type { AnalysisContext } from './analysis-context.ts';

const t = schema;
const pc = t.portCalls;
const d = t.das;

/**
 * Whether the cost and savings analyses shape their SQL for the embedded database (decisions 048,
 * 049). Two differences, each measured to help one database and to cost the other:
 * - **One statement.** Each aggregate reads the documents in scope (`docs`). PostgreSQL runs the two
 *   statements side by side on two connections, each with parallel workers, so a lone desk user
 *   waits for the longer one only. The embedded database runs one statement at a time on the
 *   app's thread: there one statement that reads `docs` once (a CTE named twice is computed once)
 *   does less work.
 * - **Category rows looked up with their document** (`categoryTotalsOfDocs`).
 */
export const analysesForEmbedded = (kind: DatabaseKind) => kind === 'pglite';

/** Runs one aggregate statement; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The documents an analysis counts, as CTEs ending in `docs`: one row per DA in scope with the
 * document chosen, its totals in the quoted currency, and the rate to the reporting currency.
 *
 * - Document: the one asked for; else, for costs, the FDA once submitted, otherwise the PDA; for
 *   savings, the FDA once approved, otherwise the PDA.
 * - Rate: 1 for the same currency; the rate recorded on the DA at submission when the DA was
 *   converted into the reporting currency; else the latest stored rate; none: the DA is left out
 *   and counted as unconverted.
 * - `mode: 'cost'` keeps submitted documents, with `stage` (agreed once approved, else screened
 *   once screening is submitted, except for agents, else quoted) and `amount` at that stage.
 *   `mode: 'savings'` keeps approved documents, with `quoted` and `agreed`.
 */
export function documentsCte(ctx: AnalysisContext, mode: 'cost' | 'savings'): SQL {
  const latest = mode === 'cost' ? d.fdaSubmittedAt : d.fdaApprovedAt;
  const doc = ctx.document
    ? sql`${ctx.document}::text`
    : sql`case when ${latest} is not null then 'fda' else 'pda' end`;
  const pick = (name: string) =>
    sql.raw(`case when b.doc = 'fda' then b.fda_${name} else b.pda_${name} end as ${name}`);
  const kept = mode === 'cost' ? sql`where x.submitted` : sql`where x.approved and x.agreed is not null`;
  return sql`
    with latest_rates as (
      select distinct on (er.from_currency_id) fc.code, er.rate
      from ${t.exchangeRates} er
      join ${t.currencies} fc on fc.id = er.from_currency_id
      join ${t.currencies} tc on tc.id = er.to_currency_id
      where tc.code = ${ctx.currency}
      order by er.from_currency_id, er.effective_on desc
    ),
    base as (
      select ${d.id} as da_id, ${pc.portId} as port_id, ${pc.vesselId} as vessel_id,
        ${pc.agentEntityId} as agent_id,
        to_char((${pc.eta} at time zone 'UTC') + make_interval(mins => ${ctx.tz}::int), 'YYYY-MM') as month,
        ${doc} as doc,
        ${d.pdaQuotedTotal} as pda_quoted, ${d.pdaScreenedTotal} as pda_screened,
        ${d.pdaAgreedTotal} as pda_agreed, ${d.fdaQuotedTotal} as fda_quoted,
        ${d.fdaScreenedTotal} as fda_screened, ${d.fdaAgreedTotal} as fda_agreed,
        ${d.pdaSubmittedAt} is not null as pda_submitted, ${d.fdaSubmittedAt} is not null as fda_submitted,
        ${d.pdaApprovedAt} is not null as pda_approved, ${d.fdaApprovedAt} is not null as fda_approved,
        case
          when ${d.currency} = ${ctx.currency} then 1::numeric
          when ${d.principalCurrency} = ${ctx.currency} and ${d.exchangeRate} is not null then ${d.exchangeRate}
          else lr.rate
        end as rate
      from ${pc}
      join ${d} on ${d.portCallId} = ${pc.id}
      left join latest_rates lr on lr.code = ${d.currency}
      where ${ctx.where}
    ),
    picked as (
      select b.da_id, b.port_id, b.vessel_id, b.agent_id, b.month, b.doc, b.rate,
        ${pick('quoted')},
        ${pick('screened')},
        ${pick('agreed')},
        ${pick('submitted')},
        ${pick('approved')}
      from base b
    ),
    staged as (
      select x.*,
        case
          when x.approved and x.agreed is not null then 'agreed'
          when ${sql.raw(ctx.isAgent ? 'false' : 'true')} and x.screened is not null then 'screened'
          else 'quoted'
        end as stage
      from picked x
      ${kept}
    ),
    docs as (
      select s.*,
        case s.stage when 'agreed' then s.agreed when 'screened' then s.screened else s.quoted end as amount
      from staged s
    )`;
}

/**
 * The first aggregate of both analyses, over `docs`: one row per month, per port, per `other`
 * (vessel or agent) and the total, with `sums` (SQL over docs' amounts and rate), the DAs counted
 * and those left out for want of a rate. The shape `keepTop` takes.
 */
export function docsByDimension(other: 'vessel_id' | 'agent_id', sums: string): SQL {
  const dim = other === 'vessel_id' ? 'vessel' : 'agent';
  return sql.raw(`
    select
      case when grouping(month) = 0 then 'month' when grouping(port_id) = 0 then 'port'
        when grouping(${other}) = 0 then '${dim}' else 'total' end as dim,
      month,
      case when grouping(port_id) = 0 then port_id when grouping(${other}) = 0 then ${other} end as ref_id,
      ${sums},
      count(rate)::int as da_count,
      (count(*) - count(rate))::int as unconverted
    from docs
    group by grouping sets ((month), (port_id), (${other}), ())`);
}

/**
 * The category sums of each counted DA: its `da_category_totals` rows (decision 019), as `a`. A row
 * covers the lines with the document's quoted price, so summing rows x rate gives exactly what
 * summing the lines x rate gave (numeric is exact, the rate is the DA's), from a dozen rows per
 * DA instead of its lines. Each sum keeps the document `docs` chose (`ofChosenDocument`). Two
 * planner traps, measured (decision 019):
 * - `= any (array[..])` rather than `=`: a join a hash cannot serve, so each DA's rows are looked
 *   up by key. With `=` PGlite hashed the whole table against every DA before the period applied
 *   (0.9 s at 10k calls); PostgreSQL's plan (a parallel nested loop) is the same either way.
 * - On PostgreSQL the rows are looked up by DA alone, both documents: with the document in the
 *   join it guesses half the rows and aggregates them after gathering its workers' rows instead
 *   of in each worker (the desk's cost analysis 630-720 ms against 970-1,030 ms at 330,000
 *   calls). The embedded database, one thread, reads only the chosen document's rows, half of
 *   them, by the primary key's first two columns: 15-20 % less time for every user (decision 049).
 */
export function categoryTotalsOfDocs(embedded: boolean): SQL {
  return embedded
    ? sql`join ${t.daCategoryTotals} a on a.da_id = any (array[docs.da_id]) and a.document = docs.doc`
    : sql`join ${t.daCategoryTotals} a on a.da_id = any (array[docs.da_id])`;
}
export const ofChosenDocument = sql`filter (where a.document = docs.doc)`;
/** A category is in the breakdown when the chosen documents have lines in it. */
export const hasChosenDocument = sql`having count(*) filter (where a.document = docs.doc) > 0`;

/** A category's sum at its document's stage (`a` the category row, `docs` its document). */
export const categoryAmountAtStage = sql`case docs.stage when 'agreed' then a.agreed when 'screened' then a.screened else a.quoted end`;

/**
 * Keeps the first `top` rows of each dimension of `g` (by `rank_value`) and sums the rest into one
 * 'others' row; months and the total are kept whole. `g` has dim, month, ref_id, rank_value,
 * da_count, unconverted and the given sums. Ends in `f`.
 */
export function keepTop(top: number, sums: string[]): SQL {
  const summed = sums.map((name) => `sum(${name}) as ${name}`).join(', ');
  return sql`,
    r as (
      select g.*, row_number() over (partition by g.dim order by g.rank_value desc nulls last, g.ref_id) as rn
      from g
    ),
    f as (
      select dim, month,
        case when rn <= ${top} or dim in ('month', 'total') then ref_id end as ref_id,
        (rn > ${top} and dim not in ('month', 'total')) as is_others,
        ${sql.raw(summed)}, sum(rank_value) as rank_value,
        sum(da_count)::int as da_count, sum(unconverted)::int as unconverted
      from r
      group by 1, 2, 3, 4
    )`;
}

/** The final select over `f`: names and codes of the kept rows, in display order. */
export function namedRows(locale: 'en-US' | 'zh-CN', columns: string): SQL {
  const categoryName = locale === 'zh-CN' ? sql`cat.name_zh` : sql`cat.name_en`;
  return sql`
    select f.dim, f.month, f.ref_id, f.is_others, f.da_count, f.unconverted, ${sql.raw(columns)},
      case f.dim when 'port' then p.name when 'vessel' then v.name when 'agent' then e.name
        when 'category' then ${categoryName} end as name,
      case f.dim when 'port' then p.unlocode when 'vessel' then v.imo when 'category' then cat.code end as code
    from f
    left join ${t.ports} p on f.dim = 'port' and p.id = f.ref_id
    left join ${t.vessels} v on f.dim = 'vessel' and v.id = f.ref_id
    left join ${t.entities} e on f.dim = 'agent' and e.id = f.ref_id
    left join ${t.costItemCategories} cat on f.dim = 'category' and cat.id = f.ref_id
    order by f.dim, f.is_others, f.month, f.rank_value desc nulls last, f.ref_id`;
}
