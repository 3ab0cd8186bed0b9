import { schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'principal2', 'principal3', 'agent', 'operator']) {
    const { token, body } = await login(t.app, name);
    tokens[name] = token!;
    ids[name] = body.data.id;
  }
});
afterAll(() => t.close());

const get = (url: string, as = 'principal', headers = {}) =>
  t.app.inject({ url: `/uapi${url}`, headers: { ...auth(tokens[as]), ...headers } });
const put = (url: string, payload: unknown, as = 'principal', headers = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/uapi${url}`,
    payload: payload as object,
    headers: { ...auth(tokens[as]), ...headers },
  });
const companyOf = async (name: string) => {
  const [row] = await t.database.db
    .select({ company: schema.entities })
    .from(schema.users)
    .innerJoin(schema.entities, eq(schema.entities.id, schema.users.entityId))
    .where(eq(schema.users.name, name));
  return row!.company;
};

describe('preferences', () => {
  it("answers the company's defaults and the user's e-mail choices", async () => {
    const response = await get('/preferences');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.object).toEqual({
      company: { id: expect.any(Number), name: 'Oceanic Bulk Carriers' },
      default_prefunding: '80.00',
      currency: 'USD',
      currency_locked: false,
      lock_version: 0,
      email: 'olivia.chen@oceanic-bulk.example',
      email_areas: [],
    });
  });

  it('is for principals only: 403 for agents and operators', async () => {
    for (const who of ['agent', 'operator']) {
      expect((await get('/preferences', who)).statusCode).toBe(403);
      const write = await put(
        '/preferences',
        {
          lock_version: 0,
          default_prefunding: '10',
          currency: 'USD',
          currency_locked: false,
          email_areas: [],
        },
        who,
      );
      expect(write.statusCode).toBe(403);
    }
  });

  it('saves prefunding, currency, lock and e-mail choices together and audits the money defaults', async () => {
    const response = await put('/preferences', {
      lock_version: 0,
      default_prefunding: 62.5,
      currency: 'EUR',
      currency_locked: true,
      email_areas: ['PAYMENT', 'PDA', 'PAYMENT'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().msg).toBe('Your preferences have been saved.');
    expect(response.json().data.object).toMatchObject({
      default_prefunding: '62.50',
      currency: 'EUR',
      currency_locked: true,
      lock_version: 1,
      email_areas: ['PDA', 'PAYMENT'],
    });
    const company = await companyOf('principal');
    expect(company).toMatchObject({ defaultPrefunding: '62.50', currency: 'EUR', currencyLocked: true });
    const [me] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, ids.principal!));
    expect(me!.emailAreas.sort()).toEqual(['PAYMENT', 'PDA']);
    const events = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.recordType, 'entity'), eq(schema.auditEvents.recordId, company.id)));
    expect(events).toHaveLength(1);
    expect(events[0]!.changes).toEqual([
      { field: 'default_prefunding', before: '80.00', after: '62.50' },
      { field: 'currency', before: 'USD', after: 'EUR' },
      { field: 'currency_locked', before: false, after: true },
    ]);
    // The user info the web keeps in the session shows the new defaults.
    const me2 = await get('/users/me');
    expect(me2.json().data.object.entity).toMatchObject({
      default_prefunding: '62.50',
      currency: 'EUR',
      currency_locked: true,
    });
    // E-mail choices are the user's own: another user of the company keeps theirs.
    const other = await get('/preferences', 'principal2');
    expect(other.json().data.object.email_areas).toEqual([]);
  });

  it('keeps a locked currency unless the same save unlocks it', async () => {
    const locked = await put('/preferences', {
      lock_version: 1,
      default_prefunding: '62.50',
      currency: 'GBP',
      currency_locked: true,
      email_areas: [],
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().data.errors).toEqual([
      { field: 'currency', message: 'The currency is locked. Unlock it to change the currency.' },
    ]);
    expect((await get('/preferences')).json().data.object).toMatchObject({
      currency: 'EUR',
      lock_version: 1,
      email_areas: ['PDA', 'PAYMENT'],
    });
    const unlocked = await put('/preferences', {
      lock_version: 1,
      default_prefunding: '62.50',
      currency: 'GBP',
      currency_locked: false,
      email_areas: ['PDA', 'PAYMENT'],
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data.object).toMatchObject({
      currency: 'GBP',
      currency_locked: false,
      lock_version: 2,
    });
  });

  it('refuses a stale lock_version with 409 and writes nothing, e-mail choices included', async () => {
    const stale = await put('/preferences', {
      lock_version: 1,
      default_prefunding: '10',
      currency: 'USD',
      currency_locked: false,
      email_areas: ['OPERATION_LOG'],
    });
    expect(stale.statusCode).toBe(409);
    expect((await get('/preferences')).json().data.object).toMatchObject({
      default_prefunding: '62.50',
      currency: 'GBP',
      email_areas: ['PDA', 'PAYMENT'],
    });
  });

  it('validates prefunding (0-100, 2 decimals), currency and areas with field errors', async () => {
    const base = { lock_version: 2, currency: 'USD', currency_locked: false, email_areas: [] };
    for (const value of ['100.01', '-1', '12.345', 'abc', 101]) {
      const response = await put('/preferences', { ...base, default_prefunding: value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().data.errors).toEqual([
        {
          field: 'default_prefunding',
          message: 'Default prefunding must be a percentage from 0 to 100 with at most 2 decimals',
        },
      ]);
    }
    const zh = await put('/preferences', { ...base, default_prefunding: '120' }, 'principal', {
      'accept-language': 'zh-CN',
    });
    expect(zh.json().data.errors[0].message).toBe('默认预付款比例须为 0 到 100 之间、最多 2 位小数的百分比');
    const unknownCurrency = await put('/preferences', { ...base, default_prefunding: '10', currency: 'XYZ' });
    expect(unknownCurrency.statusCode).toBe(400);
    expect(unknownCurrency.json().data.errors[0].field).toBe('currency');
    const badArea = await put('/preferences', { ...base, default_prefunding: '10', email_areas: ['SPAM'] });
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json().data.errors[0].field).toBe('email_areas.0');
    const extra = await put('/preferences', { ...base, default_prefunding: '10', kind: 'operator' });
    expect(extra.statusCode).toBe(400);
    const boundaries = await put('/preferences', { ...base, default_prefunding: '100' });
    expect(boundaries.statusCode, boundaries.body).toBe(200);
    expect(boundaries.json().data.object.default_prefunding).toBe('100.00');
    const zero = await put('/preferences', { ...base, lock_version: 3, default_prefunding: 0 });
    expect(zero.json().data.object.default_prefunding).toBe('0.00');
  });

  it("changes only the signed-in principal's own company", async () => {
    const before = await companyOf('principal3');
    const response = await put(
      '/preferences',
      {
        lock_version: before.lockVersion,
        default_prefunding: '90',
        currency: 'NOK',
        currency_locked: false,
        email_areas: ['PORT_CALL'],
      },
      'principal3',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.object.company.name).toBe('Northern Tankers AS');
    expect((await companyOf('principal')).defaultPrefunding).toBe('0.00');
    // principal2 shares the company: sees the new defaults, keeps its own e-mail choices.
    expect((await get('/preferences', 'principal2')).json().data.object).toMatchObject({
      default_prefunding: '90.00',
      currency: 'NOK',
      email_areas: [],
    });
  });
});

describe('the API document', () => {
  it('lists the preferences, instructions and entity-access routes', async () => {
    const response = await t.app.inject({ url: '/uapi/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/uapi/preferences',
      '/uapi/instructions',
      '/uapi/instructions/{id}',
      '/uapi/port_calls/{id}/instructions',
      '/uapi/users/me/managed_entities',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('entity access', () => {
  it('lists the legal entities the user manages with their open port calls', async () => {
    const response = await get('/users/me/managed_entities');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.company.name).toBe('Oceanic Bulk Carriers');
    expect(data.objects.map((o: { name: string }) => o.name)).toEqual([
      'Oceanic Bulk Carriers (Hong Kong) Ltd.',
      'Oceanic Bulk Carriers Pte. Ltd.',
    ]);
    expect(data.objects[0]).toMatchObject({ currency: 'USD', open_port_calls: expect.any(Number) });
    const agent = await get('/users/me/managed_entities', 'agent');
    expect(agent.json().data.objects).toEqual([]);
  });
});

describe("the header's legal-entity choice", () => {
  it('narrows the payments list with legal_entity_id_eq', async () => {
    const w = await portCallWorld(t);
    const pc = await w.acceptedPortCall();
    const [item] = await t.database.db.select({ id: schema.costItems.id }).from(schema.costItems).limit(1);
    let version = 0;
    const step = async (who: string, action: string, body: Record<string, unknown> = {}) => {
      const response = await w.call(who, 'POST', `/das/${pc.da.id}/${action}`, {
        lock_version: version,
        ...body,
      });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      version = response.json().data.object.lock_version;
    };
    await step('agent', 'pda_submit', {
      cost_items_attributes: [{ cost_item_id: item!.id, pda_quoted_price: '500' }],
    });
    await step('operator', 'pda_start_screening');
    await step('operator', 'pda_submit_screening', { screening_summary: 'ok' });
    await step('principal', 'pda_approve', { prefunding_agreed_percent: '50' });
    const managed = (await get('/users/me')).json().data.object.managed_entities as { id: number }[];
    const other = managed.find((e) => e.id !== w.ids.legalEntity)!.id;
    const mine = await get(`/payments?legal_entity_id_eq=${w.ids.legalEntity}&per_page=100`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.objects.map((p: { port_call_id: number }) => p.port_call_id)).toContain(pc.id);
    const elsewhere = await get(`/payments?legal_entity_id_eq=${other}&per_page=100`);
    expect(elsewhere.json().data.objects.map((p: { port_call_id: number }) => p.port_call_id)).not.toContain(
      pc.id,
    );
    expect(elsewhere.json().data.tab_counts.all).toBe(elsewhere.json().data.page.total_count);
  });
});

describe('profile', () => {
  it("refuses another user's e-mail in any case with the product's exact message", async () => {
    const response = await put(`/users/${ids.principal}`, {
      display_name: 'Olivia',
      email: 'SARA.LINDQVIST@portledger.example',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('Email Address has already been taken！');
    expect(response.json().data.errors).toEqual([
      { field: 'email', message: 'Email Address has already been taken！' },
    ]);
    const me = await get('/users/me');
    expect(me.json().data.object).toMatchObject({
      display_name: 'Olivia Chen',
      email: 'olivia.chen@oceanic-bulk.example',
    });
    const zh = await put(
      `/users/${ids.principal}`,
      { email: 'sara.lindqvist@portledger.example' },
      'principal',
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.json().msg).toBe('该邮箱地址已被使用！');
  });

  it('keeps the own address when only its case changes', async () => {
    const response = await put(`/users/${ids.principal}`, { email: 'Olivia.Chen@Oceanic-Bulk.example' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.object.email).toBe('Olivia.Chen@Oceanic-Bulk.example');
  });
});
