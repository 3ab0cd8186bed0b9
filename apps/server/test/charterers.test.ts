import { schema } from '@portledger/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '../src/modules/auth/sessions.ts';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let hongKong: number;
let singapore: number;
let northern: number;
let countryCn: number;
let chinaNames: { en: string; zh: string };

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'principal2', 'agent', 'operator'])
    tokens[name] = (await login(t.app, name)).token!;
  const principal = (await findSessionUser(t.database.db, tokens.principal!))!;
  const principal2 = (await findSessionUser(t.database.db, tokens.principal2!))!;
  const { entities, countries } = schema;
  const managed = await t.database.db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(eq(entities.parentId, principal.entityId));
  singapore = managed.find((e) => e.name.includes('Pte.'))!.id;
  hongKong = managed.find((e) => e.name.includes('Hong Kong'))!.id;
  northern = principal2.managedEntityIds[0]!;
  const [china] = await t.database.db.select().from(countries).where(eq(countries.code, 'CN'));
  countryCn = china!.id;
  chinaNames = { en: china!.nameEn, zh: china!.nameZh };
});
afterAll(() => t.close());

const get = (url: string, as = 'principal') => t.app.inject({ url, headers: auth(tokens[as]) });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, as = 'principal') =>
  t.app.inject({ method, url, payload: payload as object, headers: auth(tokens[as]) });
const total = async () => (await t.database.db.select({ n: count() }).from(schema.charterers))[0]!.n;

const body = (overrides: Record<string, unknown> = {}) => ({
  entity_id: hongKong,
  name: 'Yangtze Ore Trading Co., Ltd.',
  country_id: countryCn,
  address: '88 Century Avenue, Shanghai',
  contact_name: 'Zhang Wei',
  email: 'ops@yangtze-ore.example',
  phone: '+86 21 5555 0101',
  remarks: 'Iron ore, Qingdao discharge.',
  ...overrides,
});

