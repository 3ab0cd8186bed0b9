import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import type { Db } from '../../client.ts';
import { countries } from '../../schema/index.ts';
import { changedRows, excluded } from './batch.ts';

const require = createRequire(import.meta.url);
countryNames.registerLocale(require('i18n-iso-countries/langs/en.json'));
countryNames.registerLocale(require('i18n-iso-countries/langs/zh.json'));

/** The i18n-iso-countries module with English and Chinese registered (ports map names with it). */
export { countryNames };

/** Every ISO 3166-1 country, with its English and Chinese name. */
export function countryRows() {
  const english = countryNames.getNames('en', { select: 'official' });
  const chinese = countryNames.getNames('zh', { select: 'official' });
  return Object.keys(countryNames.getAlpha2Codes()).map((code) => ({
    code,
    code3: countryNames.alpha2ToAlpha3(code) ?? code,
    nameEn: english[code] ?? code,
    nameZh: chinese[code] ?? english[code] ?? code,
  }));
}

export async function seedCountries(db: Db): Promise<void> {
  const existing = await db
    .select({
      code: countries.code,
      code3: countries.code3,
      nameEn: countries.nameEn,
      nameZh: countries.nameZh,
    })
    .from(countries);
  const rows = changedRows(countryRows(), existing, 'code', ['code3', 'nameEn', 'nameZh']);
  if (rows.length === 0) return;
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      set: { code3: excluded('code3'), nameEn: excluded('name_en'), nameZh: excluded('name_zh') },
    });
}
