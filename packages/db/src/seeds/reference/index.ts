import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { referenceSeed } from '../../schema/index.ts';
import { seedFaqs } from '../faqs.ts';
import { seedCodeTables } from './code-tables.ts';
import { seedCostCatalogue } from './cost-catalogue.ts';
import { seedCountries } from './countries.ts';
import { seedCurrencies } from './currencies.ts';
import { seedExchangeRates } from './exchange-rates.ts';
import { referenceSeedFingerprint } from './fingerprint.ts';
import { seedPorts } from './ports.ts';

/**
 * Reference data every installation needs, demo or not: countries, currencies, ports, code tables,
 * the cost catalogue and starting exchange rates. Idempotent (upserts on the natural code), so it
 * can run again at any time; one transaction, so a crash leaves no half-seed. It records the
 * fingerprint of what it wrote (reference_seed), which seedReferenceIfChanged compares.
 */
export async function seedReference(db: Db, fingerprint = referenceSeedFingerprint()): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedCountries(t);
    await seedCurrencies(t);
    await seedPorts(t);
    await seedCodeTables(t);
    await seedCostCatalogue(t);
    await seedExchangeRates(t);
    await seedFaqs(t);
    await t
      .insert(referenceSeed)
      .values({ id: 1, fingerprint })
      .onConflictDoUpdate({ target: referenceSeed.id, set: { fingerprint, seededAt: new Date() } });
  });
}

/**
 * The seed on start (Database.migrate): skipped when the database holds the fingerprint of this
 * very seed (decision 020: the checks of about 2,000 rows were a quarter of a PGlite start).
 * Returns whether it ran.
 */
export async function seedReferenceIfChanged(db: Db): Promise<boolean> {
  const fingerprint = referenceSeedFingerprint();
  const [stored] = await db
    .select({ fingerprint: referenceSeed.fingerprint })
    .from(referenceSeed)
    .where(eq(referenceSeed.id, 1));
  if (stored?.fingerprint === fingerprint) return false;
  await seedReference(db, fingerprint);
  return true;
}
