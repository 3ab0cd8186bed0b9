import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, EN, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT_BYTES: '2048' });
  token = (await login(t.app, 'operator')).token!;
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers an unknown API route with the 404 envelope, in Chinese by default', async () => {
    const response = await t.app.inject({ url: '/uapi/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '该 API 路径不存在。', data: null });
  });

  it('reports validation failures as 400 with translated field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: EN,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Some fields are not valid. Correct them and try again.',
      data: {
        errors: [
          { field: 'name', message: 'User name is required' },
          { field: 'password', message: 'Password is required' },
        ],
      },
    });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: { 'accept-language': 'zh-CN' },
      payload: { name: 'x' },
    });
    expect(zh.json().data.errors).toEqual([{ field: 'password', message: '密码为必填项' }]);
  });

  it('validates query strings and path parameters too', async () => {
    const query = await t.app.inject({ url: '/uapi/notifications?per_page=500', headers: auth(token) });
    expect(query.statusCode).toBe(400);
    expect(query.json().data.errors[0]).toEqual({
      field: 'per_page',
      message: 'Page size must be at most 100',
    });
    const param = await t.app.inject({
      method: 'POST',
      url: '/uapi/notifications/abc/set_read',
      headers: auth(token),
    });
    expect(param.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: '{"name": "agent", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, msg: 'The request body is not valid JSON.', data: null });
    const large = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: EN,
      payload: { name: 'agent', password: 'x'.repeat(4096) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ code: 413, msg: 'The request is too large.', data: null });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: { ...EN, 'content-type': 'text/plain' },
      payload: 'name=agent',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(415);
  });

  it('translates messages for Accept-Language zh-CN', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      payload: { name: 'nobody', password: 'whatever1' },
    });
    expect(response.json()).toEqual({ code: 401, msg: '用户名或密码错误。', data: null });
  });
});

describe('request log', () => {
  it('writes one line per request with method, redacted URL, status and time, and none on arrival', async () => {
    const before = t.logs.entries().length;
    await t.app.inject({ url: '/uapi/ping?token=very-secret-value', headers: EN });
    const lines = t.logs.entries().slice(before);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/uapi/ping?token=[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(t.logs.text).not.toContain('very-secret-value');
  });

  it('keeps the fields and their order, and the request id other lines of the request carry', async () => {
    const before = t.logs.entries().length;
    // No session: the route guard logs its refusal through the request's own (redacting) logger.
    await t.app.inject({ url: '/uapi/users/me', headers: { ...EN, 'user-agent': 'probe/1' } });
    const lines = t.logs.entries().slice(before);
    const completed = lines.find((line) => line.msg === 'request completed');
    const refused = lines.find((line) => line.event === 'access.refused');
    expect(Object.keys(completed ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(completed).toMatchObject({
      reqId: refused?.reqId,
      req: { method: 'GET', url: '/uapi/users/me', remoteAddress: '127.0.0.1', userAgent: 'probe/1' },
      res: { statusCode: 401 },
    });
  });
});

describe('health, docs and security headers', () => {
  it('checks the database', async () => {
    const response = await t.app.inject({ url: '/uapi/health', headers: EN });
    expect(response.json()).toEqual({
      code: 200,
      msg: 'OK',
      data: { status: 'ok', database: t.database.kind, version: expect.any(String) },
    });
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('sends the security headers on every kind of answer, and HSTS only over TLS', async () => {
    const answers = [
      await t.app.inject({ url: '/uapi/health', headers: EN }),
      await t.app.inject({ url: '/uapi/users/me', headers: EN }),
      await t.app.inject({ url: '/uapi/no/such/route', headers: EN }),
      await t.app.inject({ url: '/das-mgmt' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 503]);
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const tls = await proxied.app.inject({
        url: '/uapi/health',
        headers: { ...EN, 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.app.inject({ url: '/uapi/health', headers: EN });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const response = await t.app.inject({ url: '/uapi/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/uapi/health',
      '/uapi/users/name_login',
      '/uapi/users/logout',
      '/uapi/users/me',
      '/uapi/users/{id}',
      '/uapi/users/send_reset',
      '/uapi/users/reset',
      '/uapi/notifications',
      '/uapi/notifications/get_all_unread',
      '/uapi/notifications/get_all_read',
      '/uapi/notifications/set_read_all',
      '/uapi/notifications/{id}/set_read',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ url: '/uapi/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('web app', () => {
  it('says to build the web app when there is no dist directory', async () => {
    const response = await t.app.inject({ url: '/das-mgmt' });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('serves files and falls back to index.html, but never for API paths', async () => {
    const dist = join(t.dataDir, 'web-dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const web = await startTestApp({ WEB_DIST_DIR: dist });
    try {
      const page = await web.app.inject({ url: '/das-mgmt/12?tab=pda' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect((await web.app.inject({ url: '/' })).body).toContain('<div id="root">');
      const asset = await web.app.inject({ url: '/assets/app-123.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ url: '/assets/missing-456.js' })).statusCode).toBe(404);
      // The build's precompressed copy goes to a browser that accepts it, the plain file to others.
      writeFileSync(join(dist, 'assets', 'app-123.js.gz'), gzipSync('console.log(1)'));
      const zipped = await web.app.inject({
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe('console.log(1)');
      const plain = await web.app.inject({
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
      const api = await web.app.inject({ url: '/uapi/unknown', headers: EN });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ code: 404, msg: 'This API route does not exist.', data: null });
    } finally {
      await web.close();
    }
  });
});

describe('logs', () => {
  it('never contain passwords or session tokens', async () => {
    const password = 'Sekrit-Pass-4711';
    await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: EN,
      payload: { name: 'agent', password },
    });
    const signedIn = await login(t.app, 'agent');
    await t.app.inject({
      url: '/uapi/users/me',
      headers: { ...EN, authorization: `Bearer ${signedIn.token}` },
    });
    await t.app.inject({ url: '/auth/reset-psw?token=abcdefghijklmnopqrstuvwxyz' });
    expect(t.logs.lines.length).toBeGreaterThan(4);
    expect(t.logs.text).toContain('/uapi/users/me');
    expect(t.logs.text).not.toContain(password);
    expect(t.logs.text).not.toContain(DEMO_PASSWORD);
    expect(t.logs.text).not.toContain(signedIn.token);
    expect(t.logs.text).not.toContain(token);
    expect(t.logs.text).not.toContain('abcdefghijklmnopqrstuvwxyz');
  });
});
