import { isValidImo } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'agent', 'operator']) tokens[name] = (await login(t.app, name)).token!;
});
afterAll(() => t.close());

const get = (url: string, as = 'principal', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/uapi${url}`, headers: { ...auth(tokens[as]), ...headers } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = 'operator') =>
  t.app.inject({ method, url: `/uapi${url}`, headers: auth(tokens[as]), ...(payload ? { payload } : {}) });
/** A minimal one-page PDF (the upload checks the content type from the bytes). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const uploadPdf = (filename: string, as: string) =>
  t.app.inject({
    method: 'POST',
    url: '/uapi/files',
    headers: { ...auth(tokens[as]), 'content-type': 'multipart/form-data; boundary=xyz' },
    payload: Buffer.concat([
      Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`),
      pdf,
      Buffer.from('\r\n--xyz--\r\n'),
    ]),
  });
const vesselCount = async () => (await t.database.db.select({ n: count() }).from(schema.vessels))[0]!.n;
const byImo = async (imo: string) => {
  const body = (await get(`/vessels?imo_eq=${imo}`)).json();
  return body.data.objects[0] as { id: number; name: string };
};

describe('reading vessels', () => {
  it('lists the demo fleet with valid IMO numbers, paged and sorted', async () => {
    const first = (await get('/vessels?per_page=5&sort=-dwt')).json();
    expect(first.code).toBe(200);
    expect(first.data.page).toEqual({ page: 1, per_page: 5, total_count: 12 });
    const dwts = first.data.objects.map((v: { dwt: string }) => Number(v.dwt));
    expect(dwts).toEqual([...dwts].sort((a, b) => b - a));
    expect(first.data.objects[0].name).toBe('Nordic Aurora');
    const all = (await get('/vessels?per_page=100&sort=name')).json().data.objects;
    expect(all.map((v: { name: string }) => v.name)).toEqual(
      [...all.map((v: { name: string }) => v.name)].sort((a, b) => a.localeCompare(b)),
    );
    for (const vessel of all) expect(isValidImo(vessel.imo)).toBe(true);
    const third = (await get('/vessels?per_page=5&page=3&sort=-dwt')).json();
    expect(third.data.objects).toHaveLength(2);
  });

  it('searches by name, former name or IMO and filters by type and flag', async () => {
    const byName = (await get('/vessels?q=harmony')).json().data;
    expect(byName.objects.map((v: { name: string }) => v.name)).toEqual(['Ocean Harmony']);
    expect((await get('/vessels?q=Atlantic%20Dawn')).json().data.objects[0].name).toBe('Liberty Dawn');
    expect((await get('/vessels?q=IMO%209630145')).json().data.objects[0].name).toBe('Jade Star');
    expect((await get('/vessels?imo_cont=96301')).json().data.page.total_count).toBe(1);
    expect((await get('/vessels?name_i_cont=%25')).json().data.page.total_count).toBe(0);

    const tanker = (await get('/vessels?q=Nordic')).json().data.objects[0];
    expect(tanker.vessel_type.code).toBe('crude_oil_tanker');
    expect(tanker.flag.code).toBe('MH');
    const tankers = (await get(`/vessels?vessel_type_id_eq=${tanker.vessel_type.id}`)).json().data;
    expect(tankers.objects.map((v: { name: string }) => v.name)).toEqual([
      'Aegean Spirit',
      'Liberty Dawn',
      'Nordic Aurora',
    ]);
    const marshall = (await get(`/vessels?flag_country_id_eq=${tanker.flag.id}&sort=-name`)).json().data;
    expect(marshall.objects.map((v: { name: string }) => v.name)).toEqual(['Orient Sky', 'Nordic Aurora']);
    const chinese = (await get('/vessels?q=Nordic', 'principal', { 'accept-language': 'zh-CN' })).json();
    expect(chinese.data.objects[0].flag.name).toBe('马绍尔群岛');
  });

  it('refuses an unknown filter or sort field with 400', async () => {
    const unknown = await get('/vessels?owner_eq=x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.errors[0].field).toBe('owner_eq');
    expect((await get('/vessels?sort=owner')).statusCode).toBe(400);
    expect((await get('/vessels/option?imo_eq=1')).statusCode).toBe(400);
  });

  it('answers options matching the name or the IMO number', async () => {
    const byImoText = (await get('/vessels/option?name_i_cont=9312')).json().data.objects;
    expect(byImoText).toEqual([{ id: expect.any(Number), name: 'Ocean Harmony', imo: '9312456' }]);
    const all = (await get('/vessels/option', 'agent')).json().data.objects;
    expect(all).toHaveLength(12);
  });

  it('shows every particular and the certificates with their expiry flags to any signed-in user', async () => {
    const { id } = await byImo('9312456');
    const detail = (await get(`/vessels/${id}`, 'agent')).json().data.object;
    expect(detail).toMatchObject({
      name: 'Ocean Harmony',
      call_sign: '3FQK8',
      loa: '292.00',
      dwt: '179720.00',
    });
    expect(detail.holds).toBe(9);
    expect(detail.mmsi).toMatch(/^\d{9}$/);
    const iopp = detail.certificates.find((c: { name: string }) => c.name.startsWith('International Oil'));
    expect(iopp).toMatchObject({ is_expiring: true, is_expired: false });
    const registry = detail.certificates.find((c: { name: string }) => c.name === 'Certificate of Registry');
    expect(registry.is_expiring).toBe(false);
    expect(registry.attachment.original_filename).toBe('ocean-harmony-certificate-of-registry.pdf');
    const download = await get(registry.attachment.file_url.replace('/uapi', ''), 'agent');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const aegean = await byImo('9715385');
    const expired = (await get(`/vessels/${aegean.id}`)).json().data.object.certificates;
    expect(expired.filter((c: { is_expired: boolean }) => c.is_expired)).toHaveLength(1);
    expect((await get('/vessels?q=Aegean')).json().data.objects[0].certificates_due_count).toBe(1);
  });

  it('answers 404 for a vessel that does not exist and 401 without a session', async () => {
    expect((await get('/vessels/999999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/uapi/vessels' });
    expect(anonymous.statusCode).toBe(401);
  });
});

const newVessel = {
  name: 'Test Mariner',
  imo: '9411020',
  dwt: '45000.5',
  loa: '190',
  delivered_on: '2019-05-01',
};

describe('writing vessels', () => {
  it('refuses a bad IMO number with a clear message and writes nothing', async () => {
    const before = await vesselCount();
    const bad = await send('POST', '/vessels', { ...newVessel, imo: '9411021' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([
      { field: 'imo', message: 'IMO number is not valid: its last digit does not match the check digit' },
    ]);
    const short = await send('POST', '/vessels', { ...newVessel, imo: '94110' });
    expect(short.json().data.errors).toEqual([
      { field: 'imo', message: 'IMO number must be exactly 7 digits' },
    ]);
    const mixed = await send('POST', '/vessels', { ...newVessel, mmsi: '12345', dwt: '1.234', email: 'x' });
    expect(mixed.statusCode).toBe(400);
    expect(
      mixed
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['dwt', 'email', 'mmsi']);
    expect(await vesselCount()).toBe(before);
  });

  it('lets only operators create and edit vessels', async () => {
    expect((await send('POST', '/vessels', newVessel, 'principal')).statusCode).toBe(403);
    expect((await send('POST', '/vessels', newVessel, 'agent')).statusCode).toBe(403);
    const { id } = await byImo('9312456');
    expect((await send('PUT', `/vessels/${id}`, { name: 'X', lock_version: 0 }, 'agent')).statusCode).toBe(
      403,
    );
    expect((await get(`/vessels/${id}`)).json().data.object.name).toBe('Ocean Harmony');
  });

  it('creates a vessel, refuses a duplicate IMO with 409, and edits with optimistic locking', async () => {
    const created = await send('POST', '/vessels', newVessel);
    expect(created.statusCode).toBe(200);
    const vessel = created.json().data.object;
    expect(vessel).toMatchObject({ name: 'Test Mariner', dwt: '45000.50', loa: '190.00', lock_version: 0 });

    const duplicate = await send('POST', '/vessels', { ...newVessel, name: 'Copy' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().data.errors).toEqual([
      { field: 'imo', message: 'Another vessel already has this IMO number.' },
    ]);

    const saved = await send('PUT', `/vessels/${vessel.id}`, {
      name: 'Test Mariner II',
      dwt: null,
      lock_version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.object).toMatchObject({
      name: 'Test Mariner II',
      dwt: null,
      loa: '190.00',
      lock_version: 1,
    });

    const stale = await send('PUT', `/vessels/${vessel.id}`, { name: 'Lost update', lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await get(`/vessels/${vessel.id}`)).json().data.object.name).toBe('Test Mariner II');

    const taken = await send('PUT', `/vessels/${vessel.id}`, { imo: '9312456', lock_version: 1 });
    expect(taken.statusCode).toBe(409);
    const badType = await send('PUT', `/vessels/${vessel.id}`, { vessel_type_id: 999999, lock_version: 1 });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().data.errors[0].field).toBe('vessel_type_id');
    expect((await send('PUT', '/vessels/999999', { name: 'Nobody', lock_version: 0 })).statusCode).toBe(404);
  });
});

describe('writing certificates', () => {
  it('adds, edits and deletes a certificate with its file; flags follow the expiry date', async () => {
    const { id } = await byImo('9487615');
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const upload = await uploadPdf('load-line.pdf', 'operator');
    expect(upload.statusCode).toBe(200);
    const fileId = upload.json().data.id;

    const body = {
      name: 'Minimum Safe Manning Document',
      issued_on: '2024-01-10',
      expires_on: soon,
      file_id: fileId,
    };
    expect((await send('POST', `/vessels/${id}/certificates`, body, 'agent')).statusCode).toBe(403);
    const created = await send('POST', `/vessels/${id}/certificates`, body);
    expect(created.statusCode).toBe(200);
    const certificate = created.json().data.object;
    expect(certificate).toMatchObject({ is_expiring: true, is_expired: false });
    expect(certificate.attachment.original_filename).toBe('load-line.pdf');
    expect((await get(certificate.attachment.file_url.replace('/uapi', ''), 'principal')).statusCode).toBe(
      200,
    );

    const again = await send('POST', `/vessels/${id}/certificates`, {
      name: 'minimum safe manning document',
    });
    expect(again.statusCode).toBe(409);
    const backwards = await send('POST', `/vessels/${id}/certificates`, {
      name: 'Other',
      issued_on: '2025-01-01',
      expires_on: '2024-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.errors[0]).toEqual({
      field: 'expires_on',
      message: 'Expiry date cannot be before the issue date',
    });

    const path = `/vessels/${id}/certificates/${certificate.id}`;
    const expired = await send('PUT', path, { expires_on: '2025-01-01', file_id: null });
    expect(expired.json().data.object).toMatchObject({
      is_expired: true,
      is_expiring: false,
      attachment: null,
    });
    const crossed = await send('PUT', path, { issued_on: '2025-06-01' });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().data.errors[0].field).toBe('expires_on');
    // Detached: the file is again readable by its uploader only.
    expect((await get(`/files/${fileId}`, 'principal')).statusCode).toBe(404);

    const { id: otherId } = await byImo('9312456');
    expect((await send('DELETE', `/vessels/${otherId}/certificates/${certificate.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', path, undefined, 'principal')).statusCode).toBe(403);
    expect((await send('DELETE', path)).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ id: schema.vesselCertificates.id })
      .from(schema.vesselCertificates)
      .where(eq(schema.vesselCertificates.id, certificate.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a file the operator did not upload', async () => {
    const { id } = await byImo('9487615');
    const upload = await uploadPdf('a.pdf', 'agent');
    const agentFile = upload.json().data.id;
    const refused = await send('POST', `/vessels/${id}/certificates`, {
      name: 'Borrowed',
      file_id: agentFile,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors[0].field).toBe('file_id');
    const names = (await get(`/vessels/${id}`))
      .json()
      .data.object.certificates.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Borrowed');
  });

  it('refuses a file id that does not exist with a field error, on create and on change', async () => {
    const { id } = await byImo('9487615');
    const missing = 2_147_483_647;
    const created = await send('POST', `/vessels/${id}/certificates`, { name: 'Ghost', file_id: missing });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().data.errors[0].field).toBe('file_id');
    const kept = await send('POST', `/vessels/${id}/certificates`, { name: 'Kept' });
    expect(kept.statusCode, kept.body).toBe(200);
    const certificate = kept.json().data.object;
    const changed = await send('PUT', `/vessels/${id}/certificates/${certificate.id}`, { file_id: missing });
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json().data.errors[0].field).toBe('file_id');
    const names = (await get(`/vessels/${id}`))
      .json()
      .data.object.certificates.map((c: { name: string }) => c.name);
    expect(names).toContain('Kept');
    expect(names).not.toContain('Ghost');
  });
});
