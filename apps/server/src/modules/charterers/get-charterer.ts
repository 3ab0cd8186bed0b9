import type { ChartererDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { visibleEntityScope } from '../../plugins/access.ts';
import type { SessionUser } from '../../types.ts';
import { inScope, selectCharterers, toChartererDetail } from './charterer-query.ts';

/** One charterer the user may see; another principal's answers 404 as if it did not exist. */
export async function getCharterer({
  db,
  user,
  locale,
  id,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  id: number;
}): Promise<ChartererDetail> {
  const [row] = await selectCharterers(db, locale)
    .where(and(eq(schema.charterers.id, id), inScope(visibleEntityScope(user))))
    .limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  return toChartererDetail(row);
}
