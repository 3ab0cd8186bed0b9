import type { Locale, PortListItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';

const { countries, ports, terminals } = schema;

export const countryName = (locale: Locale) => (locale === 'zh-CN' ? countries.nameZh : countries.nameEn);

/** Counted per row in the same query; the (port_id) index makes it cheap. */
export const terminalsCount =
  sql<number>`(select count(*) from ${terminals} where ${terminals.portId} = ${ports.id})`.mapWith(Number);

/** Ports with their country (in the caller's language) and terminal count; callers add the rest. */
export function selectPorts(db: Db, locale: Locale) {
  return db
    .select({
      id: ports.id,
      unlocode: ports.unlocode,
      name: ports.name,
      city: ports.city,
      province: ports.province,
      latitude: ports.latitude,
      longitude: ports.longitude,
      timezone: ports.timezone,
      aliases: ports.aliases,
      updatedAt: ports.updatedAt,
      countryId: countries.id,
      countryCode: countries.code,
      countryName: countryName(locale),
      terminalsCount,
    })
    .from(ports)
    .leftJoin(countries, eq(countries.id, ports.countryId))
    .$dynamic();
}

type PortRow = Awaited<ReturnType<ReturnType<typeof selectPorts>['execute']>>[number];

export function toPortListItem(row: PortRow): PortListItem {
  return {
    id: row.id,
    unlocode: row.unlocode,
    name: row.name,
    city: row.city,
    province: row.province,
    country:
      row.countryId === null
        ? null
        : { id: row.countryId, code: row.countryCode ?? '', name: row.countryName ?? '' },
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    aliases: row.aliases,
    terminals_count: row.terminalsCount,
    updated_at: row.updatedAt.toISOString(),
  };
}
