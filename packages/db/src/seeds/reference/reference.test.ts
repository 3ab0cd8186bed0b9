import currencyCodes from 'currency-codes';
import { count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../client.ts';
import { costItems, countries, currencies, exchangeRates, ports, referenceSeed } from '../../schema/index.ts';
import { countryNames } from './countries.ts';
import { invertRate } from './exchange-rates.ts';
import { referenceSeedFingerprint } from './fingerprint.ts';
import { seedReference } from './index.ts';
import { seaPorts } from './ports.ts';

const rows = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;

describe('reference seed', () => {
  it('loads every country, currency and port of the packages, and a second run changes nothing', async () => {
    const database = await openDatabase();
    try {
      await database.migrate(); // runs seedReference
      const { db } = database;
      const expected = {
        countries: Object.keys(countryNames.getAlpha2Codes()).length,
        currencies: currencyCodes.codes().length,
        ports: Object.keys(seaPorts).length,
      };
      expect(await rows(db, countries)).toBe(expected.countries);
      expect(await rows(db, currencies)).toBe(expected.currencies);
      expect(await rows(db, ports)).toBe(expected.ports);
      expect((await db.select({ n: count() }).from(ports).where(isNull(ports.countryId)))[0]?.n).toBe(0);
      const [china] = await db.select().from(countries).where(eq(countries.code, 'CN'));
      expect(china).toMatchObject({ code3: 'CHN', nameZh: '中国' });
      const [curacao] = await db.select().from(ports).where(eq(ports.unlocode, 'ANWIL'));
      const [cw] = await db.select().from(countries).where(eq(countries.code, 'CW'));
      expect(curacao?.countryId).toBe(cw?.id);
      const before = { items: await rows(db, costItems), rates: await rows(db, exchangeRates) };
      // A re-run restores package data and fills gaps, and keeps an operator's edit of a port.
      await db.update(countries).set({ nameEn: 'Somewhere' }).where(eq(countries.code, 'DE'));
      await db.update(ports).set({ name: 'Shanghai (edited)' }).where(eq(ports.unlocode, 'CNSHA'));
      await db.delete(ports).where(eq(ports.unlocode, 'NLRTM'));
      await seedReference(db);
      expect(await rows(db, ports)).toBe(expected.ports);
      expect((await db.select().from(countries).where(eq(countries.code, 'DE')))[0]?.nameEn).toBe('Germany');
      expect((await db.select().from(ports).where(eq(ports.unlocode, 'CNSHA')))[0]?.name).toBe(
        'Shanghai (edited)',
      );
      expect({ items: await rows(db, costItems), rates: await rows(db, exchangeRates) }).toEqual(before);
    } finally {
      await database.close();
    }
    // Two full seeds of ~2,000 rows: quick alone (about 2 s), slow when the machine is busy.
  }, 120_000);

  it('is skipped on start while the database holds this seed, and runs again once the seed changes', async () => {
    const database = await openDatabase();
    try {
      await database.migrate();
      const { db } = database;
      const [stored] = await db.select().from(referenceSeed);
      expect(stored?.fingerprint).toBe(referenceSeedFingerprint());
      const germany = async () =>
        (await db.select().from(countries).where(eq(countries.code, 'DE')))[0]?.nameEn;
      await db.update(countries).set({ nameEn: 'Somewhere' }).where(eq(countries.code, 'DE'));
      await database.migrate();
      expect(await germany()).toBe('Somewhere');
      // Another seed (new package data or seed code) has another fingerprint: the start reseeds.
      await db.update(referenceSeed).set({ fingerprint: 'an older seed' });
      await database.migrate();
      expect(await germany()).toBe('Germany');
      expect((await db.select().from(referenceSeed))[0]?.fingerprint).toBe(referenceSeedFingerprint());
    } finally {
      await database.close();
    }
  }, 120_000);

  it('inverts a rate exactly to 8 decimals', () => {
    expect(invertRate('7.10450000')).toBe('0.14075586');
    expect(invertRate('0.86250000')).toBe('1.15942029');
    expect(invertRate('16648.00000000')).toBe('0.00006007');
    expect(invertRate('1')).toBe('1.00000000');
  });
});