describe('charterers', () => {
  let id: number;

  it('creates a charterer for one of the principal’s legal entities', async () => {
    const response = await send('POST', '/uapi/charterers', body());
    expect(response.statusCode).toBe(200);
    const { object } = response.json().data;
    expect(response.json().msg).toBe('The charterer has been created.');
    expect(object).toMatchObject({
      name: 'Yangtze Ore Trading Co., Ltd.',
      entity: { id: hongKong, name: 'Oceanic Bulk Carriers (Hong Kong) Ltd.' },
      country: { id: countryCn, code: 'CN', name: chinaNames.en },
      email: 'ops@yangtze-ore.example',
      lock_version: 0,
    });
    id = object.id;
    const zh = await t.app.inject({
      url: `/uapi/charterers/${id}`,
      headers: { ...auth(tokens.principal), 'accept-language': 'zh-CN' },
    });
    expect(zh.json().data.object.country.name).toBe(chinaNames.zh);
  });

  it('edits it with the current lock_version and refuses a stale one with 409', async () => {
    const edited = await send('PUT', `/uapi/charterers/${id}`, body({ phone: '', lock_version: 0 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.object).toMatchObject({ phone: null, lock_version: 1 });
    const stale = await send('PUT', `/uapi/charterers/${id}`, body({ name: 'Renamed', lock_version: 0 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone else changed this record. Reload it and try again.');
    expect((await get(`/uapi/charterers/${id}`)).json().data.object.name).toBe(
      'Yangtze Ore Trading Co., Ltd.',
    );
  });

  it('rejects a duplicate name in the same entity, allows it in another', async () => {
    const before = await total();
    const duplicate = await send(
      'POST',
      '/uapi/charterers',
      body({ name: ' yangtze ORE trading co., ltd. ' }),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().data.errors).toEqual([
      { field: 'name', message: 'This legal entity already has a charterer with this name.' },
    ]);
    expect(await total()).toBe(before);
    const elsewhere = await send('POST', '/uapi/charterers', body({ entity_id: singapore }));
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 400 with field errors for bad input and writes nothing', async () => {
    const before = await total();
    const response = await send(
      'POST',
      '/uapi/charterers',
      body({ name: '  ', email: 'not-an-email', phone: 'call me', entity_id: 'x', extra: 1 }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response
      .json()
      .data.errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'entity_id', 'extra', 'name', 'phone']);
    const messages = Object.fromEntries(
      response.json().data.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(messages.name).toBe('Charterer name is required');
    expect(messages.email).toBe('Email Address is not a valid email address');
    expect(await total()).toBe(before);
    const missingVersion = await send('PUT', `/uapi/charterers/${id}`, body());
    expect(missingVersion.statusCode).toBe(400);
  });

  it('refuses an entity that is not the principal’s own and an unknown country (422)', async () => {
    const before = await total();
    const foreign = await send('POST', '/uapi/charterers', body({ entity_id: northern, name: 'Sneaky' }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.errors).toEqual([
      { field: 'entity_id', message: 'Choose one of your own legal entities.' },
    ]);
    const country = await send('POST', '/uapi/charterers', body({ country_id: 999_999, name: 'Other' }));
    expect(country.json().data.errors).toEqual([
      { field: 'country_id', message: 'Choose a country from the list.' },
    ]);
    expect(await total()).toBe(before);
  });

  it('never shows or changes another principal’s charterers (404)', async () => {
    expect((await get(`/uapi/charterers/${id}`, 'principal2')).statusCode).toBe(404);
    const put = await send(
      'PUT',
      `/uapi/charterers/${id}`,
      body({ entity_id: northern, lock_version: 1 }),
      'principal2',
    );
    expect(put.statusCode).toBe(404);
    const list = (await get('/uapi/charterers?per_page=100', 'principal2')).json().data;
    expect(list.objects.every((c: { entity: { id: number } }) => c.entity.id === northern)).toBe(true);
    expect(list.objects.map((c: { id: number }) => c.id)).not.toContain(id);
    const options = (await get(`/uapi/charterers/option?entity_id_eq=${hongKong}`, 'principal2')).json().data;
    expect(options.objects).toEqual([]);
  });

  it('keeps agents out (403) and lets operators read but not write', async () => {
    for (const url of ['/uapi/charterers', `/uapi/charterers/${id}`, '/uapi/charterers/option']) {
      expect((await get(url, 'agent')).statusCode, url).toBe(403);
    }
    expect((await send('POST', '/uapi/charterers', body({ name: 'Agent Co' }), 'agent')).statusCode).toBe(
      403,
    );
    expect((await get(`/uapi/charterers/${id}`, 'operator')).statusCode).toBe(200);
    expect(
      (await get(`/uapi/charterers?entity_id_eq=${northern}`, 'operator')).json().data.page.total_count,
    ).toBeGreaterThan(0);
    expect((await send('POST', '/uapi/charterers', body({ name: 'Desk Co' }), 'operator')).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/uapi/charterers' })).statusCode).toBe(401);
  });

  it('filters, sorts and pages the list', async () => {
    const mine = (await get('/uapi/charterers?per_page=100')).json().data;
    expect(
      mine.objects.every((c: { entity: { id: number } }) => [singapore, hongKong].includes(c.entity.id)),
    ).toBe(true);
    const byEntity = (await get(`/uapi/charterers?entity_id_eq=${hongKong}&sort=-name`)).json().data;
    const names = byEntity.objects.map((c: { name: string }) => c.name);
    expect(byEntity.objects.every((c: { entity: { id: number } }) => c.entity.id === hongKong)).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const search = (await get('/uapi/charterers?name_i_cont=YANGTZE')).json().data;
    expect(search.page.total_count).toBe(2);
    const byCountry = (await get(`/uapi/charterers?country_id_eq=${countryCn}&per_page=1&page=2`)).json()
      .data;
    expect(byCountry.page).toEqual({ page: 2, per_page: 1, total_count: byCountry.page.total_count });
    expect(byCountry.objects).toHaveLength(1);
    expect(byCountry.objects[0].country.code).toBe('CN');
    const literal = (await get('/uapi/charterers?name_i_cont=%25')).json().data;
    expect(literal.page.total_count).toBe(0);
  });

  it('rejects an unknown filter or sort field with 400', async () => {
    expect((await get('/uapi/charterers?email_eq=x')).statusCode).toBe(400);
    expect((await get('/uapi/charterers?sort=email')).statusCode).toBe(400);
    expect((await get('/uapi/charterers/option?country_id_eq=1')).statusCode).toBe(400);
  });

  it('offers the charterers of one entity as options', async () => {
    const response = await get(`/uapi/charterers/option?entity_id_eq=${hongKong}&name_i_cont=yang`);
    expect(response.json().data.objects).toEqual([
      { id, name: 'Yangtze Ore Trading Co., Ltd.', entity_id: hongKong },
    ]);
  });
});
