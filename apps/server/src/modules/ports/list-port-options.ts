import { OPTION_LIMIT, type ParsedPortOptionQuery, type PortOption } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { containsFilter, containsPattern } from '../../lib/list.ts';

const { countries, ports } = schema;

/**
 * Ports for a remote select: `name_i_cont` matches the name or the UN/LOCODE. An exact code comes
 * first, then names starting with the text, so 'CNSHA' or 'Shang' finds Shanghai at the top.
 */
export async function listPortOptions({
  db,
  query,
}: {
  db: Db;
  query: ParsedPortOptionQuery;
}): Promise<PortOption[]> {
  const text = query.name_i_cont;
  const rank = text
    ? [
        sql`case when ${ports.unlocode} = ${text.toUpperCase()} then 0 else 1 end`,
        sql`case when ${ports.name} ilike ${containsPattern(text).slice(1)} then 0 else 1 end`,
      ]
    : [];
  const rows = await db
    .select({ id: ports.id, name: ports.name, unlocode: ports.unlocode, countryCode: countries.code })
    .from(ports)
    .leftJoin(countries, eq(countries.id, ports.countryId))
    .where(
      and(
        text ? or(containsFilter(ports.name, text), containsFilter(ports.unlocode, text)) : undefined,
        query.country_id_eq === undefined ? undefined : eq(ports.countryId, query.country_id_eq),
      ),
    )
    .orderBy(...rank, sql`lower(${ports.name})`, asc(ports.id))
    .limit(OPTION_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unlocode: row.unlocode,
    country_code: row.countryCode,
  }));
}
