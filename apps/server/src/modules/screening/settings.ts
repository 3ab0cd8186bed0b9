import type { ScreeningSettings, ScreeningSettingsUpdate } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';

const t = schema;
type Row = typeof t.screeningSettings.$inferSelect;

const toSettings = (row: Row, updatedBy: string | null): ScreeningSettings => ({
  lock_version: row.lockVersion,
  tariff_deviation_percent: row.tariffDeviationPercent,
  min_samples: row.minSamples,
  fda_over_pda_percent: row.fdaOverPdaPercent,
  variance_reason_percent: row.varianceReasonPercent,
  exchange_rate_deviation_percent: row.exchangeRateDeviationPercent,
  receipt_required_above_usd: row.receiptRequiredAboveUsd,
  updated_at: row.updatedAt.toISOString(),
  updated_by: updatedBy,
});

/** The one settings row (migration 0012 inserts it; a missing row is recreated with the defaults). */
export async function readScreeningSettings(db: Db): Promise<ScreeningSettings> {
  const read = () =>
    db
      .select({ row: t.screeningSettings, name: t.users.displayName })
      .from(t.screeningSettings)
      .leftJoin(t.users, eq(t.users.id, t.screeningSettings.updatedById))
      .where(eq(t.screeningSettings.id, 1));
  let [found] = await read();
  if (!found) {
    await db.insert(t.screeningSettings).values({ id: 1 }).onConflictDoNothing();
    [found] = await read();
  }
  return toSettings(found!.row, found!.name ?? null);
}

/** The desk changes the thresholds; a stale lock_version is a 409 and changes nothing. */
export async function updateScreeningSettings({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: ScreeningSettingsUpdate;
}): Promise<ScreeningSettings> {
  if (user.kind !== 'operator') throw new AppError(403, 'access.forbidden');
  await readScreeningSettings(db);
  const updated = await db
    .update(t.screeningSettings)
    .set({
      tariffDeviationPercent: input.tariff_deviation_percent,
      minSamples: input.min_samples,
      fdaOverPdaPercent: input.fda_over_pda_percent,
      varianceReasonPercent: input.variance_reason_percent,
      exchangeRateDeviationPercent: input.exchange_rate_deviation_percent,
      receiptRequiredAboveUsd: input.receipt_required_above_usd,
      updatedById: user.id,
      updatedAt: new Date(),
      lockVersion: sql`${t.screeningSettings.lockVersion} + 1`,
    })
    .where(sql`${t.screeningSettings.id} = 1 and ${t.screeningSettings.lockVersion} = ${input.lock_version}`)
    .returning({ id: t.screeningSettings.id });
  if (!updated.length) throw new AppError(409, 'conflict.stale');
  return readScreeningSettings(db);
}
