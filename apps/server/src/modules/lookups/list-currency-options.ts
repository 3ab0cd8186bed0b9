import { type CurrencyOptionItem, OPTION_LIMIT, type ParsedLookupOptionQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { asc, ilike, or } from 'drizzle-orm';
import { containsPattern } from '../../lib/list.ts';
import { exactCodeFirst } from './localized.ts';

const { currencies } = schema;

/** ISO 4217 currencies: `name` is the code; `name_i_cont` matches the code or the English name. */
export async function listCurrencyOptions({
  db,
  query,
}: {
  db: Db;
  query: ParsedLookupOptionQuery;
}): Promise<CurrencyOptionItem[]> {
  const text = query.name_i_cont;
  const pattern = text ? containsPattern(text) : undefined;
  return db
    .select({
      id: currencies.id,
      name: currencies.code,
      code: currencies.code,
      description: currencies.name,
      digits: currencies.digits,
    })
    .from(currencies)
    .where(pattern ? or(ilike(currencies.code, pattern), ilike(currencies.name, pattern)) : undefined)
    .orderBy(...exactCodeFirst(currencies.code, text), asc(currencies.code))
    .limit(OPTION_LIMIT);
}
