import type { ChartererCreateInput, ChartererDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { selectCharterers, toChartererDetail } from './charterer-query.ts';
import { chartererColumns, checkChartererInput } from './check-charterer-input.ts';

const { charterers } = schema;

/** Adds a charterer to one of the principal's legal entities. */
export async function createCharterer({
  db,
  user,
  locale,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  input: ChartererCreateInput;
}): Promise<ChartererDetail> {
  return db.transaction(async (tx) => {
    await checkChartererInput({ tx, user, input });
    const [created] = await tx
      .insert(charterers)
      .values({ ...chartererColumns(input), createdById: user.id })
      .returning({ id: charterers.id });
    const [row] = await selectCharterers(tx, locale).where(eq(charterers.id, created!.id));
    return toChartererDetail(row!);
  });
}
