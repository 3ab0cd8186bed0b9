import { integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The screening assistant's thresholds (issue 10, decision 023): one row (id 1), changed by the DA
 * desk through `PUT /screening_settings` with its lock_version. Percentages are of the compared
 * price; the receipt threshold is in USD (a line's amount is converted at the latest stored rate).
 */
export const screeningSettings = pgTable('screening_settings', {
  id: integer().primaryKey(),
  lockVersion: integer('lock_version').notNull().default(0),
  /** A quoted price above the 75th percentile of its evidence by more than this % is flagged. */
  tariffDeviationPercent: numeric('tariff_deviation_percent', { precision: 6, scale: 2 })
    .notNull()
    .default('30'),
  /** Fewer samples than this at a level: the evidence falls back to the next, wider level. */
  minSamples: integer('min_samples').notNull().default(5),
  /** An FDA line above its agreed PDA line by more than this % is flagged. */
  fdaOverPdaPercent: numeric('fda_over_pda_percent', { precision: 6, scale: 2 }).notNull().default('10'),
  /** An FDA line deviating from its PDA line by more than this % needs a variance reason. */
  varianceReasonPercent: numeric('variance_reason_percent', { precision: 6, scale: 2 })
    .notNull()
    .default('10'),
  /** A DA rate further than this % from the stored rate of its day is flagged. */
  exchangeRateDeviationPercent: numeric('exchange_rate_deviation_percent', { precision: 6, scale: 2 })
    .notNull()
    .default('2'),
  /** An FDA line of at least this many USD needs a receipt. */
  receiptRequiredAboveUsd: numeric('receipt_required_above_usd', { precision: 18, scale: 2 })
    .notNull()
    .default('500'),
  updatedById: integer('updated_by_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
