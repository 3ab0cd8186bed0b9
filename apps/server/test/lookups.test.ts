import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { schema } from '@portledger/db';
import currencyCodes from 'currency-codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

const require = createRequire(import.meta.url);
/** The packages the reference data is seeded from: the database must hold exactly their rows. */
const seaPorts = JSON.parse(readFileSync(require.resolve('sea-ports/lib/ports.json'), 'utf8')) as object;
const isoCountries = JSON.parse(
  readFileSync(require.resolve('i18n-iso-countries/codes.json'), 'utf8'),
) as unknown[];

interface Option {
  /** A database id; the status options use the status itself. */
  id: number | string;
  name: string;
  code: string;
  [key: string]: unknown;
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'agent', 'operator']) tokens[name] = (await login(t.app, name)).token!;
});
afterAll(() => t.close());

function get(url: string, who = 'principal', language = 'en-US') {
  return t.app.inject({ url: `/uapi${url}`, headers: { ...auth(tokens[who]), 'accept-language': language } });
}
async function options(url: string, language = 'en-US'): Promise<Option[]> {
  const response = await get(url, 'agent', language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.objects;
}
const rows = async (table: Parameters<ReturnType<typeof t.database.db.select>['from']>[0]) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;
const currencyId = async (code: string) =>
  (await options(`/currencies/option?name_i_cont=${code}`))[0]!.id as number;

describe('reference data', () => {
  it('holds every country, currency and port the packages ship', async () => {
    expect(await rows(schema.countries)).toBe(isoCountries.length);
    expect(await rows(schema.currencies)).toBe(currencyCodes.codes().length);
    expect(await rows(schema.ports)).toBe(Object.keys(seaPorts).length);
  });

  it('answers every lookup to a signed-in user only', async () => {
    for (const path of [
      '/countries/option',
      '/currencies/option',
      '/units/option',
      '/commodities/option',
      '/terminal_types/option',
      '/cost_item_categories/option',
      '/cost_items/option',
      '/activity_types',
      '/activities/canal_transit_type',
      '/activities/crewing_option',
      '/vessels/vessel_type_option',
      '/port_calls/status_option',
    ]) {
      const objects = await options(path);
      expect(objects.length, path).toBeGreaterThan(0);
      expect(objects.length, path).toBeLessThanOrEqual(50);
      expect((await t.app.inject({ url: `/uapi${path}` })).statusCode, path).toBe(401);
    }
  });
});

describe('option lookups', () => {
  it('search names in both languages and codes, and answer in the caller’s language', async () => {
    expect((await options('/countries/option?name_i_cont=china'))[0]).toMatchObject({
      code: 'CN',
      code3: 'CHN',
    });
    const [cn] = await options('/countries/option?name_i_cont=CN', 'zh-CN');
    expect(cn).toMatchObject({ code: 'CN', name: '中国' });
    expect((await options('/countries/option?name_i_cont=德国'))[0]).toMatchObject({
      code: 'DE',
      name: 'Germany',
    });
    const [usd] = await options('/currencies/option?name_i_cont=usd');
    expect(usd).toMatchObject({ name: 'USD', code: 'USD', digits: 2, description: 'US Dollar' });
    expect((await options('/currencies/option?name_i_cont=yen'))[0]).toMatchObject({
      code: 'JPY',
      digits: 0,
    });
    expect(await options('/units/option?name_i_cont=no-such-unit')).toEqual([]);
  });

  it('limit countries to 50, ordered by name', async () => {
    const all = await options('/countries/option');
    expect(all).toHaveLength(50);
    const names = all.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('list activity types of SPEC.md in order, in Chinese under zh-CN', async () => {
    const english = await options('/activity_types');
    expect(english.map((row) => row.code)).toEqual([
      'loading',
      'discharging',
      'canal_transit',
      'bunkering',
      'non_commercial',
      'drydock_repair',
      'turnaround',
      'crewing',
      'purchasing',
      'technical',
      'cruise_transit',
      'others',
    ]);
    const chinese = await options('/activity_types', 'zh-CN');
    expect(chinese[0]).toMatchObject({ code: 'loading', name: '装货', name_en: 'Loading' });
    const one = await get(`/activity_types/${english[1]!.id}`, 'agent', 'zh-CN');
    expect(one.json().data.object).toMatchObject({ code: 'discharging', name: '卸货' });
    expect((await get('/activity_types/999999')).statusCode).toBe(404);
    expect((await get('/activity_types/abc')).statusCode).toBe(400);
  });

  it('filter cost items by category, with tonnage-based flags', async () => {
    const categories = await options('/cost_item_categories/option');
    expect(categories[0]).toMatchObject({ code: 'AGENCY_REMUNERATION', grouping: 'agency_remuneration' });
    const tonnage = categories.find((row) => row.code === 'TONNAGE_DUES')!;
    expect((await options('/cost_item_categories/option?name_i_cont=吨税'))[0]?.id).toBe(tonnage.id);
    const items = await options(`/cost_items/option?cost_item_category_id_eq=${tonnage.id}`, 'zh-CN');
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item).toMatchObject({ cost_item_category_id: tonnage.id, is_tonnage_based: true });
      expect(item.name).toContain('船舶吨税');
    }
    const [pilotage] = await options('/cost_items/option?name_i_cont=PILOTAGE_IN');
    expect(pilotage).toMatchObject({ code: 'PILOTAGE_IN', name: 'Pilotage inward' });
  });

  it('refuse an unknown or malformed filter with a 400', async () => {
    for (const url of [
      '/units/option?kind_eq=x',
      '/cost_items/option?cost_item_category_id_eq=abc',
      '/countries/option?port_id_eq=1',
      `/port_calls/status_option?name_i_cont=${'x'.repeat(201)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data.errors.length, url).toBeGreaterThan(0);
    }
  });

  it('list port-call statuses in SPEC.md order with labels in the caller’s language', async () => {
    const english = await options('/port_calls/status_option');
    expect(english[0]).toEqual({ id: 'port_call_draft', name: 'Draft', order: 1 });
    expect(english.at(-1)).toMatchObject({ id: 'da_completed', order: 14 });
    const orders = english.map((row) => row.order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const chinese = await options('/port_calls/status_option', 'zh-CN');
    expect(chinese.map((row) => row.id)).toEqual(english.map((row) => row.id));
    expect(chinese.find((row) => row.id === 'da_completed')?.name).toBe('已完成');
  });
});

describe('exchange rates', () => {
  it('answer the latest rate in force, or null when none is recorded', async () => {
    const [usd, cny, xof] = [await currencyId('USD'), await currencyId('CNY'), await currencyId('XOF')];
    const latest = await get(`/exchange_rates?from_currency_id_eq=${usd}&to_currency_id_eq=${cny}`);
    expect(latest.statusCode).toBe(200);
    const seeded = latest.json().data.object;
    expect(seeded).toMatchObject({ from_currency: { code: 'USD' }, to_currency: { code: 'CNY' } });
    expect(seeded.rate).toMatch(/^\d+\.\d{8}$/);
    const none = await get(`/exchange_rates?from_currency_id_eq=${usd}&to_currency_id_eq=${xof}`);
    expect(none.json().data).toEqual({ object: null });
    expect((await get(`/exchange_rates?from_currency_id_eq=${usd}`)).statusCode).toBe(400);
    expect(
      (await get(`/exchange_rates?from_currency_id_eq=${usd}&to_currency_id_eq=${usd}`)).statusCode,
    ).toBe(400);
  });

  it('are recorded by operators: a day’s rate is replaced, a future rate does not apply yet', async () => {
    const [usd, nok] = [await currencyId('USD'), await currencyId('NOK')];
    const url = `/exchange_rates?from_currency_id_eq=${nok}&to_currency_id_eq=${usd}`;
    const today = new Date().toISOString().slice(0, 10);
    const post = (rate: string, effective_on: string) =>
      t.app.inject({
        method: 'POST',
        url: '/uapi/exchange_rates',
        headers: auth(tokens.operator),
        payload: { from_currency_id: nok, to_currency_id: usd, rate, effective_on },
      });
    expect((await post('0.09800000', today)).statusCode).toBe(200);
    const replaced = await post('0.0987654321'.slice(0, 10), today);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.object).toMatchObject({ rate: '0.09876543', effective_on: today });
    expect((await post('0.5', '2999-01-01')).statusCode).toBe(200);
    expect((await get(url)).json().data.object).toMatchObject({ rate: '0.09876543', effective_on: today });
    const stored = await t.database.db
      .select()
      .from(schema.exchangeRates)
      .where(eq(schema.exchangeRates.effectiveOn, today));
    expect(stored.filter((row) => row.fromCurrencyId === nok)).toHaveLength(1);
  });

  it('refuse a principal, a bad rate and an unknown currency, writing nothing', async () => {
    const [usd, eur] = [await currencyId('USD'), await currencyId('EUR')];
    const before = await rows(schema.exchangeRates);
    const post = (payload: object, who = 'operator') =>
      t.app.inject({
        method: 'POST',
        url: '/uapi/exchange_rates',
        headers: auth(tokens[who]),
        payload: {
          from_currency_id: usd,
          to_currency_id: eur,
          effective_on: '2026-01-05',
          rate: '0.9',
          ...payload,
        },
      });
    expect((await post({}, 'principal')).statusCode).toBe(403);
    expect((await post({}, 'agent')).statusCode).toBe(403);
    for (const rate of ['0', '-1', '1.123456789', 'abc', '12345678901']) {
      const response = await post({ rate });
      expect(response.statusCode, rate).toBe(400);
      expect(response.json().data.errors[0].field, rate).toBe('rate');
    }
    const same = await post({ to_currency_id: usd });
    expect(same.json().data.errors).toEqual([
      { field: 'to_currency_id', message: 'The two currencies must be different' },
    ]);
    const unknown = await post({ to_currency_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.errors[0].field).toBe('to_currency_id');
    expect(await rows(schema.exchangeRates)).toBe(before);
  });
});
