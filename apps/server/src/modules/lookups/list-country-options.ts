import {
  type CountryOptionItem,
  type Locale,
  OPTION_LIMIT,
  type ParsedLookupOptionQuery,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { asc, ilike, or } from 'drizzle-orm';
import { containsPattern } from '../../lib/list.ts';
import { bilingualContains, exactCodeFirst, nameIn } from './localized.ts';

const { countries } = schema;

/** Countries by name in the caller's language; `name_i_cont` also matches 'CN' / 'CHN'. */
export async function listCountryOptions({
  db,
  locale,
  query,
}: {
  db: Db;
  locale: Locale;
  query: ParsedLookupOptionQuery;
}): Promise<CountryOptionItem[]> {
  const text = query.name_i_cont;
  const name = nameIn(locale, countries);
  return db
    .select({ id: countries.id, name, code: countries.code, code3: countries.code3 })
    .from(countries)
    .where(
      text
        ? or(bilingualContains(countries, text), ilike(countries.code3, containsPattern(text)))
        : undefined,
    )
    .orderBy(...exactCodeFirst(countries.code, text), ...exactCodeFirst(countries.code3, text), asc(name))
    .limit(OPTION_LIMIT) as Promise<CountryOptionItem[]>;
}
