import { schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { auth, DEMO_PASSWORD, login, startTestApp, type TestApp } from './helpers.ts';

const { users, sessions } = schema;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const lines = () => t.logs.entries();
const events = (event: string) => t.logs.events(event);
const userId = async (name: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]!.id;

describe('security log lines', () => {
  const wrongPassword = 'Wrong-Horse-Battery-9';
  const secrets: string[] = [DEMO_PASSWORD, wrongPassword];

  it('log each sign-in with user id, name and address', async () => {
    const { token } = await login(t.app, 'Principal', DEMO_PASSWORD, '10.20.0.1');
    secrets.push(token!, hashToken(token!));
    expect(events('auth.sign_in').at(-1)).toMatchObject({
      level: 30,
      userId: await userId('principal'),
      userName: 'principal',
      ip: '10.20.0.1',
      msg: 'signed in',
    });
  });

  it('log each failed sign-in with the name key, address and reason', async () => {
    await login(t.app, 'AGENT', wrongPassword, '10.20.0.2');
    await login(t.app, 'nobody-at-all', wrongPassword, '10.20.0.3');
    const operator = (await login(t.app, 'operator', DEMO_PASSWORD, '10.20.0.4')).token!;
    secrets.push(operator);
    const target = await userId('principal3');
    const [me] = await t.database.db.select().from(users).where(eq(users.id, target));
    await t.app.inject({
      method: 'POST',
      url: `/uapi/users/${target}/disable`,
      headers: auth(operator),
      payload: { lock_version: me!.lockVersion },
    });
    await login(t.app, 'principal3', DEMO_PASSWORD, '10.20.0.5');
    // Five recent failures of the name (as the limit test makes them), then one more try.
    await t.database.db
      .insert(schema.loginAttempts)
      .values(Array.from({ length: 5 }, () => ({ nameKey: 'agent2', ip: '10.20.0.6', succeeded: false })));
    await login(t.app, 'agent2', DEMO_PASSWORD, '10.20.0.6');

    const failed = events('auth.sign_in_failed');
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ nameKey: 'agent', ip: '10.20.0.2', reason: 'bad_password', level: 40 }),
        expect.objectContaining({ nameKey: 'nobody-at-all', ip: '10.20.0.3', reason: 'unknown_user' }),
        expect.objectContaining({ nameKey: 'principal3', ip: '10.20.0.5', reason: 'disabled' }),
        expect.objectContaining({ nameKey: 'agent2', ip: '10.20.0.6', reason: 'rate_limited' }),
      ]),
    );
    expect(failed.filter((line) => line.nameKey === 'agent2').map((line) => line.reason)).toEqual([
      'rate_limited',
    ]);
    expect(events('users.disabled').at(-1)).toMatchObject({
      userId: target,
      actorId: await userId('operator'),
    });
  });

  it('log each sign-out, each session an operator ends and each idle expiry', async () => {
    const { token } = await login(t.app, 'principal2', DEMO_PASSWORD, '10.20.0.7');
    secrets.push(token!);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token!)));
    await t.app.inject({
      method: 'POST',
      url: '/uapi/users/logout',
      headers: auth(token),
      remoteAddress: '10.20.0.7',
    });
    expect(events('auth.sign_out').at(-1)).toMatchObject({
      userId: session!.userId,
      sessionId: session!.id,
      ip: '10.20.0.7',
    });

    const operator = (await login(t.app, 'operator')).token!;
    const ended = (await login(t.app, 'agent')).token!;
    secrets.push(operator, ended);
    const agent = await userId('agent');
    await t.app.inject({ method: 'POST', url: `/uapi/users/${agent}/end_sessions`, headers: auth(operator) });
    expect(events('auth.session_ended').filter((line) => line.userId === agent)).toEqual([
      expect.objectContaining({ reason: 'operator', actorId: await userId('operator') }),
    ]);

    const idle = (await login(t.app, 'agent')).token!;
    secrets.push(idle);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 3_600_000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    await t.app.inject({ url: '/uapi/users/me', headers: auth(idle) });
    expect(events('auth.session_idle').at(-1)).toMatchObject({ userId: agent, idleMinutes: 120 });
  });

  it('never carry a password, a token or its hash', () => {
    expect(secrets.length).toBeGreaterThan(6);
    for (const secret of secrets) expect(t.logs.text).not.toContain(secret);
    for (const line of lines().filter((line) => typeof line.event === 'string')) {
      expect(Object.keys(line).join(' ')).not.toMatch(/password|token|hash/i);
    }
  });
});
