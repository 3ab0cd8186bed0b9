import type { CostAnalysis, DashboardAnalysisQuery, Locale } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { analysisContext } from './analysis-context.ts';
import { everyMonth, keyOf, type NamedRow, rowsIn } from './breakdown-rows.ts';
import {
  categoryAmountAtStage,
  categoryTotalsOfDocs,
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
}: {
  db: Db;
  user: SessionUser;
  query: DashboardAnalysisQuery;
  locale: Locale;
  now?: Date;
}): Promise<CostAnalysis> {
  const ctx = await analysisContext({ db, user, query, now });
  const docs = documentsCte(ctx, 'cost');
  const [totals, categories] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`${docs},
      g as (
        select
          case when grouping(month) = 0 then 'month' when grouping(port_id) = 0 then 'port'
            when grouping(vessel_id) = 0 then 'vessel' else 'total' end as dim,
          month,
          case when grouping(port_id) = 0 then port_id when grouping(vessel_id) = 0 then vessel_id end as ref_id,
          coalesce(sum(amount * rate), 0) as raw,
          coalesce(sum(amount * rate), 0) as rank_value,
          count(rate)::int as da_count,
          (count(*) - count(rate))::int as unconverted
        from docs
        group by grouping sets ((month), (port_id), (vessel_id), ())
      )${keepTop(ctx.top, ['raw'])}
      ${namedRows(locale, amount)}`,
    ),
    rowsOf<Row>(
      db,
      sql`${docs},
      g as (
        select 'category' as dim, null::text as month, a.category_id as ref_id,
          sum(${categoryAmountAtStage} * docs.rate) ${ofChosenDocument} as raw,
          sum(${categoryAmountAtStage} * docs.rate) ${ofChosenDocument} as rank_value,
          null::int as da_count,
          0 as unconverted
        from docs
        ${categoryTotalsOfDocs}
        where docs.rate is not null
        group by a.category_id
        ${hasChosenDocument}
      )${keepTop(ctx.top, ['raw'])}
      ${namedRows(locale, amount)}`,
    ),
  ]);
  const total = rowsIn(totals, 'total')[0];
  const breakdown = (rows: Row[]) => rows.map((row) => ({ ...keyOf(row), amount: row.amount }));
  return {
    currency: ctx.currency,
    from: ctx.from,
    to: ctx.to,
    document: ctx.document,
    da_count: total?.da_count ?? 0,
    unconverted_da_count: total?.unconverted ?? 0,
    total: total?.amount ?? '0.00',
    by_month: everyMonth(
      totals,
      ctx,
      (row) => ({ month: row.month!, amount: row.amount, da_count: row.da_count ?? 0 }),
      (month) => ({ month, amount: '0.00', da_count: 0 }),
    ),
    by_port: breakdown(rowsIn(totals, 'port')),
    by_vessel: breakdown(rowsIn(totals, 'vessel')),
    by_category: breakdown(categories),
  };
}
