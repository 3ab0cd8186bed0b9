import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authenticateSession } from '../src/modules/auth/authenticate-session.ts';
import { findSessionUser } from '../src/modules/auth/sessions.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { createNotificationHub } from '../src/modules/notifications/notification-hub.ts';
import { SseStream } from '../src/modules/notifications/sse-stream.ts';
import { auth, DEMO_PASSWORD, EN, login, startTestApp, type TestApp } from './helpers.ts';

const { sessions } = schema;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const sessionRow = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!;
const setLastSeen = (token: string, at: Date) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(eq(sessions.tokenHash, hashToken(token)));
const me = (token: string, headers: Record<string, string> = EN) =>
  t.app.inject({ url: '/uapi/users/me', headers: { ...headers, authorization: token } });
const logEvents = (event: string) => t.logs.events(event);

describe('idle timeout (SESSION_IDLE_MINUTES, default 120)', () => {
  it('ends a session unused for longer than the limit with its own message, once', async () => {
    const { token } = await login(t.app, 'principal');
    await setLastSeen(token!, minutesAgo(121));
    const idle = await me(token!);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      code: 401,
      msg: 'You were signed out after 120 minutes without activity. Please sign in again.',
      data: null,
    });
    const row = await sessionRow(token!);
    expect(row.revokedReason).toBe('idle');
    expect(row.revokedAt).not.toBeNull();
    const lines = logEvents('auth.session_idle').filter((line) => line.sessionId === row.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ userId: row.userId, idleMinutes: 120, level: 30 });
    // The session stays ended, with the same words for the page's other requests; logged once.
    const again = await me(token!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(idle.json());
    expect(logEvents('auth.session_idle').filter((line) => line.sessionId === row.id)).toHaveLength(1);
  });

  it('says it in Chinese to a Chinese client', async () => {
    const { token } = await login(t.app, 'agent');
    await setLastSeen(token!, minutesAgo(500));
    const idle = await me(token!, { 'accept-language': 'zh-CN' });
    expect(idle.json().msg).toBe('您已 120 分钟没有操作，已自动退出登录，请重新登录。');
  });

  it('keeps a session used just within the limit and records the use', async () => {
    const { token } = await login(t.app, 'principal');
    await setLastSeen(token!, minutesAgo(119));
    expect((await me(token!)).statusCode).toBe(200);
    const row = await sessionRow(token!);
    expect(row.revokedAt).toBeNull();
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(30_000);
  });

  it('does not apply to remember-me sessions, which end at their absolute lifetime', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: EN,
      payload: { name: 'principal2', password: DEMO_PASSWORD, remember: true },
    });
    const token = response.headers.authorization as string;
    await setLastSeen(token, minutesAgo(3 * 24 * 60));
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: minutesAgo(1) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).json().msg).toBe('Your session has expired. Please sign in again.');
  });

  it('follows the configured limit', async () => {
    const short = await startTestApp({ SESSION_IDLE_MINUTES: '5' });
    try {
      const { token } = await login(short.app, 'operator');
      const ask = () => short.app.inject({ url: '/uapi/users/me', headers: auth(token) });
      await short.database.db
        .update(sessions)
        .set({ lastSeenAt: minutesAgo(4) })
        .where(eq(sessions.tokenHash, hashToken(token!)));
      expect((await ask()).statusCode).toBe(200);
      await short.database.db
        .update(sessions)
        .set({ lastSeenAt: minutesAgo(6) })
        .where(eq(sessions.tokenHash, hashToken(token!)));
      expect((await ask()).json().msg).toBe(
        'You were signed out after 5 minutes without activity. Please sign in again.',
      );
    } finally {
      await short.close();
    }
  });
});

