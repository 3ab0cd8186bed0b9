import type { ExchangeRate, ParsedExchangeRateQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { selectExchangeRates, toExchangeRate } from './exchange-rate-rows.ts';

const { exchangeRates } = schema;

/**
 * The rate in force today for a currency pair: the latest one whose day has come (a rate an
 * operator recorded for a future day does not apply yet). Null when none is recorded, so the
 * client can say 'Exchange rate information not returned' instead of failing the request.
 */
export async function findExchangeRate({
  db,
  query,
}: {
  db: Db;
  query: ParsedExchangeRateQuery;
}): Promise<ExchangeRate | null> {
  const [row] = await selectExchangeRates(db)
    .where(
      and(
        eq(exchangeRates.fromCurrencyId, query.from_currency_id_eq),
        eq(exchangeRates.toCurrencyId, query.to_currency_id_eq),
        lte(exchangeRates.effectiveOn, sql`current_date`),
      ),
    )
    .orderBy(desc(exchangeRates.effectiveOn))
    .limit(1);
  return row ? toExchangeRate(row) : null;
}
