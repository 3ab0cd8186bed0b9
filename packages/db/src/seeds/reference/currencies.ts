import currencyCodes from 'currency-codes';
import type { Db } from '../../client.ts';
import { currencies } from '../../schema/index.ts';
import { changedRows, excluded } from './batch.ts';

/** Every active ISO 4217 currency as currency-codes publishes it. */
export function currencyRows() {
  return currencyCodes.data.map((record) => ({
    code: record.code,
    number: record.number || null,
    name: record.currency,
    // Gold, SDR and the like have no minor unit in the list; treat them as 0 decimals.
    digits: Number.isInteger(record.digits) ? record.digits : 0,
  }));
}

export async function seedCurrencies(db: Db): Promise<void> {
  const existing = await db
    .select({
      code: currencies.code,
      number: currencies.number,
      name: currencies.name,
      digits: currencies.digits,
    })
    .from(currencies);
  const rows = changedRows(currencyRows(), existing, 'code', ['number', 'name', 'digits']);
  if (rows.length === 0) return;
  await db
    .insert(currencies)
    .values(rows)
    .onConflictDoUpdate({
      target: currencies.code,
      set: { number: excluded('number'), name: excluded('name'), digits: excluded('digits') },
    });
}
