import type { CostAnalysis, DashboardAnalysisQuery, Locale } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import type { SessionUser } from '../../types.ts';
import { type AnalysisContext, analysisContext } from './analysis-context.ts';
import { partialsKey } from './answer-cache.ts';
import { everyMonth, keyOf, type NamedRow, rowsIn } from './breakdown-rows.ts';
import {
  categoryAmountAtStage,
  categorySums,
  type DocsSlice,
  docSums,
  docsByDimension,
  documentsCte,
  namedRows,
  sliceAggregates,
} from './documents-sql.ts';
import {
  MonthPartials,
  mergedRowsCte,
  type RawSliceRow,
  type SliceRow,
  sliceRows,
} from './month-partials.ts';

type Row = NamedRow & { amount: string };
const amount = 'round(f.raw, 2)::text as amount';
const sumNames = ['raw'] as const;

/**
 * The cost analysis' rows of a slice: per month, its total, ports and vessels (from the DA totals:
 * one row per DA) and cost categories (from the DAs' category sums, decision 019), each the exact
 * sum of amount x rate in the reporting currency. See sliceAggregates for the statements.
 */
function costSliceRows(db: Db, ctx: AnalysisContext, embedded: boolean) {
  return async (slice: DocsSlice): Promise<SliceRow[]> => {
    const docs = documentsCte(ctx, 'cost', slice, embedded);
    const totals = docsByDimension('vessel_id', `coalesce(${docSums.of('amount * rate')}, 0) as raw`, slice);
    const categories = categorySums(
      `${docSums.of(`${categoryAmountAtStage} * docs.rate`, 'a.document = docs.doc')} as raw`,
      slice,
      embedded,
    );
    const rows = await sliceAggregates<RawSliceRow>(db, { docs, totals, categories }, slice, embedded);
    return sliceRows(rows, sumNames);
  };
}

/**
 * DA costs by month, port and vessel and by cost category, converted into the reporting currency:
 * each figure is the exact sum of amount x rate, rounded once to the cent. Summed from each UTC
 * month's rows, kept in `partials` until a write reaches their days, corrected for the user's
 * clock (decision 051).
 */
export async function getCostAnalysis({
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
}): Promise<CostAnalysis> {
  const ctx = await analysisContext({ db, user, query, now });
  const merged = await partials.merged({
    db,
    key: partialsKey('cost', user, ctx.currency, query),
    ctx,
    read: costSliceRows(db, ctx, embedded),
    rank: 0,
    sums: sumNames.length,
  });
  const rows = await rowsOf<Row>(
    db,
    sql`with ${mergedRowsCte(merged, sumNames, 0)} ${namedRows(locale, amount)}`,
  );
  const total = rowsIn(rows, 'total')[0];
  const breakdown = (list: Row[]) => list.map((row) => ({ ...keyOf(row), amount: row.amount }));
  return {
    currency: ctx.currency,
    from: ctx.from,
    to: ctx.to,
    document: ctx.document,
    da_count: total?.da_count ?? 0,
    unconverted_da_count: total?.unconverted ?? 0,
    total: total?.amount ?? '0.00',
    by_month: everyMonth(
      rows,
      ctx,
      (row) => ({ month: row.month!, amount: row.amount, da_count: row.da_count ?? 0 }),
      (month) => ({ month, amount: '0.00', da_count: 0 }),
    ),
    by_port: breakdown(rowsIn(rows, 'port')),
    by_vessel: breakdown(rowsIn(rows, 'vessel')),
    by_category: breakdown(rowsIn(rows, 'category')),
  };
}
