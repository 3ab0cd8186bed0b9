import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { schema } from '@portledger/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

/** The package the ports are seeded from: the API must answer exactly its ports. */
const seaPorts: Record<string, { name: string }> = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('sea-ports/lib/ports.json'), 'utf8'),
);

interface Port {
  id: number;
  unlocode: string;
  name: string;
  country: { id: number; code: string; name: string } | null;
  terminals_count: number;
  updated_at: string;
  terminals?: Terminal[];
}
interface Terminal {
  id: number;
  name: string;
  port: { id: number; unlocode: string };
  terminal_type: { id: number; code: string; name: string } | null;
  information: string | null;
  lock_version: number;
}

let t: TestApp;
const tokens: Record<string, string> = {};
let shanghai: Port;
beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'agent', 'operator']) tokens[name] = (await login(t.app, name)).token!;
  const list = await get('/uapi/ports?unlocode_eq=CNSHA');
  shanghai = list.json().data.objects[0];
});
afterAll(() => t.close());

function get(url: string, who = 'principal', language = 'en-US') {
  return t.app.inject({ url, headers: { ...auth(tokens[who]), 'accept-language': language } });
}
function send(method: 'POST' | 'PUT', url: string, payload: unknown, who = 'operator') {
  return t.app.inject({ method, url, headers: auth(tokens[who]), payload: payload as object });
}
const terminalCount = async () => (await t.database.db.select({ n: count() }).from(schema.terminals))[0]!.n;

