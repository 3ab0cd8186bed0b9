import type { UserAdminItem } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { auth, DEMO_PASSWORD, EN, login, startTestApp, type TestApp } from './helpers.ts';

const { users, sessions, auditEvents } = schema;
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startTestApp();
  operator = (await login(t.app, 'operator')).token!;
});
afterAll(() => t.close());

const list = (query: string, token = operator) =>
  t.app.inject({ url: `/uapi/users${query}`, headers: auth(token) });
const post = (path: string, payload?: object, token = operator) =>
  t.app.inject({ method: 'POST', url: `/uapi/users${path}`, headers: auth(token), payload });
const userByName = async (name: string) =>
  (await t.database.db.select().from(users).where(eq(users.name, name)))[0]!;
const itemOf = async (name: string): Promise<UserAdminItem> =>
  (await list(`?q=${name}&per_page=100`)).json().data.objects.find((u: UserAdminItem) => u.name === name);
const auditCount = async (userId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'user'), eq(auditEvents.recordId, userId)))
  )[0]!.n;
const logEvents = (event: string) => t.logs.events(event);

describe('the users list (operators)', () => {
  it('lists every user with company, kind, status, last sign-in and live sessions', async () => {
    const response = await list('?per_page=100');
    expect(response.statusCode).toBe(200);
    const { objects, page } = response.json().data;
    expect(page).toEqual({ page: 1, per_page: 100, total_count: 6 });
    expect(objects.map((u: UserAdminItem) => u.name)).toEqual([
      'agent',
      'agent2',
      'operator',
      'principal',
      'principal2',
      'principal3',
    ]);
    const me = objects.find((u: UserAdminItem) => u.name === 'operator');
    expect(me).toMatchObject({
      display_name: 'Sara Lindqvist',
      email: 'sara.lindqvist@portledger.example',
      kind: 'operator',
      company: { name: 'PortLedger DA Desk' },
      is_active: true,
      live_sessions: 1,
      lock_version: 0,
    });
    expect(Date.now() - Date.parse(me.last_sign_in_at)).toBeLessThan(60_000);
    expect(objects.find((u: UserAdminItem) => u.name === 'principal3').last_sign_in_at).toBeNull();
  });

  it('counts only sessions that would let the user in now', async () => {
    const first = (await login(t.app, 'principal2')).token!;
    await login(t.app, 'principal2');
    expect((await itemOf('principal2')).live_sessions).toBe(2);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.tokenHash, hashToken(first)));
    expect((await itemOf('principal2')).live_sessions).toBe(1);
  });

  it('searches user name, display name and e-mail, and filters kind, company and status', async () => {
    const names = async (query: string) =>
      (await list(query)).json().data.objects.map((u: UserAdminItem) => u.name);
    expect(await names('?q=wang')).toEqual(['agent']);
    expect(await names('?q=ROTTERDAM-PORT')).toEqual(['agent2']);
    expect(await names('?q=principal')).toEqual(['principal', 'principal2', 'principal3']);
    expect(await names('?q=100%25')).toEqual([]);
    expect(await names('?kind_eq=agent')).toEqual(['agent', 'agent2']);
    const northern = (await userByName('principal2')).entityId;
    expect(await names(`?entity_id_eq=${northern}`)).toEqual(['principal2', 'principal3']);
    expect(await names('?is_active_eq=false')).toEqual([]);
    expect(await names('?is_active_eq=true&kind_eq=operator')).toEqual(['operator']);
  });

  it('pages and sorts', async () => {
    const page2 = (await list('?per_page=2&page=2&sort=-name')).json().data;
    expect(page2.page).toEqual({ page: 2, per_page: 2, total_count: 6 });
    expect(page2.objects.map((u: UserAdminItem) => u.name)).toEqual(['principal', 'operator']);
    const byCompany = (await list('?sort=entity_name&per_page=100')).json().data.objects;
    expect(byCompany[0].company.name).toBe('Northern Tankers AS');
    const recent = (await list('?sort=-last_sign_in_at&per_page=100')).json().data.objects;
    expect(recent.at(-1).last_sign_in_at).toBeNull();
    expect(recent[0].last_sign_in_at).not.toBeNull();
  });

  it('rejects bad queries with 400 and field errors', async () => {
    for (const [query, field] of [
      ['?per_page=1000', 'per_page'],
      ['?kind_eq=captain', 'kind_eq'],
      ['?is_active_eq=maybe', 'is_active_eq'],
      ['?entity_id_eq=-1', 'entity_id_eq'],
      ['?sort=password_hash', 'sort'],
      ['?role=admin', 'role'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().data.errors[0].field, query).toBe(field);
    }
  });
});