describe('last_seen_at', () => {
  it('is written at most once a minute per session, not on every request', async () => {
    const { token } = await login(t.app, 'agent2');
    const recent = new Date(Date.now() - 30_000);
    await setLastSeen(token!, recent);
    for (let i = 0; i < 5; i++) expect((await me(token!)).statusCode).toBe(200);
    expect((await sessionRow(token!)).lastSeenAt.getTime()).toBe(recent.getTime());

    const stale = new Date(Date.now() - 61_000);
    await setLastSeen(token!, stale);
    const before = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => me(token!)));
    const written = (await sessionRow(token!)).lastSeenAt.getTime();
    expect(written).toBeGreaterThanOrEqual(before - 1000);
    // The next requests of this minute leave it alone again.
    await me(token!);
    expect((await sessionRow(token!)).lastSeenAt.getTime()).toBe(written);
  });

  it('starts at the sign-in', async () => {
    const { token } = await login(t.app, 'principal3');
    const row = await sessionRow(token!);
    expect(Math.abs(row.lastSeenAt.getTime() - row.createdAt.getTime())).toBeLessThan(1000);
  });
});

/** The test's own database handle with a query counter (the same connection, no stand-in). */
function countingDb() {
  const counter = { queries: [] as string[] };
  const logger = { logQuery: (query: string) => counter.queries.push(query) };
  const options = { schema, casing: 'snake_case' as const, logger };
  const { pglite, pool } = t.database;
  const db = (pglite ? drizzlePglite(pglite, options) : drizzlePg(pool!, options)) as unknown as Db;
  return { db, counter };
}

describe('the session lookup', () => {
  it('costs one query per request, and one write when the last use is a minute old', async () => {
    const { token } = await login(t.app, 'principal');
    const { db, counter } = countingDb();
    const run = () => authenticateSession({ db, token: token!, idleMinutes: 120, log: t.app.log });
    await setLastSeen(token!, new Date(Date.now() - 10_000));
    const user = await run();
    expect(user.managedEntityIds).toHaveLength(2);
    expect(counter.queries).toHaveLength(1);
    expect(counter.queries[0]).toMatch(/^select /);
    counter.queries.length = 0;
    await setLastSeen(token!, new Date(Date.now() - 90_000));
    await run();
    expect(counter.queries.map((query) => query.split(' ')[0])).toEqual(['select', 'update']);
  });

  it("carries the principal's managed entities in its one query", async () => {
    const { token } = await login(t.app, 'principal');
    const user = await findSessionUser(t.database.db, token!);
    expect(user).toMatchObject({ name: 'principal', kind: 'principal', locale: 'en-US' });
    expect(user!.managedEntityIds).toHaveLength(2);
    expect(user!.managedEntityIds.every((id) => Number.isInteger(id))).toBe(true);
    const agent = await findSessionUser(t.database.db, (await login(t.app, 'agent')).token!);
    expect(agent!.managedEntityIds).toEqual([]);
    expect(agent!.locale).toBe('zh-CN');
  });

  it('records why a session ended: logout', async () => {
    const { token } = await login(t.app, 'principal3');
    await t.app.inject({ method: 'POST', url: '/uapi/users/logout', headers: auth(token) });
    expect((await sessionRow(token!)).revokedReason).toBe('logout');
  });
});

describe('live notification streams', () => {
  it('end when their session goes idle: an open stream is not activity', async () => {
    const hub = createNotificationHub({
      database: t.database,
      mailer: t.app.mailer,
      publicUrl: t.config.publicUrl,
      apiPrefix: t.config.apiPrefix,
      log: t.app.log,
      heartbeatMs: 100,
      idleMinutes: 120,
    });
    await hub.start();
    try {
      const open = async (remember: boolean) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/uapi/users/name_login',
          headers: EN,
          payload: { name: 'operator', password: DEMO_PASSWORD, remember },
        });
        const token = response.headers.authorization as string;
        const row = await sessionRow(token);
        const stream = new SseStream(row.userId, row.id);
        stream.body.resume();
        hub.open(stream);
        return { token, stream };
      };
      const plain = await open(false);
      const remembered = await open(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(plain.stream.isOpen).toBe(true);
      for (const { token } of [plain, remembered]) await setLastSeen(token, minutesAgo(121));
      await vi.waitFor(() => expect(plain.stream.isOpen).toBe(false));
      expect(remembered.stream.isOpen).toBe(true);
    } finally {
      hub.closeStreams();
      await hub.stop();
    }
  });
});