describe('ports', () => {
  it('lists every port of sea-ports when unfiltered, to every kind of user', async () => {
    for (const who of ['principal', 'agent', 'operator']) {
      const response = await get('/uapi/ports?per_page=100', who);
      expect(response.statusCode).toBe(200);
      const { objects, page } = response.json().data;
      expect(page).toEqual({ page: 1, per_page: 100, total_count: Object.keys(seaPorts).length });
      expect(objects).toHaveLength(100);
    }
    expect((await t.app.inject({ url: '/uapi/ports' })).statusCode).toBe(401);
  });

  it('finds a port by UN/LOCODE, by name or city, and by an alias code', async () => {
    expect(shanghai).toMatchObject({ unlocode: 'CNSHA', name: 'Shanghai', country: { code: 'CN' } });
    const exact = (await get('/uapi/ports?unlocode_eq=nlrtm')).json().data;
    expect(exact.page.total_count).toBe(1);
    expect(exact.objects[0]).toMatchObject({ name: 'Rotterdam', timezone: 'Europe/Amsterdam' });
    const byCode = (await get('/uapi/ports?q=deham')).json().data.objects as Port[];
    expect(byCode.map((port) => port.unlocode)).toContain('DEHAM');
    const byName = (await get('/uapi/ports?q=port%20hedland')).json().data.objects as Port[];
    expect(byName.map((port) => port.unlocode)).toEqual(['AUPHE']);
    const byNameFilter = (await get('/uapi/ports?name_i_cont=rotterd')).json().data.objects as Port[];
    expect(byNameFilter.every((port) => /rotterd/i.test(port.name))).toBe(true);
    // Qingdao is also known as CNQIN.
    const alias = (await get('/uapi/ports?q=CNQIN')).json().data.objects as Port[];
    expect(alias.map((port) => port.unlocode)).toContain('CNTAO');
    // Wildcards are literal text, not patterns.
    expect((await get('/uapi/ports?q=%25')).json().data.page.total_count).toBe(0);
  });

  it('filters by country and names the country in the caller language', async () => {
    const china = shanghai.country!.id;
    const data = (await get(`/uapi/ports?country_id_eq=${china}&per_page=100`)).json().data;
    // A UN/LOCODE starts with the ISO country code.
    const expected = Object.keys(seaPorts).filter((code) => code.startsWith('CN')).length;
    expect(data.page.total_count).toBe(expected);
    expect(data.objects.every((port: Port) => port.country?.code === 'CN')).toBe(true);
    const zh = (await get('/uapi/ports?unlocode_eq=CNSHA', 'agent', 'zh-CN')).json().data.objects[0];
    expect(zh.country.name).toBe('中国');
    expect(shanghai.country!.name).toMatch(/China/);
  });

  it('pages and sorts server-side, stable across pages', async () => {
    const first = (await get('/uapi/ports?sort=unlocode&per_page=20')).json().data.objects as Port[];
    const second = (await get('/uapi/ports?sort=unlocode&per_page=20&page=2')).json().data.objects as Port[];
    const codes = [...first, ...second].map((port) => port.unlocode);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(40);
    const last = (await get('/uapi/ports?sort=-unlocode&per_page=1')).json().data.objects[0];
    expect(last.unlocode).toBe(Object.keys(seaPorts).sort().at(-1));
    const byName = (await get('/uapi/ports?sort=name&per_page=30')).json().data.objects as Port[];
    const names = byName.map((port) => port.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const busiest = (await get('/uapi/ports?sort=-terminals_count&per_page=1')).json().data.objects[0];
    expect(busiest.terminals_count).toBeGreaterThan(0);
  });

  it('rejects unknown filters, sort fields and page sizes with 400', async () => {
    for (const url of [
      '/uapi/ports?city_eq=Shanghai',
      '/uapi/ports?sort=timezone',
      '/uapi/ports?per_page=1000',
      '/uapi/ports?country_id_eq=abc',
      '/uapi/terminals?port_eq=1',
      '/uapi/ports/option?unlocode_eq=CNSHA',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe(400);
    }
  });

  it('shows a port with its terminals, and 404 for an unknown id', async () => {
    const response = await get(`/uapi/ports/${shanghai.id}`);
    expect(response.statusCode).toBe(200);
    const port = response.json().data.object as Port;
    expect(port).toMatchObject({ unlocode: 'CNSHA', timezone: 'Asia/Shanghai', terminals_count: 3 });
    const yangshan = port.terminals!.find((terminal) => terminal.name.startsWith('Yangshan'));
    expect(yangshan).toMatchObject({ port: { id: shanghai.id, unlocode: 'CNSHA' } });
    expect(yangshan!.information).toContain('Donghai Bridge');
    expect(yangshan!.terminal_type).toMatchObject({ code: 'container' });
    expect((await get('/uapi/ports/999999')).statusCode).toBe(404);
    expect((await get('/uapi/ports/abc')).statusCode).toBe(400);
  });

  it('answers port options by name or UN/LOCODE, exact code first', async () => {
    const byCode = (await get('/uapi/ports/option?name_i_cont=cnsha')).json().data.objects;
    expect(byCode[0]).toEqual({ id: shanghai.id, name: 'Shanghai', unlocode: 'CNSHA', country_code: 'CN' });
    const byName = (await get('/uapi/ports/option?name_i_cont=hamb')).json().data.objects;
    expect(byName.map((option: { unlocode: string }) => option.unlocode)).toContain('DEHAM');
    const all = (await get('/uapi/ports/option')).json().data.objects;
    expect(all).toHaveLength(50);
    const china = (await get(`/uapi/ports/option?country_id_eq=${shanghai.country!.id}`)).json().data.objects;
    expect(china.every((option: { country_code: string }) => option.country_code === 'CN')).toBe(true);
  });
});

describe('terminals', () => {
  it('lists terminals filtered by port, name and type, and answers terminal options', async () => {
    const ofShanghai = (await get(`/uapi/terminals?port_id_eq=${shanghai.id}`)).json().data;
    expect(ofShanghai.page.total_count).toBe(3);
    expect(ofShanghai.objects.every((terminal: Terminal) => terminal.port.unlocode === 'CNSHA')).toBe(true);
    const named = (await get('/uapi/terminals?name_i_cont=burchardkai')).json().data.objects;
    expect(named.map((terminal: Terminal) => terminal.port.unlocode)).toEqual(['DEHAM']);
    const typeId = named[0].terminal_type.id;
    const ofType = (await get(`/uapi/terminals?terminal_type_id_eq=${typeId}&per_page=100`)).json().data;
    expect(ofType.objects.every((terminal: Terminal) => terminal.terminal_type?.code === 'container')).toBe(
      true,
    );
    const options = (await get(`/uapi/terminals/option?port_id_eq=${shanghai.id}&name_i_cont=yang`)).json()
      .data.objects;
    expect(options).toEqual([
      { id: expect.any(Number), name: 'Yangshan Deep-Water Port Phase IV', port_id: shanghai.id },
    ]);
    const detail = (await get(`/uapi/terminals/${options[0].id}`, 'agent')).json().data.object;
    expect(detail).toMatchObject({ name: 'Yangshan Deep-Water Port Phase IV', lock_version: 0 });
    expect((await get('/uapi/terminals/999999')).statusCode).toBe(404);
  });

  it('lets only operators add and change terminals', async () => {
    const before = await terminalCount();
    const body = { port_id: shanghai.id, name: 'Principal Pier' };
    for (const who of ['principal', 'agent']) {
      const created = await send('POST', '/uapi/terminals', body, who);
      expect(created.statusCode, who).toBe(403);
      const [any] = (await get(`/uapi/terminals?port_id_eq=${shanghai.id}`)).json().data.objects;
      const changed = await send('PUT', `/uapi/terminals/${any.id}`, { name: 'X', lock_version: 0 }, who);
      expect(changed.statusCode, who).toBe(403);
    }
    expect(await terminalCount()).toBe(before);
  });

  it('creates and edits a terminal, refusing a stale lock_version and changing nothing', async () => {
    const created = await send('POST', '/uapi/terminals', {
      port_id: shanghai.id,
      name: '  Wusong Passenger Terminal ',
      information: 'Cruise berths 3, depth 10 m.',
    });
    expect(created.statusCode).toBe(200);
    const terminal = created.json().data.object as Terminal;
    expect(terminal).toMatchObject({
      name: 'Wusong Passenger Terminal',
      lock_version: 0,
      terminal_type: null,
    });
    expect(created.json().msg).toBe('The terminal has been added.');

    const containerType = (await get('/uapi/terminals?name_i_cont=yangshan')).json().data.objects[0]
      .terminal_type.id;
    const edited = await send('PUT', `/uapi/terminals/${terminal.id}`, {
      terminal_type_id: containerType,
      information: '',
      lock_version: 0,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.object).toMatchObject({
      lock_version: 1,
      information: null,
      terminal_type: { id: containerType },
    });

    const stale = await send('PUT', `/uapi/terminals/${terminal.id}`, {
      name: 'Stale name',
      lock_version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone else changed this record. Reload it and try again.');
    const after = (await get(`/uapi/terminals/${terminal.id}`)).json().data.object;
    expect(after).toMatchObject({ name: 'Wusong Passenger Terminal', lock_version: 1 });
    expect((await send('PUT', '/uapi/terminals/999999', { name: 'A', lock_version: 0 })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 with field errors for a bad body and writes nothing', async () => {
    const before = await terminalCount();
    const cases: [unknown, string][] = [
      [{ port_id: shanghai.id }, 'name'],
      [{ port_id: shanghai.id, name: '   ' }, 'name'],
      [{ port_id: shanghai.id, name: 'x'.repeat(121) }, 'name'],
      [{ name: 'No port' }, 'port_id'],
      [{ port_id: 'abc', name: 'Bad port' }, 'port_id'],
      [{ port_id: shanghai.id, name: 'Extra', lock_version: 3 }, 'lock_version'],
    ];
    for (const [body, field] of cases) {
      const response = await send('POST', '/uapi/terminals', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const errors = response.json().data.errors as { field: string; message: string }[];
      expect(errors.map((error) => error.field)).toContain(field);
    }
    const missingName = await send('POST', '/uapi/terminals', { port_id: shanghai.id });
    expect(missingName.json().data.errors[0].message).toBe('Terminal name is required');
    const noLock = await send('PUT', `/uapi/terminals/${shanghai.id}`, { name: 'No lock' });
    expect(noLock.statusCode).toBe(400);
    const unknownPort = await send('POST', '/uapi/terminals', { port_id: 999999, name: 'Nowhere' });
    expect(unknownPort.statusCode).toBe(422);
    expect(unknownPort.json().data.errors).toEqual([
      { field: 'port_id', message: 'This port does not exist.' },
    ]);
    const unknownType = await send('POST', '/uapi/terminals', {
      port_id: shanghai.id,
      name: 'Typeless',
      terminal_type_id: 999999,
    });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().data.errors[0].field).toBe('terminal_type_id');
    expect(await terminalCount()).toBe(before);
  });

  it('refuses a duplicate terminal name in the same port, whatever the case', async () => {
    const duplicate = await send('POST', '/uapi/terminals', {
      port_id: shanghai.id,
      name: 'yangshan deep-water port phase iv',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().data.errors).toEqual([
      { field: 'name', message: 'This port already has a terminal with this name.' },
    ]);
    const rotterdam = (await get('/uapi/ports?unlocode_eq=NLRTM')).json().data.objects[0];
    const elsewhere = await send('POST', '/uapi/terminals', {
      port_id: rotterdam.id,
      name: 'Yangshan Deep-Water Port Phase IV',
    });
    expect(elsewhere.statusCode).toBe(200);
    const [waigaoqiao] = (await get('/uapi/terminals?name_i_cont=waigaoqiao')).json().data.objects;
    const rename = await send('PUT', `/uapi/terminals/${waigaoqiao.id}`, {
      name: 'YANGSHAN DEEP-WATER PORT PHASE IV',
      lock_version: waigaoqiao.lock_version,
    });
    expect(rename.statusCode).toBe(422);
    const unchanged = (await get(`/uapi/terminals/${waigaoqiao.id}`)).json().data.object;
    expect(unchanged).toMatchObject({ name: waigaoqiao.name, lock_version: waigaoqiao.lock_version });
  });
});

describe('port corrections', () => {
  it('lets an operator correct a port but never its UN/LOCODE, and refuses a stale edit', async () => {
    const port = (await get('/uapi/ports?unlocode_eq=SGSIN')).json().data.objects[0] as Port;
    const forbidden = await send(
      'PUT',
      `/uapi/ports/${port.id}`,
      { name: 'X', updated_at: port.updated_at },
      'agent',
    );
    expect(forbidden.statusCode).toBe(403);
    const rekey = await send('PUT', `/uapi/ports/${port.id}`, {
      unlocode: 'SGXXX',
      updated_at: port.updated_at,
    });
    expect(rekey.statusCode).toBe(400);
    const badZone = await send('PUT', `/uapi/ports/${port.id}`, {
      timezone: 'Mars/Olympus',
      updated_at: port.updated_at,
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().data.errors[0]).toMatchObject({ field: 'timezone' });
    const badLatitude = await send('PUT', `/uapi/ports/${port.id}`, {
      latitude: 91,
      updated_at: port.updated_at,
    });
    expect(badLatitude.statusCode).toBe(400);

    const saved = await send('PUT', `/uapi/ports/${port.id}`, {
      city: 'Singapore City',
      latitude: 1.264,
      updated_at: port.updated_at,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.object).toMatchObject({
      unlocode: 'SGSIN',
      city: 'Singapore City',
      latitude: 1.264,
    });
    const stale = await send('PUT', `/uapi/ports/${port.id}`, { city: 'Old', updated_at: port.updated_at });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(schema.ports).where(eq(schema.ports.id, port.id));
    expect(row).toMatchObject({ unlocode: 'SGSIN', city: 'Singapore City', name: 'Singapore' });
  });
});
