import type { ChartererItem, ChartererListQuery, Locale, PageInfo } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import { visibleEntityScope } from '../../plugins/access.ts';
import type { SessionUser } from '../../types.ts';
import { countryName, inScope, selectCharterers, toChartererItem } from './charterer-query.ts';

const { charterers, entities } = schema;

/** One page of the charterers the user may see, filtered and sorted (default: by name). */
export async function listCharterers({
  db,
  user,
  locale,
  query,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  query: ChartererListQuery;
}): Promise<{ objects: ChartererItem[]; page: PageInfo }> {
  const where = and(
    inScope(visibleEntityScope(user)),
    containsFilter(charterers.name, query.name_i_cont),
    query.entity_id_eq ? eq(charterers.entityId, query.entity_id_eq) : undefined,
    query.country_id_eq ? eq(charterers.countryId, query.country_id_eq) : undefined,
  );
  const sortColumns = {
    name: sql`lower(${charterers.name})`,
    entity_name: sql`lower(${entities.name})`,
    country_name: countryName(locale),
    updated_at: charterers.updatedAt,
  };
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectCharterers(db, locale)
      .where(where)
      .orderBy(...orderBy(query.sort, sortColumns, 'name', charterers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(charterers).where(where),
  ]);
  return {
    objects: rows.map(toChartererItem),
    page: pageInfo(query, total?.n ?? 0),
  };
}