describe('operator only', () => {
  it('answers 403 to principals and agents on every route and changes nothing', async () => {
    const target = await userByName('principal3');
    for (const name of ['principal', 'agent']) {
      const token = (await login(t.app, name)).token!;
      expect((await list('', token)).statusCode).toBe(403);
      for (const action of ['end_sessions', 'disable', 'enable']) {
        const response = await post(`/${target.id}/${action}`, { lock_version: 0 }, token);
        expect(response.statusCode, `${name} ${action}`).toBe(403);
        expect(response.json().msg).toBe('Access to this resource on the server is denied.');
      }
    }
    expect((await userByName('principal3')).isActive).toBe(true);
    expect(await auditCount(target.id)).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/uapi/users', headers: EN });
    expect(response.statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it("ends every live session of a user at once and audits it; the user's next request is a 401", async () => {
    const target = await userByName('agent2');
    const tokens = [(await login(t.app, 'agent2')).token!, (await login(t.app, 'agent2')).token!];
    const before = await auditCount(target.id);
    const response = await post(`/${target.id}/end_sessions`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'The sessions have been ended.',
      data: { ended_sessions: 2, object: { name: 'agent2', live_sessions: 0, is_active: true } },
    });
    for (const token of tokens) {
      const me = await t.app.inject({ url: '/uapi/users/me', headers: auth(token) });
      expect(me.statusCode).toBe(401);
      expect(me.json().msg).toBe('Your session was ended by an operator. Please sign in again.');
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row!.revokedReason).toBe('operator');
    }
    expect(await auditCount(target.id)).toBe(before + 1);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, target.id), eq(auditEvents.action, 'sessions_ended')));
    expect(audit).toMatchObject({ recordType: 'user', actorKind: 'operator' });
    expect(audit!.changes).toEqual([{ field: 'ended_sessions', before: null, after: 2 }]);
    const lines = logEvents('auth.session_ended').filter((line) => line.userId === target.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reason: 'operator', actorId: expect.any(Number) });
    // The user can sign in again.
    expect((await login(t.app, 'agent2')).response.statusCode).toBe(200);
  });

  it("keeps the operator's own current session when they end their own", async () => {
    const me = await userByName('operator');
    const other = (await login(t.app, 'operator')).token!;
    const response = await post(`/${me.id}/end_sessions`);
    expect(response.json().data.ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: '/uapi/users/me', headers: auth(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/uapi/users/me', headers: auth(operator) })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await post('/999999/end_sessions')).statusCode).toBe(404);
    expect((await post('/999999/end_sessions')).json().msg).toBe('The requested record does not exist.');
    expect((await post('/abc/end_sessions')).statusCode).toBe(400);
    expect((await post('/0/end_sessions')).statusCode).toBe(400);
  });
});

