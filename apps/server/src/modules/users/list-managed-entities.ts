import type { Locale, ManagedEntity } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';

const { entities, userManagedEntities, countries, portCalls } = schema;

/** Statuses after which a port call needs nothing more. */
const finished = ['da_completed', 'da_cancelled', 'da_declined'];

/**
 * The legal entities the user manages (the Entity Access tab) with the count of their open port
 * calls, counted in SQL in one grouped query, and the company defaults that apply to all of them.
 */
export async function listManagedEntities({
  db,
  user,
  locale,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
}): Promise<{
  company: { id: number; name: string };
  default_prefunding: string;
  currency: string | null;
  objects: ManagedEntity[];
}> {
  const [company] = await db
    .select({
      id: entities.id,
      name: entities.name,
      prefunding: entities.defaultPrefunding,
      currency: entities.currency,
    })
    .from(entities)
    .where(eq(entities.id, user.entityId))
    .limit(1);
  if (!company) throw new AppError(404, 'resource.notFound');
  const open = db
    .select({ legalEntityId: portCalls.legalEntityId, n: sql<number>`count(*)::int`.as('n') })
    .from(portCalls)
    .where(and(eq(portCalls.principalEntityId, user.entityId), notInArray(portCalls.status, finished)))
    .groupBy(portCalls.legalEntityId)
    .as('open');
  const rows = await db
    .select({
      id: entities.id,
      name: entities.name,
      currency: entities.currency,
      regNo: entities.commercialRegNo,
      city: entities.city,
      country: locale === 'zh-CN' ? countries.nameZh : countries.nameEn,
      open: sql<number>`coalesce(${open.n}, 0)::int`,
    })
    .from(userManagedEntities)
    .innerJoin(entities, eq(entities.id, userManagedEntities.entityId))
    .leftJoin(countries, eq(countries.id, entities.countryId))
    .leftJoin(open, eq(open.legalEntityId, entities.id))
    .where(eq(userManagedEntities.userId, user.id))
    .orderBy(asc(entities.name), asc(entities.id));
  return {
    company: { id: company.id, name: company.name },
    default_prefunding: Number(company.prefunding).toFixed(2),
    currency: company.currency,
    objects: rows.map((row) => ({
      id: row.id,
      name: row.name,
      currency: row.currency,
      commercial_reg_no: row.regNo,
      city: row.city,
      country: row.country,
      open_port_calls: row.open,
    })),
  };
}
