import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The framework-overhead benchmark compares these exact bytes with a bare Node http server's.
const PING = '{"code":200,"msg":"ok","data":null}';

describe('GET /uapi/ping', () => {
  it('answers the static envelope without a session, in any language', async () => {
    for (const headers of [{}, { 'accept-language': 'en-US' }, { 'accept-language': 'zh-CN' }]) {
      const response = await t.app.inject({ url: '/uapi/ping', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe(PING);
    }
  });

  it('answers the same to a signed-in user and to a revoked or made-up token', async () => {
    const { token } = await login(t.app, 'agent');
    const signedIn = await t.app.inject({ url: '/uapi/ping', headers: auth(token) });
    expect(signedIn.body).toBe(PING);
    await t.app.inject({ method: 'POST', url: '/uapi/users/logout', headers: auth(token) });
    for (const authorization of [token!, 'Bearer not-a-token']) {
      const response = await t.app.inject({ url: '/uapi/ping', headers: { authorization } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PING);
    }
  });

  it('accepts GET and HEAD only', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/uapi/ping' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await t.app.inject({ method: 'POST', url: '/uapi/ping', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 404, data: null });
  });
});
