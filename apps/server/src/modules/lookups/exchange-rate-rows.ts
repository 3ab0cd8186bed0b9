import type { ExchangeRate } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { currencies, exchangeRates } = schema;
const fromCurrency = alias(currencies, 'from_currency');
const toCurrency = alias(currencies, 'to_currency');

/** Exchange rates with both currencies' codes, in one query. */
export function selectExchangeRates(db: Db) {
  return db
    .select({
      id: exchangeRates.id,
      rate: exchangeRates.rate,
      effectiveOn: exchangeRates.effectiveOn,
      createdAt: exchangeRates.createdAt,
      fromId: fromCurrency.id,
      fromCode: fromCurrency.code,
      toId: toCurrency.id,
      toCode: toCurrency.code,
    })
    .from(exchangeRates)
    .innerJoin(fromCurrency, eq(fromCurrency.id, exchangeRates.fromCurrencyId))
    .innerJoin(toCurrency, eq(toCurrency.id, exchangeRates.toCurrencyId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectExchangeRates>['execute']>>[number];

export function toExchangeRate(row: Row): ExchangeRate {
  return {
    id: row.id,
    from_currency: { id: row.fromId, code: row.fromCode },
    to_currency: { id: row.toId, code: row.toCode },
    // NUMERIC(18,8) comes back with all 8 places; that is the agreed wire format for rates.
    rate: row.rate,
    effective_on: row.effectiveOn,
    created_at: row.createdAt.toISOString(),
  };
}
