import { schema } from '@portledger/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign-in rate limits', () => {
  it('refuses the 6th attempt for one name within 15 minutes, even with the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { response } = await login(t.app, 'agent2', 'wrong-password', `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const sixth = await login(t.app, 'AGENT2', DEMO_PASSWORD, '10.1.0.99');
    expect(sixth.response.statusCode).toBe(429);
    expect(sixth.body.code).toBe(429);
    expect(sixth.body.msg).toMatch(
      /^Too many sign-in attempts\. Try again in (15 minutes|1[0-5] minutes)\.$/,
    );
    expect(Number(sixth.response.headers['retry-after'])).toBeGreaterThan(800);
    expect(sixth.token).toBeUndefined();
  });

  it('does not count successful sign-ins as failures', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const { response } = await login(t.app, 'operator', DEMO_PASSWORD, '10.2.0.1');
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses an address with more than 20 recent failures, in Chinese when asked', async () => {
    const ip = '10.3.0.7';
    await t.database.db
      .insert(schema.loginAttempts)
      .values(Array.from({ length: 20 }, (_, i) => ({ nameKey: `guess-${i}`, ip, succeeded: false })));
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      remoteAddress: ip,
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      payload: { name: 'principal', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().msg).toMatch(/^登录尝试次数过多，请在 \d+ 分钟后重试。$/);
    // Another address is not affected.
    const elsewhere = await login(t.app, 'principal', DEMO_PASSWORD, '10.3.0.8');
    expect(elsewhere.response.statusCode).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    const old = new Date(Date.now() - 16 * 60_000);
    await t.database.db.insert(schema.loginAttempts).values(
      Array.from({ length: 6 }, () => ({
        nameKey: 'principal2',
        ip: '10.4.0.1',
        succeeded: false,
        createdAt: old,
      })),
    );
    const { response } = await login(t.app, 'principal2', DEMO_PASSWORD, '10.4.0.1');
    expect(response.statusCode).toBe(200);
  });
});
