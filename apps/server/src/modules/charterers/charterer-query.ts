import type { ChartererDetail, ChartererItem, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { EntityScope } from '../../plugins/access.ts';

const { charterers, entities, countries } = schema;

/** The country name column in the caller's language (list and sort). */
export const countryName = (locale: Locale) => (locale === 'zh-CN' ? countries.nameZh : countries.nameEn);

/** Charterers joined with their entity and country, in one query (no N+1). */
export function selectCharterers(db: Db, locale: Locale) {
  return db
    .select({
      charterer: charterers,
      entityName: entities.name,
      country: { id: countries.id, code: countries.code, name: countryName(locale) },
    })
    .from(charterers)
    .innerJoin(entities, eq(entities.id, charterers.entityId))
    .leftJoin(countries, eq(countries.id, charterers.countryId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCharterers>['execute']>>[number];

export function toChartererItem({ charterer: c, entityName, country }: Row): ChartererItem {
  return {
    id: c.id,
    name: c.name,
    entity: { id: c.entityId, name: entityName },
    country: country?.id ? { id: country.id, code: country.code, name: country.name } : null,
    contact_name: c.contactName,
    email: c.email,
    phone: c.phone,
    updated_at: c.updatedAt.toISOString(),
  };
}

export function toChartererDetail(row: Row): ChartererDetail {
  const c = row.charterer;
  return {
    ...toChartererItem(row),
    address: c.address,
    remarks: c.remarks,
    lock_version: c.lockVersion,
    created_at: c.createdAt.toISOString(),
  };
}

/** The charterers a user may see: those of the entities in their scope (operators: all). */
export function inScope(scope: EntityScope): SQL | undefined {
  return scope.all ? undefined : inArray(charterers.entityId, scope.entityIds);
}
