import { schema } from '@portledger/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let mine: number[];
let othersId: number;
beforeAll(async () => {
  t = await startTestApp();
  const principal = await login(t.app, 'principal');
  token = principal.token!;
  const agent = await login(t.app, 'agent');
  const { notifications } = schema;
  const rows = await t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: principal.body.data.id as number,
        title: `PDA ${i + 1} awaits approval`,
        content: 'Please review the screened PDA.',
        titleZh: `PDA ${i + 1} 待批准`,
        contentZh: '请审阅已审核的 PDA。',
        businessArea: 'PDA',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    )
    .returning({ id: notifications.id });
  mine = rows.map((r) => r.id);
  const [other] = await t.database.db
    .insert(notifications)
    .values({
      userId: agent.body.data.id,
      title: 'Appointed',
      content: 'You were appointed.',
      titleZh: '已委托',
      contentZh: '您已被委托。',
      businessArea: 'PORT_CALL',
    })
    .returning({ id: notifications.id });
  othersId = other!.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: auth(token) });

describe('notifications', () => {
  it('lists only own notifications, newest first, paged', async () => {
    const response = await get('/uapi/notifications/get_all_unread?page=1&per_page=10');
    expect(response.statusCode).toBe(200);
    const { objects, page } = response.json().data;
    expect(page).toEqual({ page: 1, per_page: 10, total_count: 12 });
    expect(objects).toHaveLength(10);
    expect(objects[0]).toMatchObject({
      title: 'PDA 12 awaits approval',
      business_area: 'PDA',
      severity: 'info',
      read_at: null,
    });
    const second = (await get('/uapi/notifications?page=2&per_page=10')).json().data;
    expect(second.objects.map((n: { id: number }) => n.id)).toEqual([mine[1], mine[0]]);
    expect((await get('/uapi/notifications/get_all_read')).json().data.page.total_count).toBe(0);
  });

  it("marks one read, and answers 404 for someone else's", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/uapi/notifications/${mine[0]}/set_read`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/uapi/notifications/${othersId}/set_read`,
      headers: auth(token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 404, msg: 'The requested record does not exist.', data: null });
    const read = (await get('/uapi/notifications/get_all_read')).json().data;
    expect(read.objects.map((n: { id: number }) => n.id)).toEqual([mine[0]]);
    expect(read.objects[0].read_at).toEqual(expect.any(String));
  });

  it('marks all own notifications read without touching others', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/notifications/set_read_all',
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    // 12 were unread, one was read in the previous test.
    expect(response.json().data).toEqual({ marked_count: 11 });
    expect((await get('/uapi/notifications/get_all_unread')).json().data.page.total_count).toBe(0);
    const agent = await login(t.app, 'agent');
    const theirs = await t.app.inject({
      url: '/uapi/notifications/get_all_unread',
      headers: auth(agent.token),
    });
    expect(theirs.json().data.page.total_count).toBe(1);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/uapi/notifications' })).statusCode).toBe(401);
  });
});
