import { schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'agent', 'operator']) tokens[name] = (await login(t.app, name)).token!;
});
afterAll(() => t.close());

const get = (as: string, headers = {}) =>
  t.app.inject({ url: '/uapi/screening_settings', headers: { ...auth(tokens[as]), ...headers } });
const put = (as: string, payload: object, headers = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/uapi/screening_settings',
    payload,
    headers: { ...auth(tokens[as]), ...headers },
  });
const stored = async () =>
  (await t.database.db.select().from(schema.screeningSettings).where(eq(schema.screeningSettings.id, 1)))[0]!;

const defaults = {
  tariff_deviation_percent: '30.00',
  min_samples: 5,
  fda_over_pda_percent: '10.00',
  variance_reason_percent: '10.00',
  exchange_rate_deviation_percent: '2.00',
  receipt_required_above_usd: '500.00',
};
const changes = {
  tariff_deviation_percent: '25.5',
  min_samples: 8,
  fda_over_pda_percent: 12,
  variance_reason_percent: '7.25',
  exchange_rate_deviation_percent: '1.5',
  receipt_required_above_usd: '750',
};
const saved = {
  tariff_deviation_percent: '25.50',
  min_samples: 8,
  fda_over_pda_percent: '12.00',
  variance_reason_percent: '7.25',
  exchange_rate_deviation_percent: '1.50',
  receipt_required_above_usd: '750.00',
};

describe('screening settings', () => {
  it('answers the thresholds to the desk and to principals, and refuses agents', async () => {
    for (const who of ['operator', 'principal']) {
      const response = await get(who);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.object).toEqual({
        ...defaults,
        lock_version: 0,
        updated_at: expect.any(String),
        updated_by: null,
      });
    }
    const agent = await get('agent');
    expect(agent.statusCode).toBe(403);
    expect(agent.json().code).toBe(403);
  });

  it('lets only the desk change them: principals and agents get 403 and nothing is written', async () => {
    const before = await stored();
    for (const who of ['principal', 'agent']) {
      const response = await put(who, { lock_version: 0, ...changes });
      expect(response.statusCode, `${who}: ${response.body}`).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = await stored();
    const response = await put('operator', {
      lock_version: 0,
      ...changes,
      tariff_deviation_percent: '-3',
      min_samples: 0,
      fda_over_pda_percent: '1001',
      exchange_rate_deviation_percent: '1.234',
      receipt_required_above_usd: 'lots',
    });
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json().data.errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual([
      'exchange_rate_deviation_percent',
      'fda_over_pda_percent',
      'min_samples',
      'receipt_required_above_usd',
      'tariff_deviation_percent',
    ]);
    const tariff = errors.find((e) => e.field === 'tariff_deviation_percent')!;
    expect(tariff.message).toContain('Above the 75th percentile by more than (%)');
    expect(tariff.message).toContain('percentage from 0 to 1000');
    expect(errors.every((e) => e.message.length > 0)).toBe(true);

    const zh = await put(
      'operator',
      { lock_version: 0, ...changes, min_samples: 0 },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.errors[0].field).toBe('min_samples');
    expect(zh.json().data.errors[0].message).toMatch(/[\u4e00-\u9fff]/);

    const unknown = await put('operator', { lock_version: 0, ...changes, surprise: 1 });
    expect(unknown.statusCode).toBe(400);
    const missing = await put('operator', { lock_version: 0, min_samples: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors.map((e: { field: string }) => e.field)).toContain(
      'tariff_deviation_percent',
    );
    expect(await stored()).toEqual(before);
  });

  it("saves the desk's changes with who and when, and persists them for the next reader", async () => {
    const started = Date.now();
    const response = await put('operator', { lock_version: 0, ...changes });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().msg).toBe('Screening thresholds saved.');
    const object = response.json().data.object;
    expect(object).toEqual({
      ...saved,
      lock_version: 1,
      updated_at: expect.any(String),
      updated_by: 'Sara Lindqvist',
    });
    expect(Date.parse(object.updated_at)).toBeGreaterThanOrEqual(started - 1000);

    const read = (await get('principal')).json().data.object;
    expect(read).toEqual(object);
    const row = await stored();
    expect(row).toMatchObject({
      lockVersion: 1,
      tariffDeviationPercent: '25.50',
      minSamples: 8,
      fdaOverPdaPercent: '12.00',
      varianceReasonPercent: '7.25',
      exchangeRateDeviationPercent: '1.50',
      receiptRequiredAboveUsd: '750.00',
    });
  });

  it('answers 409 to a stale lock_version and writes nothing', async () => {
    const before = await stored();
    const response = await put('operator', { lock_version: 0, ...defaults });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe(409);
    expect(await stored()).toEqual(before);
    expect((await get('operator')).json().data.object).toMatchObject({ ...saved, lock_version: 1 });

    // The current version saves: back to the defaults.
    const restore = await put('operator', { lock_version: 1, ...defaults });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().data.object).toMatchObject({ ...defaults, lock_version: 2 });
  });

  it('refuses anonymous calls', async () => {
    expect((await t.app.inject({ url: '/uapi/screening_settings' })).statusCode).toBe(401);
  });
});
