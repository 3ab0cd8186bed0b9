import {
  type CodeOptionItem,
  type Locale,
  OPTION_LIMIT,
  type ParsedLookupOptionQuery,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { asc } from 'drizzle-orm';
import { bilingualContains, exactCodeFirst, nameIn } from './localized.ts';

/** The bilingual code tables served by a plain `/option` endpoint. */
export const codeTables = {
  units: schema.units,
  commodities: schema.commodities,
  terminal_types: schema.terminalTypes,
  canal_transit_types: schema.canalTransitTypes,
  crewing_options: schema.crewingOptions,
  vessel_types: schema.vesselTypes,
  activity_types: schema.activityTypes,
} as const;
export type CodeTable = keyof typeof codeTables;

/** Options of one code table, in the caller's language, by sort order then name. */
export async function listCodeOptions({
  db,
  table,
  locale,
  query,
}: {
  db: Db;
  table: CodeTable;
  locale: Locale;
  query: ParsedLookupOptionQuery;
}): Promise<CodeOptionItem[]> {
  const t = codeTables[table];
  const name = nameIn(locale, t);
  return db
    .select({ id: t.id, name, code: t.code })
    .from(t)
    .where(bilingualContains(t, query.name_i_cont))
    .orderBy(...exactCodeFirst(t.code, query.name_i_cont), asc(t.sortOrder), asc(name), asc(t.id))
    .limit(OPTION_LIMIT) as Promise<CodeOptionItem[]>;
}
