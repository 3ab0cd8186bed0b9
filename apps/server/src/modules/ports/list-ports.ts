import type { Locale, PageInfo, ParsedPortListQuery, PortListItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import { countryName, selectPorts, terminalsCount, toPortListItem } from './port-rows.ts';

const { ports } = schema;

/** The search box: name, city, UN/LOCODE or one of its alias codes. */
function searchFilter(text: string | undefined) {
  if (!text) return undefined;
  return or(
    containsFilter(ports.name, text),
    containsFilter(ports.city, text),
    containsFilter(ports.unlocode, text),
    containsFilter(sql`array_to_string(${ports.aliases}, ' ')`, text),
  );
}

/** One page of ports; unfiltered it holds every port of `sea-ports`. Readable by every user. */
export async function listPorts({
  db,
  locale,
  query,
}: {
  db: Db;
  locale: Locale;
  query: ParsedPortListQuery;
}): Promise<{ objects: PortListItem[]; page: PageInfo }> {
  const where = and(
    searchFilter(query.q),
    containsFilter(ports.name, query.name_i_cont),
    query.unlocode_eq ? eq(ports.unlocode, query.unlocode_eq.toUpperCase()) : undefined,
    query.country_id_eq === undefined ? undefined : eq(ports.countryId, query.country_id_eq),
  );
  const order = orderBy(
    query.sort,
    {
      name: sql`lower(${ports.name})`,
      unlocode: ports.unlocode,
      country: countryName(locale),
      terminals_count: terminalsCount,
    },
    'name',
    ports.id,
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectPorts(db, locale)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(ports).where(where),
  ]);
  return { objects: rows.map(toPortListItem), page: pageInfo(query, total?.n ?? 0) };
}
