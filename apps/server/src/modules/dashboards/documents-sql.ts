import { addMonths, TZ_OFFSET_MAX, TZ_OFFSET_MIN } from '@portledger/contracts';
import { type DatabaseKind, type Db, schema } from '@portledger/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { SERIAL_PLAN } from '../../lib/serial-plan.ts';
import { type AnalysisContext, monthStart } from './analysis-context.ts';

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

/**
 * A slice's two aggregates, the DA totals and the category sums, over its `docs`: one statement on
 * the embedded database, and on PostgreSQL for a slice of days or month edges (a few hundred DAs,
 * read serial: `docs` is worked out once); else two side by side on PostgreSQL, each with its
 * parallel workers (decision 048).
 */
export async function sliceAggregates<T>(
  db: Db,
  { docs, totals, categories }: { docs: SQL; totals: SQL; categories: SQL },
  slice: DocsSlice,
  embedded: boolean,
): Promise<T[]> {
  if (embedded || serialOnPostgres(slice, embedded)) {
    return rowsOf<T>(db, sql`${docs} ${totals} union all ${categories}`);
  }
  return (
    await Promise.all([rowsOf<T>(db, sql`${docs} ${totals}`), rowsOf<T>(db, sql`${docs} ${categories}`)])
  ).flat();
}

/**
 * PostgreSQL reads a slice of days or month edges (a few hundred DAs) without parallel workers:
 * starting one took longer than the read (about 15 of 20 ms for the desk's month edges). The
 * parallel-unsafe function of migration 0026 keeps the planner from them (SERIAL_PLAN).
 */
const serialOnPostgres = (slice: DocsSlice, embedded: boolean) =>
  !embedded && ('edges' in slice || slice.months.length === 0);

/**
 * Which port calls a statement reads, and what each is counted under (decision 051):
 * - `months`: the calls with their ETA in these months on a clock `tz` minutes east of UTC, and
 *   on these UTC `days`; each counted once, labelled with its month on that clock, or with its UTC
 *   day ('YYYY-MM-DD') if that day is `hot`. With `tz` 0 these are the UTC months and days whose
 *   sums are kept.
 * - `edges`: the calls near the start of these UTC months, close enough to be in another month on
 *   some user's clock (from 14 hours before to 12 hours after), labelled 'YYYY-MM@minutes': the
 *   month and the minute of the ETA from its start (-840 to 719). What turns UTC months into months
 *   on a user's clock is summed from these (month-partials.ts). Ports, vessels or agents and
 *   categories are read only for the months in `breakdowns`; else the month rows alone.
 */
export type DocsSlice =
  | { months: readonly string[]; tz: number; days?: readonly string[]; hot?: readonly string[] }
  | { edges: readonly string[]; breakdowns: readonly string[] };

