import type { ActivityType, Locale, ParsedLookupOptionQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { bilingualContains, nameIn } from './localized.ts';

const { activityTypes } = schema;

const columns = (locale: Locale) => ({
  id: activityTypes.id,
  code: activityTypes.code,
  name: nameIn(locale, activityTypes),
  name_en: activityTypes.nameEn,
  name_zh: activityTypes.nameZh,
});

/** Every activity type (or those matching `name_i_cont`) (SPEC.md section 3 'Purposes/activities'), in their sort order. */
export async function listActivityTypes({
  db,
  locale,
  query,
}: {
  db: Db;
  locale: Locale;
  query: ParsedLookupOptionQuery;
}): Promise<ActivityType[]> {
  return db
    .select(columns(locale))
    .from(activityTypes)
    .where(bilingualContains(activityTypes, query.name_i_cont))
    .orderBy(asc(activityTypes.sortOrder), asc(activityTypes.id)) as Promise<ActivityType[]>;
}

export async function getActivityType({
  db,
  locale,
  activityTypeId,
}: {
  db: Db;
  locale: Locale;
  activityTypeId: number;
}): Promise<ActivityType> {
  const [row] = await db
    .select(columns(locale))
    .from(activityTypes)
    .where(eq(activityTypes.id, activityTypeId));
  if (!row) throw new AppError(404, 'resource.notFound');
  return row as ActivityType;
}
