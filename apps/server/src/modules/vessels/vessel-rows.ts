import type { Locale, VesselListItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dueLimit } from './certificate-expiry.ts';

const { countries, vessels, vesselTypes, vesselCertificates } = schema;

/** Flag country and vessel type are joined once per query; their names follow the caller. */
export const flags = alias(countries, 'flag_countries');
export const flagName = (locale: Locale) => (locale === 'zh-CN' ? flags.nameZh : flags.nameEn);
export const typeName = (locale: Locale) => (locale === 'zh-CN' ? vesselTypes.nameZh : vesselTypes.nameEn);

/** Expired or expiring certificates of the row's vessel, counted in the same query (indexed). */
const certificatesDueCount = (today: string) =>
  sql<number>`(select count(*) from ${vesselCertificates} where ${and(
    eq(vesselCertificates.vesselId, vessels.id),
    isNotNull(vesselCertificates.expiresOn),
    lte(vesselCertificates.expiresOn, dueLimit(today)),
  )})`.mapWith(Number);

/** The list's columns: particulars that identify a vessel, with type and flag in one join. */
export function selectVesselItems(db: Db, locale: Locale, today: string) {
  return db
    .select({
      id: vessels.id,
      name: vessels.name,
      imo: vessels.imo,
      callSign: vessels.callSign,
      gt: vessels.gt,
      dwt: vessels.dwt,
      deliveredOn: vessels.deliveredOn,
      typeId: vesselTypes.id,
      typeCode: vesselTypes.code,
      typeName: typeName(locale),
      flagId: flags.id,
      flagCode: flags.code,
      flagName: flagName(locale),
      certificatesDueCount: certificatesDueCount(today),
    })
    .from(vessels)
    .leftJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .leftJoin(flags, eq(flags.id, vessels.flagCountryId))
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectVesselItems>['execute']>>[number];

export const codeRef = (id: number | null, code: string | null, name: string | null) =>
  id === null ? null : { id, code: code ?? '', name: name ?? '' };

export function toVesselListItem(row: ItemRow): VesselListItem {
  return {
    id: row.id,
    name: row.name,
    imo: row.imo,
    call_sign: row.callSign,
    vessel_type: codeRef(row.typeId, row.typeCode, row.typeName),
    flag: codeRef(row.flagId, row.flagCode, row.flagName),
    gt: row.gt,
    dwt: row.dwt,
    delivered_on: row.deliveredOn,
    certificates_due_count: row.certificatesDueCount,
  };
}
