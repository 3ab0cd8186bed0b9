import {
  type DashboardAnalysisQuery,
  formatCents,
  type Locale,
  type SavingsSummary,
  sumCents,
  toCents,
} from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import type { SessionUser } from '../../types.ts';
import { type AnalysisContext, analysisContext } from './analysis-context.ts';
import { partialsKey } from './answer-cache.ts';
import { everyMonth, keyOf, type NamedRow, rowsIn } from './breakdown-rows.ts';
import {
  categorySums,
  type DocsSlice,
  docSums,
  docsByDimension,
  documentsCte,
  namedRows,
  sliceAggregates,
} from './documents-sql.ts';
import {
  addUnits,
  MonthPartials,
  mergedRowsCte,
  type RawSliceRow,
  type SliceRow,
  sliceRows,
  unitsText,
} from './month-partials.ts';

type Figures = { quoted: string; agreed: string; savings: string; savings_rate: string | null };
type Row = NamedRow & Figures;
type ReasonSums = Record<(typeof screenedReasons)[number], string | null>;
type CategoryRow = Row & ReasonSums;

/**
 * Quoted and agreed are each converted and rounded once; savings is their difference as shown, and
 * the rate is savings / quoted in percent (2 decimals), so every row of the table adds up.
 */
export const savingsFigures = `round(f.raw_quoted, 2)::text as quoted, round(f.raw_agreed, 2)::text as agreed,
  (round(f.raw_quoted, 2) - round(f.raw_agreed, 2))::text as savings,
  case when round(f.raw_quoted, 2) = 0 then null
    else round((round(f.raw_quoted, 2) - round(f.raw_agreed, 2)) * 100 / round(f.raw_quoted, 2), 2)::text
  end as savings_rate`;
const pick = (row: Row): Figures => ({
  quoted: row.quoted,
  agreed: row.agreed,
  savings: row.savings,
  savings_rate: row.savings_rate,
});
const zero: Figures = { quoted: '0.00', agreed: '0.00', savings: '0.00', savings_rate: null };

/** The reasons a screening saving is stored under; negotiation is the rest (decision 023). */
const screenedReasons = ['tariff_deviation', 'duplicate', 'not_on_pda', 'exchange_rate'] as const;

function byReason(savings: string, row: ReasonSums | undefined): SavingsSummary['by_reason'] {
  const rows = screenedReasons.map((reason) => ({ reason, savings: row?.[reason] ?? '0.00' }));
  const attributed = sumCents(rows.map((r) => toCents(r.savings)));
  return [...rows, { reason: 'negotiation' as const, savings: formatCents(toCents(savings) - attributed) }];
}

const reasonSums = screenedReasons.map((reason) => `raw_${reason}`);
const sumNames = ['raw_quoted', 'raw_agreed', 'raw_savings', ...reasonSums];
/** The index of the sum the breakdowns are ranked by: savings. */
const RANK = 2;

/**
 * The savings summary's rows of a slice: per month, its total, ports and agents (from the DA
 * totals) and cost categories (from the DAs' category sums), quoted, agreed and savings each the
 * exact sum of amount x rate in the reporting currency; the categories also carry the savings
 * by screening reason. See sliceAggregates for the statements.
 */
function savingsSliceRows(db: Db, ctx: AnalysisContext, embedded: boolean) {
  return async (slice: DocsSlice): Promise<SliceRow[]> => {
    const docs = documentsCte(ctx, 'savings', slice, embedded);
    const totals = docsByDimension(
      'agent_id',
      `coalesce(${docSums.of('quoted * rate')}, 0) as raw_quoted, coalesce(${docSums.of('agreed * rate')}, 0) as raw_agreed,
        coalesce(${docSums.of('(quoted - agreed) * rate')}, 0) as raw_savings,
        ${reasonSums.map((name) => `null::numeric as ${name}`).join(', ')}`,
      slice,
    );
    const chosen = 'a.document = docs.doc';
    const categories = categorySums(
      [
        `${docSums.of('a.quoted * docs.rate', chosen)} as raw_quoted`,
        `${docSums.of('a.agreed * docs.rate', chosen)} as raw_agreed`,
        `${docSums.of('a.savings * docs.rate', chosen)} as raw_savings`,
        ...screenedReasons.map(
          (reason) => `${docSums.of(`a.savings_${reason} * docs.rate`, chosen)} as raw_${reason}`,
        ),
      ].join(', '),
      slice,
      embedded,
    );
    const rows = await sliceAggregates<RawSliceRow>(db, { docs, totals, categories }, slice, embedded);
    return sliceRows(rows, sumNames);
  };
}

/**
 * Quoted vs agreed of approved documents by month, port, category and agent (savings = quoted -
 * agreed), summed from each UTC month's rows, kept in `partials` until a write reaches their days,
 * corrected for the user's clock (decision 051).
 */
export async function getSavingsSummary({
  db,
  user,
  query,
  locale,
  now,
  embedded = false,
  partials = new MonthPartials(),
}: {
  db: Db;
  user: SessionUser;
  query: DashboardAnalysisQuery;
  locale: Locale;
  now?: Date;
  /** The SQL shaped for the embedded database (analysesForEmbedded): one statement, fewer category rows. */
  embedded?: boolean;
  /** The months' rows kept by this app instance; none kept across calls without it. */
  partials?: MonthPartials;
}): Promise<SavingsSummary> {
  const ctx = await analysisContext({ db, user, query, now });
  const merged = await partials.merged({
    db,
    key: partialsKey('savings', user, ctx.currency, query),
    ctx,
    read: savingsSliceRows(db, ctx, embedded),
    rank: RANK,
    sums: sumNames.length,
  });
  // The reasons are summed over every category (exact numeric) and carried on each row of the answer.
  const reasons = screenedReasons.map((_, i) =>
    merged
      .filter((row) => row.dim === 'category')
      .reduce<bigint | null>(
        (sum, row) => addUnits(sum, row.sums[sumNames.indexOf(reasonSums[i]!)] ?? null),
        null,
      ),
  );
  const reasonsCte = sql`reasons as (select ${sql.join(
    screenedReasons.map(
      (reason, i) => sql`round(${unitsText(reasons[i] ?? 0n)}::numeric, 2)::text as ${sql.raw(reason)}`,
    ),
    sql`, `,
  )})`;
  const withReasons = `${savingsFigures}, ${screenedReasons.map((reason) => `(select ${reason} from reasons) as ${reason}`).join(', ')}`;
  const rows = await rowsOf<CategoryRow>(
    db,
    sql`with ${mergedRowsCte(merged, sumNames, RANK)}, ${reasonsCte} ${namedRows(locale, withReasons)}`,
  );
  const categories = rowsIn(rows, 'category');
  const total = rowsIn(rows, 'total')[0];
  const breakdown = (list: Row[]) => list.map((row) => ({ ...keyOf(row), ...pick(row) }));
  return {
    currency: ctx.currency,
    from: ctx.from,
    to: ctx.to,
    document: ctx.document,
    da_count: total?.da_count ?? 0,
    unconverted_da_count: total?.unconverted ?? 0,
    ...(total ? pick(total) : zero),
    by_month: everyMonth(
      rows,
      ctx,
      (row) => ({ month: row.month!, ...pick(row), da_count: row.da_count ?? 0 }),
      (month) => ({ month, ...zero, da_count: 0 }),
    ),
    by_port: breakdown(rowsIn(rows, 'port')),
    by_category: breakdown(categories),
    by_agent: breakdown(rowsIn(rows, 'agent')),
    by_reason: byReason(total ? total.savings : '0.00', categories[0]),
  };
}
