import type { Locale, PageInfo, ParsedVesselListQuery, VesselListItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import { todayIso } from './certificate-expiry.ts';
import { flagName, selectVesselItems, toVesselListItem, typeName } from './vessel-rows.ts';

const { vessels } = schema;

/** The search box: the name, a former name or the IMO number. */
function searchFilter(text: string | undefined) {
  if (!text) return undefined;
  return or(
    containsFilter(vessels.name, text),
    containsFilter(vessels.previousNames, text),
    containsFilter(vessels.imo, text.replace(/^imo\s*/i, '')),
  );
}

/** One page of vessels with type and flag names in the caller's language; readable by every user. */
export async function listVessels({
  db,
  locale,
  query,
}: {
  db: Db;
  locale: Locale;
  query: ParsedVesselListQuery;
}): Promise<{ objects: VesselListItem[]; page: PageInfo }> {
  const where = and(
    searchFilter(query.q),
    containsFilter(vessels.name, query.name_i_cont),
    query.imo_eq ? eq(vessels.imo, query.imo_eq) : undefined,
    containsFilter(vessels.imo, query.imo_cont),
    query.vessel_type_id_eq === undefined ? undefined : eq(vessels.vesselTypeId, query.vessel_type_id_eq),
    query.flag_country_id_eq === undefined ? undefined : eq(vessels.flagCountryId, query.flag_country_id_eq),
  );
  const order = orderBy(
    query.sort,
    {
      name: sql`lower(${vessels.name})`,
      imo: vessels.imo,
      vessel_type: typeName(locale),
      flag: flagName(locale),
      gt: vessels.gt,
      dwt: vessels.dwt,
      delivered_on: vessels.deliveredOn,
    },
    'name',
    vessels.id,
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectVesselItems(db, locale, todayIso())
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(vessels).where(where),
  ]);
  return { objects: rows.map(toVesselListItem), page: pageInfo(query, total?.n ?? 0) };
}
