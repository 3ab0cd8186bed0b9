import { schema } from '@portledger/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const me: Record<string, { id: number; entity: { id: number } }> = {};

async function call(
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  locale?: string,
) {
  const headers = { ...auth(tokens[who]), ...(locale ? { 'accept-language': locale } : {}) };
  const response = await t.app.inject({ method, url: `/uapi${url}`, headers, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

/** Reference rows the tests need, whether or not the reference seed ran in the template. */
async function countryId(code: string, nameEn: string, nameZh: string) {
  const { countries } = schema;
  const db = t.database.db;
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
  if (row) return row.id;
  const [inserted] = await db
    .insert(countries)
    .values({ code, code3: `${code}X`, nameEn, nameZh })
    .returning({ id: countries.id });
  return inserted!.id;
}
async function ensureCurrency(code: string) {
  const { currencies } = schema;
  await t.database.db.insert(currencies).values({ code, name: code }).onConflictDoNothing();
}
const auditCount = async (recordId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(schema.auditEvents)
      .where(
        and(eq(schema.auditEvents.recordType, 'bank_account'), eq(schema.auditEvents.recordId, recordId)),
      )
  )[0]!.n;
const accountCount = async () => (await t.database.db.select({ n: count() }).from(schema.bankAccounts))[0]!.n;

let nl: number;
let principalLegalEntity: number;
const goodAccount = (entityId: number) => ({
  entity_id: entityId,
  bank_name: 'ABN AMRO Bank N.V.',
  account_title: 'Test EUR account',
  iban: 'nl91 abna 0417 1643 00',
  bic_swift: 'abnanl2a',
  country_id: nl,
  currency: 'EUR',
  account_type: 'current',
});

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'principal2', 'agent', 'agent2', 'operator']) {
    const { token, body } = await login(t.app, name);
    tokens[name] = token!;
    me[name] = body.data;
  }
  nl = await countryId('NL', 'Netherlands', '荷兰');
  await ensureCurrency('EUR');
  await ensureCurrency('USD');
  const list = await call('principal', 'GET', '/entities');
  principalLegalEntity = list.body.data.objects.find((e: { parent_id: number | null }) => e.parent_id)!.id;
});
afterAll(() => t.close());

