import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, shot, signInAndWait, switchToChinese } from './support.ts';

type Who = 'principal' | 'agent';

/** The other user acts through the API (Playwright's request context), as a second browser would. */
async function actors(request: APIRequestContext) {
  type UserInfo = { managed_entities: { id: number }[]; entity: { id: number } };
  const sessions = {} as Record<Who, { token: string; body: UserInfo }>;
  for (const name of ['principal', 'agent'] as const) {
    const response = await request.post('/uapi/users/name_login', {
      data: { name, password: DEMO_PASSWORD },
    });
    expect(response.ok()).toBeTruthy();
    sessions[name] = { token: response.headers().authorization ?? '', body: (await response.json()).data };
  }
  const headers = (who: Who) => ({ Authorization: sessions[who].token, 'Accept-Language': 'en-US' });
  const get = async (who: Who, url: string) => {
    const response = await request.get(`/uapi${url}`, { headers: headers(who) });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data;
  };
  const post = async (who: Who, url: string, data: object = {}) => {
    const response = await request.post(`/uapi${url}`, { headers: headers(who), data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()).data;
  };

  /** The principal appoints the agent: the agent's users are notified. */
  async function appointAgent(voyage: string) {
    const [vessel] = (await get('principal', '/vessels/option?name_i_cont=Jade')).objects;
    const [port] = (await get('principal', '/ports/option?name_i_cont=CNSHA')).objects;
    const loading = (await get('principal', '/activity_types')).objects.find(
      (row: { code: string }) => row.code === 'loading',
    );
    const draft = (
      await post('principal', '/port_calls', {
        vessel_id: vessel.id,
        voyage_no: `${voyage}-${Date.now()}`,
        port_id: port.id,
        eta: '2026-12-10T06:00:00Z',
        legal_entity_id: sessions.principal.body.managed_entities[0]!.id,
        agent_entity_id: sessions.agent.body.entity.id,
        agent_nomination_type: 'ona',
        activities: [{ activity_type_id: loading.id }],
      })
    ).object;
    const submitted = (await post('principal', `/port_calls/${draft.id}/submit`, { lock_version: 0 })).object;
    return submitted as { id: number; ref_no: string; lock_version: number };
  }

  /** The bell shows what the server counts: other browser tests notify these users meanwhile. */
  async function expectBellInSync(page: Page, who: Who) {
    await expect
      .poll(
        async () =>
          (await bellCount(page)) - (await get(who, '/notifications/get_all_unread')).page.total_count,
        { timeout: 15_000 },
      )
      .toBe(0);
  }

  return { get, post, appointAgent, expectBellInSync };
}

/** The bell's unread count (0 when the badge is hidden). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-bell').locator('.ant-badge-count');
  if ((await badge.count()) === 0) return 0;
  const title = await badge.getAttribute('title');
  return title === null ? 0 : Number.parseInt(title, 10);
}

test.describe('live notifications', () => {
  // Two users, live pushes and a language switch: more than 30 s on a busy machine. The tests mark
  // the same users' notifications read, so they run one after the other.
  test.describe.configure({ timeout: 90_000, mode: 'serial' });

  test("the agent's bell rises live when the principal appoints them, and opening it leads to the port call", async ({
    page,
    request,
  }) => {
    const api = await actors(request);
    await api.post('agent', '/notifications/set_read_all');
    await signInAndWait(page, 'agent');
    await api.expectBellInSync(page, 'agent');
    // Proof that nothing below reloads the page.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const pc = await api.appointAgent('BELL');
    // The agent's profile is Chinese, the app is in English: the notification is in the app's
    // language (decision 050).
    const title = `New appointment ${pc.ref_no}`;
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(1);
    // The toast in the corner tells what arrived.
    await expect(page.locator('.ant-notification-notice').filter({ hasText: title })).toBeVisible();
    await shot(page, 'en-toast');
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    const item = panel.getByTestId('notification-item').filter({ hasText: title });
    // The panel is a lazy chunk (decision 018), fetched on the first hover: slow on a loaded machine.
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(item.getByTestId('notification-area')).toHaveText('Port call');
    await shot(page, 'en-bell');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}$`));
    // Opening it marked it read.
    await expect
      .poll(async () =>
        (await api.get('agent', '/notifications/get_all_read?per_page=100')).objects.map(
          (n: { title: string }) => n.title,
        ),
      )
      .toContain(title);
  });

  test('mark all read empties the Unread tab and fills the Read tab', async ({ page, request }) => {
    const api = await actors(request);
    await api.post('agent', '/notifications/set_read_all');
    const pc = await api.appointAgent('PAGE');
    const title = `New appointment ${pc.ref_no}`;
    await signInAndWait(page, 'agent');
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-view-all').click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();

    const unread = page.getByTestId('notification-list').getByTestId('notification-item');
    await expect(unread.filter({ hasText: title })).toBeVisible();
    await expect(unread.first().getByTestId('notification-severity-info')).toBeVisible();
    await shot(page, 'en-unread');

    // A notification that arrives while the page is open appears without a reload.
    const second = await api.appointAgent('PAGE2');
    await expect(unread.filter({ hasText: `New appointment ${second.ref_no}` })).toBeVisible();

    await page.getByTestId('notifications-mark-all').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText('Mark all notifications as read?');
    await dialog.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.locator('.ant-message')).toContainText(/Marked \d+ as read\./);
    // Both appointments leave the Unread tab. Other specs notify this agent in parallel (a DA step
    // arrived right after the marking once in CI), so the tab is not always empty afterwards.
    await expect(unread.filter({ hasText: title })).toHaveCount(0);
    await expect(unread.filter({ hasText: `New appointment ${second.ref_no}` })).toHaveCount(0);
    await api.expectBellInSync(page, 'agent');
    // Other specs appoint the same agent in parallel: a notification may arrive right after the
    // marking. The button is disabled exactly when nothing is unread.
    const markAll = page.getByTestId('notifications-mark-all');
    await expect
      .poll(
        async () =>
          (await markAll.isDisabled()) ===
          ((await api.get('agent', '/notifications/get_all_unread')).page.total_count === 0),
        { timeout: 15_000 },
      )
      .toBe(true);

    await page.getByTestId('notifications-tab-read').click();
    await expect(page).toHaveURL(/tab=read/);
    const read = page.getByTestId('notification-list').getByTestId('notification-item');
    await expect(read.filter({ hasText: title })).toBeVisible();
    await expect(read.filter({ hasText: title })).toHaveAttribute('data-unread', 'false');
    await shot(page, 'en-read');
  });

  test('in Chinese, the principal watches the agent accept, live, and reads it', async ({
    page,
    request,
  }) => {
    const api = await actors(request);
    const pc = await api.appointAgent('ZH');
    await signInAndWait(page, 'principal');
    // The language is switched on the notifications page, not on the dashboard while it loads.
    await page.getByTestId('sidebar').getByRole('menuitem', { name: 'Notifications' }).click();
    // The page is a lazy chunk with its texts: on a loaded CI machine it once came after 7.5 s.
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible({ timeout: 20_000 });
    await switchToChinese(page);
    await expect(page.getByRole('heading', { name: '通知' })).toBeVisible();
    // Other specs notify this principal meanwhile: the unread tab may carry a count, and the list is
    // only known not to hold this port call's acceptance yet.
    await expect(page.getByTestId('notifications-tab-unread')).toHaveText(/^未读\d*$/);
    await expect(page.getByTestId('notifications-tab-read')).toHaveText('已读');
    await expect(page.getByTestId('notification-list')).toBeVisible();
    await expect(page.getByTestId('notification-item').filter({ hasText: pc.ref_no })).toHaveCount(0);
    await shot(page, 'zh-empty');

    await api.post('agent', `/port_calls/${pc.id}/accept`, { lock_version: pc.lock_version });
    // The principal's profile is English, the app is in Chinese: the notification arrives in
    // Chinese, the app's language (decision 050).
    const item = page.getByTestId('notification-item').filter({ hasText: `委托已接受：${pc.ref_no}` });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('notification-area')).toHaveText('船舶挂靠');
    await expect(item).toContainText('标为已读');
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(1);
    await page.getByTestId('notification-bell').click();
    // The panel is a lazy chunk (decision 018): in CI it once opened after more than 7.5 s.
    await expect(page.getByTestId('notification-panel')).toContainText(/\d+ 条未读/, {
      timeout: 20_000,
    });
    await shot(page, 'zh-bell');
    await page.keyboard.press('Escape');

    await item.getByRole('button', { name: '标为已读' }).click();
    await expect(item).toHaveCount(0);
    await api.expectBellInSync(page, 'principal');
    await page.getByTestId('notifications-tab-read').click();
    await expect(page.getByTestId('notification-item').filter({ hasText: pc.ref_no })).toBeVisible();
    await shot(page, 'zh-read');
  });
});
