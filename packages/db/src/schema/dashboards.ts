import { bigint, integer, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * The cost lines of each DA summed per document and cost category, in the DA's currency, so the
 * dashboards' category breakdowns read about a dozen rows per DA instead of its 20-60 lines
 * (decision 019). Kept by statement triggers on da_cost_lines in the transaction of every line
 * write (migration 0010); `da_category_totals_rebuild()` recomputes it after a bulk load.
 *
 * A row covers the lines on that document (its quoted price set) of one category; the sums skip
 * null prices as SQL's sum does, and stay null when every price is null, so a dashboard summing
 * these rows answers exactly what summing the lines answers. Unconstrained numeric: sums of
 * numeric(18, 2) prices, exact.
 *
 * No foreign keys: the rows are derived from da_cost_lines, whose keys are checked, and follow
 * them (a deleted DA deletes its lines, whose trigger deletes these rows); checking every row again
 * made the backfill three times slower.
 */
export const daCategoryTotals = pgTable(
  'da_category_totals',
  {
    daId: integer('da_id').notNull(),
    /** pda | fda */
    document: varchar({ length: 3 }).notNull(),
    categoryId: integer('category_id').notNull(),
    /** Lines on the document in this category (quoted price set); rows exist only when > 0. */
    lineCount: integer('line_count').notNull(),
    quoted: numeric().notNull(),
    screened: numeric(),
    agreed: numeric(),
    /** Σ (quoted - agreed) over the lines with both prices: what the savings ranking sums. */
    savings: numeric(),
    /**
     * Σ (quoted - screened) over the lines with an agreed price whose screening reason is the one
     * named (migration 0012, decision 023): the savings the desk's screening found, by reason. The
     * rest of `savings` (negotiation) is `savings` minus these.
     */
    savingsTariffDeviation: numeric('savings_tariff_deviation'),
    savingsDuplicate: numeric('savings_duplicate'),
    savingsNotOnPda: numeric('savings_not_on_pda'),
    savingsExchangeRate: numeric('savings_exchange_rate'),
  },
  (t) => [primaryKey({ columns: [t.daId, t.document, t.categoryId] })],
);

/**
 * One row (id 1) whose `version` grows by one at the commit of every transaction that wrote a
 * table the dashboards read (migration 0014, decision 025). The server keeps dashboard answers
 * per version: an answer computed after reading version N is served again only while the version
 * is still N, so it is exactly what a fresh computation would give, on every instance.
 */
export const dashboardVersion = pgTable('dashboard_version', {
  id: smallint().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

/**
 * The transactions that wrote a dashboard table and have not committed yet, one row each: a
 * statement trigger inserts it, a deferred trigger on it bumps `dashboard_version` at commit and
 * deletes it (migration 0014). Empty outside a writing transaction.
 */
export const dashboardDirty = pgTable('dashboard_dirty', {
  xid: bigint({ mode: 'number' }).primaryKey(),
});

/**
 * Per day of ETA (UTC, 'YYYY-MM-DD'), the `dashboard_version` at the commit of the last
 * transaction that wrote a port call, DA or category-total row of a call with its ETA on that day
 * (before or after the write); the row '*' for writes every day depends on (exchange rates,
 * currencies, a truncate, a bulk load). The cost and savings analyses keep their sums per month,
 * and the days written since apart, while these are unchanged, so a write recomputes only its
 * days (migration 0026, decision 051). A day never written has no row (version 0).
 */
export const dashboardDayVersions = pgTable('dashboard_day_versions', {
  day: varchar({ length: 10 }).primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

/** The days a transaction not yet committed wrote (as `dashboard_dirty`); empty outside one. */
export const dashboardDirtyDays = pgTable(
  'dashboard_dirty_days',
  {
    xid: bigint({ mode: 'number' }).notNull(),
    day: varchar({ length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.xid, t.day] })],
);