describe('entities', () => {
  it('lists the own company first, then its legal entities, and nothing of other companies', async () => {
    const { status, body } = await call('principal', 'GET', '/entities');
    expect(status).toBe(200);
    const objects = body.data.objects as Array<{ id: number; parent_id: number | null; is_company: boolean }>;
    const company = me.principal!.entity.id;
    expect(objects[0]).toMatchObject({ id: company, is_company: true, kind: 'principal' });
    expect(objects.slice(1).every((e) => e.parent_id === company)).toBe(true);
    expect(objects.length).toBeGreaterThanOrEqual(3);
    expect(body.data.page.total_count).toBe(objects.length);
  });

  it('lets operators list every company of a kind', async () => {
    const { body } = await call('operator', 'GET', '/entities?kind_eq=agent&per_page=100');
    const ids = body.data.objects.map((e: { id: number }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([me.agent!.entity.id, me.agent2!.entity.id]));
    expect(body.data.objects.every((e: { kind: string }) => e.kind === 'agent')).toBe(true);
  });

  it('shows an own legal entity and hides other companies ones (404)', async () => {
    expect((await call('principal', 'GET', `/entities/${principalLegalEntity}`)).status).toBe(200);
    expect((await call('principal2', 'GET', `/entities/${principalLegalEntity}`)).status).toBe(404);
    expect((await call('agent', 'GET', `/entities/${me.agent2!.entity.id}`)).status).toBe(404);
  });

  it('rejects an unknown filter', async () => {
    const { status, body } = await call('principal', 'GET', '/entities?colour_eq=red');
    expect(status).toBe(400);
    expect(body.data.errors[0].field).toBe('colour_eq');
  });

  it('offers agent companies to everyone but not other principals', async () => {
    const { body } = await call('principal', 'GET', '/entities/option?kind_eq=agent');
    const names = body.data.objects.map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Rotterdam Port Services B.V.']));
    expect(
      body.data.objects.every((e: { kind: string; parent_id: number | null }) => e.kind === 'agent'),
    ).toBe(true);
    expect(Object.keys(body.data.objects[0]).sort()).toEqual(['country', 'id', 'kind', 'name', 'parent_id']);
    const principals = await call('principal', 'GET', '/entities/option?kind_eq=principal');
    const ids = principals.body.data.objects.map((e: { id: number }) => e.id);
    expect(ids).toContain(principalLegalEntity);
    expect(ids).not.toContain(me.principal2!.entity.id);
    const search = await call('principal', 'GET', '/entities/option?name_i_cont=rotterdam');
    expect(search.body.data.objects.map((e: { name: string }) => e.name)).toEqual([
      'Rotterdam Port Services B.V.',
    ]);
  });

  it('creates a legal entity under the own company, of its kind', async () => {
    const { status, body } = await call('agent', 'POST', '/entities', {
      name: '宁波港湾船务代理有限公司',
      dun_no: '54-512-0399',
      emails: ['ningbo@sh-harbour-agency.example'],
      website: 'https://ningbo.sh-harbour-agency.example',
      country_id: nl,
      currency: 'EUR',
    });
    expect(status).toBe(200);
    expect(body.data.object).toMatchObject({
      parent_id: me.agent!.entity.id,
      kind: 'agent',
      dun_no: '545120399',
      emails: ['ningbo@sh-harbour-agency.example'],
      country: { id: nl, code: 'NL' },
      lock_version: 0,
    });
  });

  it('refuses bad particulars, another kind and operators, writing nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(schema.entities))[0]!.n;
    const bad = await call('principal', 'POST', '/entities', { name: 'X', dun_no: '123', emails: ['nope'] });
    expect(bad.status).toBe(400);
    const fields = bad.body.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['dun_no', 'emails.0']));
    expect(bad.body.data.errors.find((e: { field: string }) => e.field === 'dun_no').message).toBe(
      'D-U-N-S number must have 9 digits',
    );
    expect(bad.body.data.errors.find((e: { field: string }) => e.field === 'emails.0').message).toBe(
      'Every email address must be valid, e.g. ops@example.com',
    );
    expect((await call('principal', 'POST', '/entities', { name: 'X', kind: 'agent' })).status).toBe(422);
    expect((await call('operator', 'POST', '/entities', { name: 'X' })).status).toBe(403);
    const unknownCountry = await call('principal', 'POST', '/entities', { name: 'X', country_id: 999999 });
    expect(unknownCountry.status).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(schema.entities))[0]!.n).toBe(before);
  });

  it('updates own particulars with the lock version; a stale one is 409; a foreign one 404', async () => {
    const { body } = await call('principal', 'GET', `/entities/${principalLegalEntity}`);
    const version = body.data.object.lock_version;
    const saved = await call('principal', 'PUT', `/entities/${principalLegalEntity}`, {
      main_contact_name: 'Lim Wei Ming',
      phone: '+65 6221 0000',
      lock_version: version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.object).toMatchObject({
      main_contact_name: 'Lim Wei Ming',
      lock_version: version + 1,
    });
    expect(saved.body.data.object.name).toBe(body.data.object.name);
    const stale = await call('principal', 'PUT', `/entities/${principalLegalEntity}`, {
      main_contact_name: 'Someone else',
      lock_version: version,
    });
    expect(stale.status).toBe(409);
    const after = await call('principal', 'GET', `/entities/${principalLegalEntity}`);
    expect(after.body.data.object.main_contact_name).toBe('Lim Wei Ming');
    const foreign = await call('principal2', 'PUT', `/entities/${principalLegalEntity}`, {
      name: 'Taken over',
      lock_version: version + 1,
    });
    expect(foreign.status).toBe(404);
  });
  it('takes an uploaded image as logo, refuses other files and other users uploads', async () => {
    const { files } = schema;
    const stored = async (contentType: string, by: string) =>
      (
        await t.database.db
          .insert(files)
          .values({
            uploadedById: me[by]!.id,
            originalFilename: 'logo.bin',
            contentType,
            byteSize: 10,
            sha256: 'x'.repeat(64),
          })
          .returning({ id: files.id })
      )[0]!.id;
    const version = async () =>
      (await call('principal', 'GET', `/entities/${principalLegalEntity}`)).body.data.object.lock_version;
    const pdf = await stored('application/pdf', 'principal');
    const notImage = await call('principal', 'PUT', `/entities/${principalLegalEntity}`, {
      logo_file_id: pdf,
      lock_version: await version(),
    });
    expect(notImage.status).toBe(422);
    expect(notImage.body.data.errors[0].field).toBe('logo_file_id');
    const someoneElses = await stored('image/png', 'principal2');
    const taken = await call('principal', 'PUT', `/entities/${principalLegalEntity}`, {
      logo_file_id: someoneElses,
      lock_version: await version(),
    });
    expect(taken.status).toBe(422);
    const png = await stored('image/png', 'principal');
    const saved = await call('principal', 'PUT', `/entities/${principalLegalEntity}`, {
      logo_file_id: png,
      lock_version: await version(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.object.logo).toMatchObject({ id: png, file_url: `/uapi/files/${png}` });
    const [attachment] = await t.database.db
      .select()
      .from(schema.attachments)
      .where(eq(schema.attachments.fileId, png));
    expect(attachment).toMatchObject({ recordType: 'entity', recordId: principalLegalEntity });
  });
});

describe('bank accounts', () => {
  it('refuses a bad IBAN with a clear message in the caller language and writes nothing', async () => {
    const before = await accountCount();
    const body = { ...goodAccount(principalLegalEntity), iban: 'NL91 ABNA 0417 1643 01' };
    const en = await call('principal', 'POST', '/bank_accounts', body);
    expect(en.status).toBe(400);
    expect(en.body.data.errors).toEqual([
      { field: 'iban', message: 'IBAN checksum is wrong: check the digits for a typo' },
    ]);
    const zh = await call('principal', 'POST', '/bank_accounts', body, 'zh-CN');
    expect(zh.body.data.errors[0].message).toBe('IBAN 校验位错误：请检查数字是否有误');
    const short = await call('principal', 'POST', '/bank_accounts', { ...body, iban: 'NL91ABNA04171643' });
    expect(short.body.data.errors[0].message).toContain('wrong number of characters');
    expect(await accountCount()).toBe(before);
  });

  it('refuses a bad BIC, a missing IBAN and number, and another company entity', async () => {
    const base = goodAccount(principalLegalEntity);
    const bic = await call('principal', 'POST', '/bank_accounts', { ...base, bic_swift: 'ABNA NL' });
    expect(bic.status).toBe(400);
    expect(bic.body.data.errors[0].field).toBe('bic_swift');
    const neither = await call('principal', 'POST', '/bank_accounts', { ...base, iban: null });
    expect(neither.status).toBe(400);
    expect(neither.body.data.errors[0]).toEqual({
      field: 'account_number',
      message: 'Enter the IBAN or the account number',
    });
    const foreign = await call('principal', 'POST', '/bank_accounts', goodAccount(me.principal2!.entity.id));
    expect(foreign.status).toBe(422);
    expect((await call('operator', 'POST', '/bank_accounts', base)).status).toBe(403);
  });

  it('creates an account with the IBAN and BIC normalised, and starts its audit trail', async () => {
    const { status, body } = await call(
      'principal',
      'POST',
      '/bank_accounts',
      goodAccount(principalLegalEntity),
    );
    expect(status).toBe(200);
    expect(body.data.object).toMatchObject({
      iban: 'NL91ABNA0417164300',
      bic_swift: 'ABNANL2A',
      entity_id: principalLegalEntity,
      country: { code: 'NL' },
      lock_version: 0,
    });
    expect(await auditCount(body.data.object.id)).toBe(1);
    const china = await call('agent', 'POST', '/bank_accounts', {
      entity_id: me.agent!.entity.id,
      bank_name: 'Bank of China',
      account_title: '上海港湾船务代理有限公司',
      account_number: '4376 5821 0001',
      routing_codes: 'CNAPS 104290003033',
      bic_swift: 'BKCHCNBJ300',
    });
    expect(china.status).toBe(200);
    expect(china.body.data.object.iban).toBeNull();
  });

  it('keeps accounts to their company: foreign reads and writes are 404', async () => {
    const own = await call('principal', 'GET', '/bank_accounts?per_page=100');
    const principalAccount = own.body.data.objects[0];
    const agentAccounts = await call('agent', 'GET', '/bank_accounts?per_page=100');
    const agentAccount = agentAccounts.body.data.objects[0];
    for (const [who, account] of [
      ['principal2', principalAccount],
      ['agent2', agentAccount],
      ['agent', principalAccount],
    ] as const) {
      expect((await call(who, 'GET', `/bank_accounts/${account.id}`)).status).toBe(404);
      expect((await call(who, 'GET', `/bank_accounts/${account.id}/changes`)).status).toBe(404);
      const put = await call(who, 'PUT', `/bank_accounts/${account.id}`, {
        iban: 'GB82 WEST 1234 5698 7654 32',
        lock_version: account.lock_version,
      });
      expect(put.status).toBe(404);
    }
    const after = await call('principal', 'GET', `/bank_accounts/${principalAccount.id}`);
    expect(after.body.data.object.iban).toBe(principalAccount.iban);
    const other = await call('principal2', 'GET', '/bank_accounts?per_page=100');
    const ids = other.body.data.objects.map((a: { id: number }) => a.id);
    expect(ids).not.toContain(principalAccount.id);
    const options = await call(
      'principal2',
      'GET',
      `/bank_accounts/option?entity_id_eq=${principalLegalEntity}`,
    );
    expect(options.body.data.objects).toEqual([]);
  });

  it('filters its list and options by entity, and rejects unknown filters', async () => {
    const list = await call('principal', 'GET', `/bank_accounts?entity_id_eq=${principalLegalEntity}`);
    expect(
      list.body.data.objects.every((a: { entity_id: number }) => a.entity_id === principalLegalEntity),
    ).toBe(true);
    const options = await call(
      'principal',
      'GET',
      `/bank_accounts/option?entity_id_eq=${principalLegalEntity}`,
    );
    expect(options.body.data.objects.some((o: { name: string }) => o.name.includes('NL91 ABNA'))).toBe(true);
    expect((await call('principal', 'GET', '/bank_accounts?iban_eq=x')).status).toBe(400);
    expect((await call('principal', 'GET', '/bank_accounts/option?kind_eq=agent')).status).toBe(400);
  });

  it('refuses a stale lock version with 409 and changes nothing', async () => {
    const created = await call('principal', 'POST', '/bank_accounts', goodAccount(principalLegalEntity));
    const id = created.body.data.object.id;
    const first = await call('principal', 'PUT', `/bank_accounts/${id}`, {
      branch: 'Zuidas',
      lock_version: 0,
    });
    expect(first.status).toBe(200);
    const stale = await call('principal', 'PUT', `/bank_accounts/${id}`, {
      iban: 'GB82 WEST 1234 5698 7654 32',
      lock_version: 0,
    });
    expect(stale.status).toBe(409);
    const after = await call('principal', 'GET', `/bank_accounts/${id}`);
    expect(after.body.data.object).toMatchObject({
      iban: 'NL91ABNA0417164300',
      branch: 'Zuidas',
      lock_version: 1,
    });
    expect(await auditCount(id)).toBe(1);
  });

  it('audits a change of IBAN and warns the other users of the company, in both languages', async () => {
    const { users, notifications, auditEvents } = schema;
    const db = t.database.db;
    const [colleague] = await db
      .insert(users)
      .values({
        name: 'principal-colleague',
        displayName: '陈美玲 Chen Meiling',
        email: 'meiling.chen@oceanic-bulk.example',
        kind: 'principal',
        entityId: me.principal!.entity.id,
        passwordHash: 'not-a-login',
        locale: 'zh-CN',
      })
      .returning({ id: users.id });
    const created = await call('principal', 'POST', '/bank_accounts', goodAccount(principalLegalEntity));
    const id = created.body.data.object.id;
    const changed = await call('principal', 'PUT', `/bank_accounts/${id}`, {
      iban: 'GB82 WEST 1234 5698 7654 32',
      bic_swift: 'NWBKGB2L',
      bank_name: 'NatWest',
      lock_version: 0,
    });
    expect(changed.status).toBe(200);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, id), eq(auditEvents.action, 'bank_details_changed')));
    expect(event).toMatchObject({
      recordType: 'bank_account',
      actorId: me.principal!.id,
      actorKind: 'principal',
    });
    expect(event!.changes).toEqual([
      { field: 'iban', before: 'NL91ABNA0417164300', after: 'GB82WEST12345698765432' },
      { field: 'bic_swift', before: 'ABNANL2A', after: 'NWBKGB2L' },
    ]);
    const sent = await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/settings/company/${principalLegalEntity}/bank-account/${id}`));
    expect(sent.map((n) => n.userId)).toEqual([colleague!.id]);
    expect(sent[0]).toMatchObject({ businessArea: 'PAYMENT', severity: 'warning' });
    // Written in both languages; the colleague's profile (and so the e-mail) is Chinese.
    expect(sent[0]!.titleZh).toContain('银行信息已变更');
    expect(sent[0]!.contentZh).toContain('Olivia Chen');
    expect(sent[0]!.contentZh).toContain('IBAN、BIC/SWIFT');
    expect(sent[0]!.content).toContain('Olivia Chen');

    const history = await call('principal', 'GET', `/bank_accounts/${id}/changes`);
    expect(history.body.data.objects.map((c: { action: string }) => c.action)).toEqual([
      'bank_details_changed',
      'created',
    ]);
    expect(history.body.data.objects[0].actor).toEqual({ id: me.principal!.id, display_name: 'Olivia Chen' });

    // Changing other fields only is not a change of bank details: no audit row, no warning.
    const quiet = await call('principal', 'PUT', `/bank_accounts/${id}`, {
      branch: 'London',
      lock_version: 1,
    });
    expect(quiet.status).toBe(200);
    expect(await auditCount(id)).toBe(2);
  });
});
