import type { Db } from '../../client.ts';
import { seedFaqs } from '../faqs.ts';
import { seedCodeTables } from './code-tables.ts';
import { seedCostCatalogue } from './cost-catalogue.ts';
import { seedCountries } from './countries.ts';
import { seedCurrencies } from './currencies.ts';
import { seedExchangeRates } from './exchange-rates.ts';
import { seedPorts } from './ports.ts';

/**
 * Reference data every installation needs, demo or not: countries, currencies, ports, code tables,
 * the cost catalogue and starting exchange rates. Idempotent (upserts on the natural code), so it
 * runs after the migrations on every start; one transaction, so a crash leaves no half-seed.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedCountries(t);
    await seedCurrencies(t);
    await seedPorts(t);
    await seedCodeTables(t);
    await seedCostCatalogue(t);
    await seedExchangeRates(t);
    await seedFaqs(t);
  });
}