/** The UTC day of the ETA, as 'YYYY-MM-DD'. */
const etaDay = sql`to_char(${pc.eta} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The month of the ETA on a clock `tz` minutes east of UTC, as 'YYYY-MM'. */
const etaMonth = (tz: number) =>
  sql`to_char((${pc.eta} at time zone 'UTC') + make_interval(mins => ${tz}::int), 'YYYY-MM')`;

/** `from` <= ETA < `to`, instants as ISO text: a range the ETA indexes serve. */
const etaBetween = (from: string, to: string) =>
  sql`(${pc.eta} >= ${from}::timestamptz and ${pc.eta} < ${to}::timestamptz)`;

/** The ETA ranges of a slice, one per run of consecutive months or per month boundary. */
function sliceRanges(slice: DocsSlice): SQL {
  const ranges: SQL[] = [];
  if ('months' in slice) {
    const sorted = [...slice.months].sort();
    let first = 0;
    sorted.forEach((month, i) => {
      const next = sorted[i + 1];
      if (next === addMonths(month, 1)) return;
      ranges.push(
        etaBetween(monthStart(sorted[first]!, slice.tz), monthStart(addMonths(month, 1), slice.tz)),
      );
      first = i + 1;
    });
    for (const day of slice.days ?? []) {
      const start = Date.parse(`${day}T00:00:00Z`);
      ranges.push(etaBetween(new Date(start).toISOString(), new Date(start + 86_400_000).toISOString()));
    }
  } else {
    for (const month of slice.edges) {
      ranges.push(etaBetween(monthStart(month, TZ_OFFSET_MAX), monthStart(month, TZ_OFFSET_MIN)));
    }
  }
  return ranges.length === 0 ? sql`false` : sql`(${sql.join(ranges, sql` or `)})`;
}

/** The UTC month whose start an edge call is near: the month of its ETA 14 hours later. */
const edgeMonth = sql`date_trunc('month', (${pc.eta} at time zone 'UTC') + make_interval(mins => ${TZ_OFFSET_MAX}::int))`;

/**
 * How the calls of a slice are labelled: `month`, the month, day or edge minute each counts under,
 * and whether it counts `in_breakdowns` (by port, vessel, agent and category).
 */
function labelled(slice: DocsSlice): SQL {
  if ('months' in slice) {
    const month = etaMonth(slice.tz);
    const hot = slice.hot ?? [];
    const label =
      hot.length === 0
        ? month
        : sql`case when ${etaDay} in (${sql.join(
            hot.map((day) => sql`${day}`),
            sql`, `,
          )}) then ${etaDay} else ${month} end`;
    return sql`${label} as month, true as in_breakdowns`;
  }
  const minute = sql`floor(extract(epoch from (${pc.eta} at time zone 'UTC') - ${edgeMonth}) / 60)::int`;
  const breakdowns =
    slice.breakdowns.length === 0
      ? sql`false`
      : sql`to_char(${edgeMonth}, 'YYYY-MM') in (${sql.join(
          slice.breakdowns.map((month) => sql`${month}`),
          sql`, `,
        )})`;
  return sql`to_char(${edgeMonth}, 'YYYY-MM') || '@' || ${minute} as month, ${breakdowns} as in_breakdowns`;
}

/**
 * The documents an analysis counts, as CTEs ending in `docs`: one row per DA in the slice with the
 * month (or day, or edge minute) it is counted under, the document chosen, its totals in the quoted
 * currency, and the rate to the reporting currency.
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
export function documentsCte(
  ctx: AnalysisContext,
  mode: 'cost' | 'savings',
  slice: DocsSlice,
  embedded = false,
): SQL {
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
        ${labelled(slice)},
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
      where ${ctx.filters} and ${sliceRanges(slice)}${serialOnPostgres(slice, embedded) ? sql` and ${SERIAL_PLAN}` : sql``}
    ),
    picked as (
      select b.da_id, b.port_id, b.vessel_id, b.agent_id, b.month, b.in_breakdowns, b.doc, b.rate,
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
 * The sums of a slice's statements: `of(expr)` sums an expression over `docs`, `daCount` and
 * `unconverted` count the DAs with and without a rate, and `chosenRows` the category rows of the
 * chosen documents (`a`).
 */
export const docSums = {
  of: (expr: string, filter = '') => `sum(${expr})${filter ? ` filter (where ${filter})` : ''}`,
  daCount: 'count(docs.rate)::int',
  unconverted: '(count(*) - count(docs.rate))::int',
  chosenRows: 'count(*) filter (where a.document = docs.doc)::int',
};

/**
 * The first aggregate of both analyses, over `docs`: per month one row for the month, per port
 * and per `other` (vessel or agent), with `sums` (SQL over docs' amounts and rate), the DAs
 * counted and those left out for want of a rate. The shape `mergeMonths` takes. The ports and
 * others come from the rows `in_breakdowns` only (for edges, those of the months in `breakdowns`).
 */
export function docsByDimension(other: 'vessel_id' | 'agent_id', sums: string, slice: DocsSlice): SQL {
  const dim = other === 'vessel_id' ? 'vessel' : 'agent';
  const columns = `${sums}, ${docSums.daCount} as da_count, ${docSums.unconverted} as unconverted, null::int as chosen_rows`;
  if ('edges' in slice) {
    return sql.raw(`
      select 'month' as dim, month, null::int as ref_id, ${columns}
      from docs
      group by month
      union all
      select case when grouping(port_id) = 0 then 'port' else '${dim}' end as dim, month,
        case when grouping(port_id) = 0 then port_id else ${other} end as ref_id, ${columns}
      from docs
      where in_breakdowns
      group by grouping sets ((month, port_id), (month, ${other}))`);
  }
  return sql.raw(`
    select
      case when grouping(port_id) = 0 then 'port' when grouping(${other}) = 0 then '${dim}' else 'month' end as dim,
      month,
      case when grouping(port_id) = 0 then port_id when grouping(${other}) = 0 then ${other} end as ref_id,
      ${columns}
    from docs
    group by grouping sets ((month), (month, port_id), (month, ${other}))`);
}

/**
 * The category sums of each counted DA: its `da_category_totals` rows (decision 019), as `a`. A row
 * covers the lines with the document's quoted price, so summing rows x rate gives exactly what
 * summing the lines x rate gave (numeric is exact, the rate is the DA's), from a dozen rows per
 * DA instead of its lines. Each sum keeps the document `docs` chose (`a.document = docs.doc`). Two
 * planner traps, measured (decision 019):
 * - `= any (array[..])` rather than `=`: a join a hash cannot serve, so each DA's rows are looked
 *   up by key. With `=` PGlite hashed the whole table against every DA before the period applied
 *   (0.9 s at 10k calls); PostgreSQL's plan (a parallel nested loop) is the same either way.
 * - On PostgreSQL the rows are looked up by DA alone, both documents: with the document in the
 *   join it guesses half the rows and aggregates them after gathering its workers' rows instead
 *   of in each worker (the desk's cost analysis 630-720 ms against 970-1,030 ms at 330,000
 *   calls). The embedded database, one thread, reads only the chosen document's rows, half of
 *   them, by the primary key's first two columns: 15-20 % less time for every user (decision 049).
 *   So does PostgreSQL for a slice it reads serial (a day, the edges): the desk's day read 17.6 ms
 *   with both documents' rows (decision 052).
 */
function categoryTotalsOfDocs(chosenOnly: boolean): SQL {
  return chosenOnly
    ? sql`join ${t.daCategoryTotals} a on a.da_id = any (array[docs.da_id]) and a.document = docs.doc`
    : sql`join ${t.daCategoryTotals} a on a.da_id = any (array[docs.da_id])`;
}
/**
 * The category sums of a slice over `docs` (DAs with a rate): per month and category the given
 * `sums` (SQL over `a` and `docs`, see `docSums`) and the category rows of the chosen documents.
 * Only the rows in_breakdowns: of edges, those of the months in `breakdowns`.
 */
export function categorySums(sums: string, slice: DocsSlice, embedded: boolean): SQL {
  return sql`
    select 'category' as dim, docs.month, a.category_id as ref_id,
      ${sql.raw(sums)},
      null::int as da_count, 0 as unconverted, ${sql.raw(docSums.chosenRows)} as chosen_rows
    from docs
    ${categoryTotalsOfDocs(embedded || serialOnPostgres(slice, embedded))}
    where docs.rate is not null and docs.in_breakdowns
    group by docs.month, a.category_id`;
}

/** A category's sum at its document's stage (`a` the category row, `docs` its document). */
export const categoryAmountAtStage =
  "case docs.stage when 'agreed' then a.agreed when 'screened' then a.screened else a.quoted end";

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
