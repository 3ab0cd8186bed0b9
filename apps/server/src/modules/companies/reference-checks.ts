import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { MessageKey } from '../../i18n/index.ts';

const { countries, currencies } = schema;

const fieldError = (field: string, message: MessageKey) =>
  new AppError(400, 'validation.failed', { errors: [{ field, message }] });

/** A country id that does not exist is a field error, not a foreign-key 500. */
export async function assertCountryExists(
  db: Db,
  countryId: number | null | undefined,
  field = 'country_id',
) {
  if (countryId == null) return;
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!row) throw fieldError(field, 'companies.country.unknown');
}

/** Currencies are stored by ISO code; the code must be one of the ISO 4217 table. */
export async function assertCurrencyExists(db: Db, code: string | null | undefined, field = 'currency') {
  if (code == null) return;
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  if (!row) throw fieldError(field, 'companies.currency.unknown');
}
