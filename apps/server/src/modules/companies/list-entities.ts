import type { EntityDetail, Locale, PageInfo, ParsedEntityListQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { findCompanyScope } from './company-scope.ts';
import { selectEntities, toEntityDetail } from './entity-rows.ts';

const { entities } = schema;

/**
 * The user's company and its legal entities, the company first. Operators (the DA desk) may
 * list every company and legal entity, filtered by kind.
 */
export async function listEntities({
  db,
  user,
  locale,
  apiPrefix,
  query,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  apiPrefix: string;
  query: ParsedEntityListQuery;
}): Promise<{ objects: EntityDetail[]; page: PageInfo }> {
  const scope = user.kind === 'operator' ? undefined : await findCompanyScope(db, user);
  const where = and(
    scope ? inArray(entities.id, scope.entityIds) : undefined,
    query.kind_eq ? eq(entities.kind, query.kind_eq) : undefined,
    query.parent_id_eq ? eq(entities.parentId, query.parent_id_eq) : undefined,
    containsFilter(entities.name, query.name_i_cont),
  );
  const order = orderBy(
    query.sort,
    {
      name: sql`lower(${entities.name})`,
      kind: entities.kind,
      updated_at: entities.updatedAt,
      id: entities.id,
    },
    'name',
    entities.id,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectEntities(db)
      .where(where)
      // Companies before their legal entities, then the requested order.
      .orderBy(sql`${entities.parentId} is not null`, ...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(entities).where(where),
  ]);
  return {
    objects: rows.map((row) => toEntityDetail(row, locale, apiPrefix)),
    page: pageInfo(query, total?.n ?? 0),
  };
}