describe('disabling and enabling', () => {
  it('disables a user and ends their sessions in one transaction; a stale version is a 409', async () => {
    const target = await userByName('principal3');
    const token = (await login(t.app, 'principal3')).token!;
    const auditBefore = await auditCount(target.id);

    const stale = await post(`/${target.id}/disable`, { lock_version: target.lockVersion + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone else changed this record. Reload it and try again.');
    expect((await userByName('principal3')).isActive).toBe(true);
    expect((await t.app.inject({ url: '/uapi/users/me', headers: auth(token) })).statusCode).toBe(200);
    expect(await auditCount(target.id)).toBe(auditBefore);

    const done = await post(`/${target.id}/disable`, { lock_version: target.lockVersion });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      msg: 'The user has been disabled and signed out everywhere.',
      data: {
        ended_sessions: 1,
        object: { is_active: false, live_sessions: 0, lock_version: target.lockVersion + 1 },
      },
    });
    const me = await t.app.inject({ url: '/uapi/users/me', headers: auth(token) });
    expect(me.statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.revokedReason).toBe('user_disabled');
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, target.id), eq(auditEvents.action, 'user_disabled')));
    expect(audit!.changes).toEqual([
      { field: 'is_active', before: true, after: false },
      { field: 'ended_sessions', before: null, after: 1 },
    ]);
    expect(logEvents('users.disabled').some((line) => line.userId === target.id)).toBe(true);
    expect(
      logEvents('auth.session_ended').some(
        (line) => line.sessionId === row!.id && line.reason === 'user_disabled',
      ),
    ).toBe(true);

    // The same answer as a wrong password, so the sign-in form does not reveal disabled accounts.
    const disabled = await login(t.app, 'principal3', DEMO_PASSWORD, '10.9.0.1');
    const wrong = await login(t.app, 'principal2', 'not-the-password', '10.9.0.2');
    expect(disabled.response.statusCode).toBe(401);
    expect(disabled.body).toEqual(wrong.body);
    expect(disabled.token).toBeUndefined();
    expect((await list('?is_active_eq=false')).json().data.objects.map((u: UserAdminItem) => u.name)).toEqual(
      ['principal3'],
    );

    const staleEnable = await post(`/${target.id}/enable`, { lock_version: target.lockVersion });
    expect(staleEnable.statusCode).toBe(409);
    const enabled = await post(`/${target.id}/enable`, { lock_version: target.lockVersion + 1 });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({
      msg: 'The user has been enabled and can sign in again.',
      data: { object: { is_active: true, lock_version: target.lockVersion + 2 } },
    });
    expect((await login(t.app, 'principal3', DEMO_PASSWORD, '10.9.0.3')).response.statusCode).toBe(200);
    // Sessions ended by the disable stay ended.
    expect((await t.app.inject({ url: '/uapi/users/me', headers: auth(token) })).statusCode).toBe(401);
    expect(await auditCount(target.id)).toBe(auditBefore + 2);
  });

  it('lets exactly one of two operators with the same version through', async () => {
    const target = await userByName('principal2');
    const second = (await login(t.app, 'operator')).token!;
    const answers = await Promise.all([
      post(`/${target.id}/disable`, { lock_version: target.lockVersion }),
      post(`/${target.id}/disable`, { lock_version: target.lockVersion }, second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await userByName('principal2');
    expect(after.lockVersion).toBe(target.lockVersion + 1);
    await post(`/${target.id}/enable`, { lock_version: after.lockVersion });
  });

  it('does not let an operator disable themselves', async () => {
    const me = await userByName('operator');
    const response = await post(`/${me.id}/disable`, { lock_version: me.lockVersion });
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('You cannot disable your own account.');
    expect((await userByName('operator')).isActive).toBe(true);
  });

  it('answers 404 for unknown ids and 400 for bad bodies, writing nothing', async () => {
    const target = await userByName('agent');
    const audits = await auditCount(target.id);
    for (const action of ['disable', 'enable']) {
      expect((await post(`/999999/${action}`, { lock_version: 0 })).statusCode).toBe(404);
      for (const body of [
        {},
        { lock_version: 'x' },
        { lock_version: -1 },
        { lock_version: 0, is_active: false },
      ]) {
        const response = await post(`/${target.id}/${action}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().data.errors.length).toBeGreaterThan(0);
      }
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: `/uapi/users/${target.id}/disable`,
      headers: { authorization: operator, 'accept-language': 'zh-CN' },
      payload: {},
    });
    expect(zh.json().msg).toBe('部分字段填写有误，请修改后重试。');
    expect(await userByName('agent')).toMatchObject({ isActive: true, lockVersion: target.lockVersion });
    expect(await auditCount(target.id)).toBe(audits);
  });

  it('keeps the user unchanged when it already is in the asked state', async () => {
    const target = await userByName('agent');
    const response = await post(`/${target.id}/enable`, { lock_version: target.lockVersion });
    expect(response.statusCode).toBe(200);
    expect((await userByName('agent')).lockVersion).toBe(target.lockVersion);
    const enables = await t.database.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, target.id), eq(auditEvents.action, 'user_enabled')));
    expect(enables).toHaveLength(0);
  });
});
