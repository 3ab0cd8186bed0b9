import { randomBytes, scryptSync } from 'node:crypto';
import { schema } from '@portledger/db';
import { TEST_SCRYPT_COST } from '@portledger/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { auth, DEMO_PASSWORD, EN, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let agentToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const { token } = await login(t.app, 'agent');
  agentToken = token!;
});
afterAll(() => t.close());

describe('sign in', () => {
  it('replaces a hash made with the former scrypt parameters at the next sign-in, and the password still works', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const former = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    const byName = eq(schema.users.name, 'agent2');
    await t.database.db.update(schema.users).set({ passwordHash: former }).where(byName);
    const storedHash = async () =>
      (await t.database.db.select({ hash: schema.users.passwordHash }).from(schema.users).where(byName))[0]!
        .hash;

    expect((await login(t.app, 'agent2')).response.statusCode).toBe(200);
    const replaced = await storedHash();
    expect(replaced).not.toBe(former);
    // At the cost new hashes get: the test suite's (decision 054); the production cost is
    // packages/db's passwords.test.ts's to check.
    const { N, r, p } = TEST_SCRYPT_COST;
    expect(replaced.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect((await login(t.app, 'agent2')).response.statusCode).toBe(200);
    expect(await storedHash()).toBe(replaced);
  });

  it('answers the user info and puts a 256-bit token in the Authorization header', async () => {
    const { response, token, body } = await login(t.app, 'principal');
    expect(response.statusCode).toBe(200);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      name: 'principal',
      kind: 'principal',
      entity: {
        name: 'Oceanic Bulk Carriers',
        default_prefunding: '80.00',
        currency: 'USD',
        currency_locked: false,
      },
    });
    expect(body.data.managed_entities).toHaveLength(2);
    // Only the hash is stored.
    const rows = await t.database.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, hashToken(token!)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('gives the same 401 answer for a wrong password and for an unknown user', async () => {
    const wrong = await login(t.app, 'operator', 'not-the-password', '10.0.0.2');
    const unknown = await login(t.app, 'nobody-here', DEMO_PASSWORD, '10.0.0.2');
    for (const { response, body, token } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(body).toEqual({ code: 401, msg: 'Username or password is incorrect.', data: null });
      expect(token).toBeUndefined();
    }
  });

  it('sets a long expiry with remember me and a short one without', async () => {
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      payload: { name: 'agent2', password: DEMO_PASSWORD, remember: true },
    });
    const token = remembered.headers.authorization as string;
    const [row] = await t.database.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, hashToken(token)));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const [short] = await t.database.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, hashToken(agentToken)));
    const hours = (short!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });
});

describe('sessions', () => {
  it('answers /users/me with the raw token and with a Bearer prefix', async () => {
    for (const authorization of [agentToken, `Bearer ${agentToken}`]) {
      const response = await t.app.inject({ url: '/uapi/users/me', headers: { ...EN, authorization } });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.object).toMatchObject({
        name: 'agent',
        kind: 'agent',
        managed_entities: [],
      });
    }
  });

  it('answers 401 without a token and with an unknown one', async () => {
    const none = await t.app.inject({ url: '/uapi/users/me', headers: EN });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, msg: 'Please sign in.', data: null });
    const unknown = await t.app.inject({ url: '/uapi/users/me', headers: auth('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { token } = await login(t.app, 'operator');
    await t.database.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.tokenHash, hashToken(token!)));
    const response = await t.app.inject({ url: '/uapi/users/me', headers: auth(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('Your session has expired. Please sign in again.');
  });

  it('revokes the token on logout', async () => {
    const { token } = await login(t.app, 'principal2');
    const logout = await t.app.inject({ method: 'POST', url: '/uapi/users/logout', headers: auth(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toMatchObject({ code: 200, data: null });
    const after = await t.app.inject({ url: '/uapi/users/me', headers: auth(token) });
    expect(after.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/uapi/users/logout', headers: auth(token) });
    expect(again.statusCode).toBe(401);
  });

  it('accepts a bodiless logout sent with a JSON content type', async () => {
    const { token } = await login(t.app, 'principal2');
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/logout',
      headers: { ...auth(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});
