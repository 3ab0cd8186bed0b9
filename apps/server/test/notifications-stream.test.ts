import { schema } from '@portledger/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotifications } from '../src/modules/notifications/create-notifications.ts';
import { createNotificationHub } from '../src/modules/notifications/notification-hub.ts';
import { SseStream } from '../src/modules/notifications/sse-stream.ts';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';
import { listenOnFreePort, type OpenStream, openStream } from './notifications-sse.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let baseUrl: string;
let world: Awaited<ReturnType<typeof portCallWorld>>;
let agentId: number;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listenOnFreePort(t.app);
  world = await portCallWorld(t);
  agentId = (await login(t.app, 'agent')).body.data.id;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function stream(name: string, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const opened = await openStream(baseUrl, world.tokens[name]!, undefined, locale);
  streams.push(opened);
  return opened;
}

async function unreadCount(name: string) {
  const response = await t.app.inject({
    url: '/uapi/notifications/get_all_unread?page=1&per_page=10',
    headers: auth(world.tokens[name]),
  });
  return response.json().data.page.total_count as number;
}

async function submitPortCall(voyage: string) {
  const created = await world.call('principal', 'POST', '/port_calls', {
    vessel_id: world.ids.vessel,
    voyage_no: voyage,
    port_id: world.ids.port,
    eta: '2026-12-10T06:00:00Z',
    legal_entity_id: world.ids.legalEntity,
    agent_entity_id: world.ids.agentCompany,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: world.ids.loading }],
  });
  const draft = created.json().data.object;
  const submitted = await world.call('principal', 'POST', `/port_calls/${draft.id}/submit`, {
    lock_version: 0,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json().data.object as { id: number; ref_no: string };
}

describe('the live notification stream', () => {
  it('needs the Authorization header: no session, or a token in the URL, is a 401', async () => {
    const anonymous = await fetch(`${baseUrl}/uapi/notifications/stream`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: number }).code).toBe(401);
    const inUrl = await fetch(
      `${baseUrl}/uapi/notifications/stream?token=${encodeURIComponent(world.tokens.agent!)}`,
    );
    expect(inUrl.status).toBe(401);
    const docs = await t.app.inject({ url: '/uapi/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain('/uapi/notifications/stream');
  });

  it('sends the unread count on connect, then each new notification and the new count', async () => {
    const before = await unreadCount('agent');
    const agent = await stream('agent', 'zh-CN');
    expect(agent.response.status).toBe(200);
    expect(agent.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await agent.waitFor('unread')).toEqual({ unread_count: before });
    // The same agent in another tab, with the app in English.
    const english = await stream('agent', 'en-US');
    await english.waitFor('unread');

    const pc = await submitPortCall('LIVE1');
    // Each stream gets the notification in the language its app asked for (decision 050).
    const pushed = await agent.waitFor('notification', (n) => n.title === `新委托 ${pc.ref_no}`);
    const pushedInEnglish = await english.waitFor('notification', (n) => n.id === pushed.id);
    expect(pushedInEnglish.title).toBe(`New appointment ${pc.ref_no}`);
    expect(pushedInEnglish.content).not.toMatch(/[\u4e00-\u9fff]/);
    expect(pushed).toMatchObject({
      business_area: 'PORT_CALL',
      severity: 'info',
      link: `/das-mgmt/${pc.id}`,
      read_at: null,
    });
    expect(pushed.content).toContain('请接受或拒绝');
    const index = agent.events.findIndex((e) => e.event === 'notification');
    expect(await agent.waitFor('unread', undefined, index)).toEqual({ unread_count: before + 1 });

    // The lists answer in the request's language too, whatever the profile says (Chinese here).
    const listed = async (locale: string) => {
      const response = await t.app.inject({
        url: '/uapi/notifications/get_all_unread?page=1&per_page=50',
        headers: { ...auth(world.tokens.agent), 'accept-language': locale },
      });
      return (response.json().data.objects as { id: number; title: string }[]).find(
        (n) => n.id === pushed.id,
      );
    };
    expect((await listed('zh-CN'))?.title).toBe(`新委托 ${pc.ref_no}`);
    expect((await listed('en-US'))?.title).toBe(`New appointment ${pc.ref_no}`);
  });

  it('tells every tab of the user when a notification is read elsewhere, and nobody else', async () => {
    const count = await unreadCount('agent');
    const [tab1, tab2, principal] = [await stream('agent'), await stream('agent'), await stream('principal')];
    await tab1.waitFor('unread');
    await tab2.waitFor('unread');
    await principal.waitFor('unread');
    const [newest] = (
      await t.app.inject({ url: '/uapi/notifications/get_all_unread', headers: auth(world.tokens.agent) })
    ).json().data.objects;
    const read = await t.app.inject({
      method: 'POST',
      url: `/uapi/notifications/${newest.id}/set_read`,
      headers: auth(world.tokens.agent),
    });
    expect(read.statusCode).toBe(200);
    for (const tab of [tab1, tab2]) {
      expect(await tab.waitFor('unread', (d) => d.unread_count === count - 1)).toBeTruthy();
    }
    const all = await t.app.inject({
      method: 'POST',
      url: '/uapi/notifications/set_read_all',
      headers: auth(world.tokens.agent),
    });
    expect(all.json().data).toEqual({ marked_count: count - 1 });
    await tab1.waitFor('unread', (d) => d.unread_count === 0);
    // The principal's stream only ever heard its own initial count.
    expect(principal.events).toHaveLength(1);
  });

  it('announces nothing for a change that is rolled back, and delivers on commit', async () => {
    const agent = await stream('agent');
    const { unread_count: start } = await agent.waitFor('unread');
    const notify = (ref: string) =>
      createNotifications({
        db: t.database.db,
        userIds: [agentId],
        titleKey: 'notify.portCall.submitted.title',
        contentKey: 'notify.portCall.submitted.content',
        params: { ref, principal: 'P', vessel: 'V', port: 'X' },
        businessArea: 'PORT_CALL',
      });
    await expect(
      t.database.db.transaction(async (tx) => {
        await createNotifications({
          db: tx,
          userIds: [agentId],
          titleKey: 'notify.portCall.submitted.title',
          contentKey: 'notify.portCall.submitted.content',
          params: { ref: 'ROLLED-BACK', principal: 'P', vessel: 'V', port: 'X' },
          businessArea: 'PORT_CALL',
        });
        throw new Error('the change fails after the notification was written');
      }),
    ).rejects.toThrow('the change fails');
    await notify('COMMITTED');
    await agent.waitFor('notification', (n) => n.title.includes('COMMITTED'));
    await agent.waitFor('unread', (d) => d.unread_count === start + 1);
    const titles = agent.events.flatMap((e) => (e.event === 'notification' ? [e.data.title] : []));
    expect(titles).toEqual(['New appointment COMMITTED']);
    expect(await unreadCount('agent')).toBe(start + 1);
  });

  it('refuses more than ten streams per user (429), and takes one again when one closes', async () => {
    const mine = [...Array(10)].map(() => stream('principal2'));
    const opened = await Promise.all(mine);
    await Promise.all(opened.map((s) => s.waitFor('unread')));
    const refused = await fetch(`${baseUrl}/uapi/notifications/stream`, {
      headers: { authorization: world.tokens.principal2!, 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/Too many live connections/);
    opened[0]!.close();
    await opened[0]!.ended;
    await vi.waitFor(async () => {
      const again = await openStream(baseUrl, world.tokens.principal2!);
      streams.push(again);
      expect(again.response.status).toBe(200);
    });
    for (const s of opened) s.close();
  });

  it('forgets a stream the client closed', async () => {
    const agent = await stream('agent');
    await agent.waitFor('unread');
    agent.close();
    await agent.ended;
    // The next announcement must not fail on the closed stream; a new one still gets it.
    const next = await stream('agent');
    const pc = await submitPortCall('LIVE2');
    await next.waitFor('notification', (n) => n.title.includes(pc.ref_no));
  });
});

describe('heartbeats', () => {
  it('keep the stream alive, and end it once its session is signed out', async () => {
    // A hub of its own with a fast heartbeat; the app's beats every 25 s.
    const hub = createNotificationHub({
      database: t.database,
      mailer: t.app.mailer,
      publicUrl: t.config.publicUrl,
      apiPrefix: t.config.apiPrefix,
      log: t.app.log,
      heartbeatMs: 100,
    });
    await hub.start();
    try {
      const { token, body } = await login(t.app, 'operator');
      const [session] = await t.database.db
        .select({ id: schema.sessions.id })
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, body.data.id))
        .orderBy(desc(schema.sessions.id))
        .limit(1);
      const stream = new SseStream(body.data.id, session!.id);
      let text = '';
      stream.body.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      hub.open(stream);
      await vi.waitFor(() => expect(text).toMatch(/event: unread\ndata: \{"unread_count":\d+\}\n\n/));
      await vi.waitFor(() => expect(text).toContain(': heartbeat\n\n'));
      expect(stream.isOpen).toBe(true);
      await t.app.inject({ method: 'POST', url: '/uapi/users/logout', headers: auth(token) });
      await vi.waitFor(() => expect(stream.isOpen).toBe(false));
      expect(hub.streamCount).toBe(0);
    } finally {
      hub.closeStreams();
      await hub.stop();
    }
  });
});

describe('closing the app', () => {
  it('ends open streams instead of waiting for them', async () => {
    const other = await startTestApp();
    const url = await listenOnFreePort(other.app);
    const { token } = await login(other.app, 'operator');
    const operator = await openStream(url, token!);
    await operator.waitFor('unread');
    const started = Date.now();
    await other.app.close();
    await operator.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    await other.close();
  });
});
