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
import type { SessionUser } from '../../types.ts';
import { analysisContext } from './analysis-context.ts';
import { everyMonth, keyOf, type NamedRow, rowsIn } from './breakdown-rows.ts';
import {
  categoryTotalsOfDocs,
  docsByDimension,
  documentsCte,
  keepTop,
  namedRows,
  ofChosenDocument,
  rowsOf,
} from './documents-sql.ts';

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

/** Quoted vs agreed of approved documents by month, port, category and agent (savings = quoted - agreed). */
export async function getSavingsSummary({
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
}): Promise<SavingsSummary> {
  const ctx = await analysisContext({ db, user, query, now });
  const docs = documentsCte(ctx, 'savings');
  const sums = ['raw_quoted', 'raw_agreed'];
  const totalsG = docsByDimension(
    'agent_id',
    `coalesce(sum(quoted * rate), 0) as raw_quoted, coalesce(sum(agreed * rate), 0) as raw_agreed,
      coalesce(sum((quoted - agreed) * rate), 0) as rank_value`,
  );
  // The categories and the savings by reason from one sum of the category rows: both read the same
  // rows of the same documents, and that join is the summary's largest part. The reasons are summed
  // over every category's sums (exact numeric) and carried on each row of the answer.
  const perCategory = sql`
    per_category as (
      select a.category_id,
        sum(a.quoted * docs.rate) ${ofChosenDocument} as raw_quoted,
        sum(a.agreed * docs.rate) ${ofChosenDocument} as raw_agreed,
        sum(a.savings * docs.rate) ${ofChosenDocument} as rank_value,
        ${sql.raw(
          screenedReasons
            .map(
              (reason) =>
                `sum(a.savings_${reason} * docs.rate) filter (where a.document = docs.doc) as raw_${reason}`,
            )
            .join(',\n        '),
        )},
        count(*) ${ofChosenDocument} as chosen_rows
      from docs
      ${categoryTotalsOfDocs(embedded)}
      where docs.rate is not null
      group by a.category_id
    ),
    reasons as (
      select ${sql.raw(
        screenedReasons
          .map((reason) => `round(coalesce(sum(raw_${reason}), 0), 2)::text as ${reason}`)
          .join(', '),
      )}
      from per_category
    )`;
  const categoriesG = sql`
    select 'category' as dim, null::text as month, category_id as ref_id, raw_quoted, raw_agreed, rank_value,
      null::int as da_count, 0 as unconverted
    from per_category
    where chosen_rows > 0`;
  const withReasons = `${savingsFigures}, ${screenedReasons.map((reason) => `(select ${reason} from reasons) as ${reason}`).join(', ')}`;
  const rows = embedded
    ? await rowsOf<CategoryRow>(
        db,
        sql`${docs}, ${perCategory},
        g as (${totalsG} union all ${categoriesG})${keepTop(ctx.top, sums)}
        ${namedRows(locale, withReasons)}`,
      )
    : (
        await Promise.all([
          rowsOf<CategoryRow>(
            db,
            sql`${docs}, g as (${totalsG})${keepTop(ctx.top, sums)} ${namedRows(locale, savingsFigures)}`,
          ),
          rowsOf<CategoryRow>(
            db,
            sql`${docs}, ${perCategory}, g as (${categoriesG})${keepTop(ctx.top, sums)}
            ${namedRows(locale, withReasons)}`,
          ),
        ])
      ).flat();
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
