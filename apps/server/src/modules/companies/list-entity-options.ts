import type { EntityOption, Locale, ParsedEntityOptionQuery } from '@portledger/contracts';
import { OPTION_LIMIT } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { containsFilter } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { findCompanyScope } from './company-scope.ts';
import { toCountryRef } from './entity-rows.ts';

const { entities, countries } = schema;

/**
 * Entities to pick from. Agent companies are public to every user (a principal appoints agents
 * from them), as are the user's own company and legal entities; other principals' entities are
 * not. Operators pick from all. Only id, name, kind and country leave here, never particulars.
 */
export async function listEntityOptions({
  db,
  user,
  locale,
  query,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  query: ParsedEntityOptionQuery;
}): Promise<EntityOption[]> {
  const scope = user.kind === 'operator' ? undefined : await findCompanyScope(db, user);
  const visible = scope
    ? or(and(eq(entities.kind, 'agent'), isNull(entities.parentId)), inArray(entities.id, scope.entityIds))
    : undefined;
  const rows = await db
    .select({ entity: entities, country: countries })
    .from(entities)
    .leftJoin(countries, eq(countries.id, entities.countryId))
    .where(
      and(
        visible,
        query.kind_eq ? eq(entities.kind, query.kind_eq) : undefined,
        containsFilter(entities.name, query.name_i_cont),
      ),
    )
    .orderBy(sql`lower(${entities.name})`, asc(entities.id))
    .limit(OPTION_LIMIT);
  return rows.map(({ entity, country }) => ({
    id: entity.id,
    name: entity.name,
    kind: entity.kind,
    parent_id: entity.parentId,
    country: toCountryRef(country, locale),
  }));
}
