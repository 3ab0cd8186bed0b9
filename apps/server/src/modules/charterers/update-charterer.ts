import type { ChartererDetail, ChartererUpdateInput, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { visibleEntityScope } from '../../plugins/access.ts';
import type { SessionUser } from '../../types.ts';
import { inScope, selectCharterers, toChartererDetail } from './charterer-query.ts';
import { chartererColumns, checkChartererInput } from './check-charterer-input.ts';

const { charterers } = schema;

/**
 * Replaces a charterer's fields. Someone else's charterer is 404; a lock_version that is not the
 * current one is 409 and changes nothing (the UPDATE also re-checks it, for concurrent writes).
 */
export async function updateCharterer({
  db,
  user,
  locale,
  id,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  id: number;
  input: ChartererUpdateInput;
}): Promise<ChartererDetail> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ lockVersion: charterers.lockVersion })
      .from(charterers)
      .where(and(eq(charterers.id, id), inScope(visibleEntityScope(user))))
      .limit(1);
    if (!current) throw new AppError(404, 'resource.notFound');
    if (current.lockVersion !== input.lock_version) throw new AppError(409, 'conflict.stale');
    await checkChartererInput({ tx, user, input, excludeId: id });
    const updated = await tx
      .update(charterers)
      .set({
        ...chartererColumns(input),
        lockVersion: sql`${charterers.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(charterers.id, id), eq(charterers.lockVersion, input.lock_version)))
      .returning({ id: charterers.id });
    if (updated.length === 0) throw new AppError(409, 'conflict.stale');
    const [row] = await selectCharterers(tx, locale).where(eq(charterers.id, id));
    return toChartererDetail(row!);
  });
}
