import type { ExchangeRate, ParsedExchangeRateCreateRequest } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { selectExchangeRates, toExchangeRate } from './exchange-rate-rows.ts';

const { currencies, exchangeRates } = schema;

/** Records the rate of a day for a currency pair (operators); a second call for the day replaces it. */
export async function recordExchangeRate({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: number;
  input: ParsedExchangeRateCreateRequest;
}): Promise<ExchangeRate> {
  const known = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(inArray(currencies.id, [input.from_currency_id, input.to_currency_id]));
  const missing = (['from_currency_id', 'to_currency_id'] as const).filter(
    (field) => !known.some((row) => row.id === input[field]),
  );
  if (missing.length > 0) {
    throw new AppError(422, 'lookups.currencyUnknown', {
      errors: missing.map((field) => ({ field, message: 'lookups.currencyUnknown' })),
    });
  }
  const [saved] = await db
    .insert(exchangeRates)
    .values({
      fromCurrencyId: input.from_currency_id,
      toCurrencyId: input.to_currency_id,
      rate: input.rate,
      effectiveOn: input.effective_on,
      createdById: userId,
    })
    .onConflictDoUpdate({
      target: [exchangeRates.fromCurrencyId, exchangeRates.toCurrencyId, exchangeRates.effectiveOn],
      set: { rate: input.rate, createdById: userId, createdAt: sql`now()` },
    })
    .returning({ id: exchangeRates.id });
  const [row] = await selectExchangeRates(db).where(eq(exchangeRates.id, saved!.id));
  return toExchangeRate(row!);
}
