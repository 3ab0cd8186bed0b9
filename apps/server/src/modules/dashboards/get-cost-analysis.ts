import type { CostAnalysis, DashboardAnalysisQuery, Locale } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { analysisContext } from './analysis-context.ts';
import { everyMonth, keyOf, type NamedRow, rowsIn } from './breakdown-rows.ts';
import {
  categoryAmountAtStage,
  categoryTotalsOfDocs,
  docsByDimension,
  documentsCte,
  hasChosenDocument,
  keepTop,
  namedRows,
  ofChosenDocument,
  rowsOf,
} from './documents-sql.ts';

type Row = NamedRow & { amount: string };
const amount = 'round(f.raw, 2)::text as amount';

/**
 * DA costs by month, port and vessel (from the DA totals: one row per DA) and by cost category
 * (from the DAs' category sums, decision 019), converted into the reporting currency: each figure
 * is the exact sum of amount x rate, rounded once to the cent.
 */
export async function getCostAnalysis({
  db,
  user,
  query,
  locale,
  now,
  embedded = false,
}: {
  db: Db;
  user: SessionUser;
  query: DashboardAnalysisQuery;
  locale: Locale;
  now?: Date;
  /** The SQL shaped for the embedded database (analysesForEmbedded): one statement, fewer category rows. */
  embedded?: boolean;
}): Promise<CostAnalysis> {
  const ctx = await analysisContext({ db, user, query, now });
  const docs = documentsCte(ctx, 'cost');
  const totalsG = docsByDimension(
    'vessel_id',
    'coalesce(sum(amount * rate), 0) as raw, coalesce(sum(amount * rate), 0) as rank_value',
  );
  const categoriesG = sql`
    select 'category' as dim, null::text as month, a.category_id as ref_id,
      sum(${categoryAmountAtStage} * docs.rate) ${ofChosenDocument} as raw,
      sum(${categoryAmountAtStage} * docs.rate) ${ofChosenDocument} as rank_value,
      null::int as da_count,
      0 as unconverted
    from docs
    ${categoryTotalsOfDocs(embedded)}
    where docs.rate is not null
    group by a.category_id
    ${hasChosenDocument}`;
  const statement = (g: SQL) =>
    sql`${docs}, g as (${g})${keepTop(ctx.top, ['raw'])} ${namedRows(locale, amount)}`;
  const rows = embedded
    ? await rowsOf<Row>(db, statement(sql`${totalsG} union all ${categoriesG}`))
    : (
        await Promise.all([rowsOf<Row>(db, statement(totalsG)), rowsOf<Row>(db, statement(categoriesG))])
      ).flat();
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
