import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

export const DEMO_PASSWORD = 'Harbour#2026';
/** Display names of the seeded demo users (packages/db/src/seed.ts). */
export const DISPLAY_NAMES = { principal: 'Olivia Chen', agent: '王磊 Wang Lei', operator: 'Sara Lindqvist' };

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/**
 * A screenshot to look at while building or reviewing a screen: a page (whole, from its top) or one
 * element, into E2E_SHOTS_DIR/<spec>/<name>.png. Nothing when E2E_SHOTS_DIR is not set, as in
 * `npm test`: each capture is rendering time on a 2-core machine (decision 054).
 */
export async function shot(target: Page | Locator, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  const path = join(SHOTS_DIR, basename(test.info().file, '.spec.ts'), `${name}.png`);
  if ('goto' in target) {
    await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path, fullPage: true });
  } else {
    await target.screenshot({ path });
  }
}

/**
 * Signs in through the login form. With a `target` (a path inside the app) the login page opens
 * on it afterwards, as it does for a user sent to sign in from a bookmarked page; without one it
 * opens on the dashboard.
 */
export async function signIn(
  page: Page,
  name: string,
  password = DEMO_PASSWORD,
  target?: string,
): Promise<void> {
  await page.goto(target ? `/auth/login?redirect=${encodeURIComponent(target)}` : '/auth/login');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page shows `target`: its path, with at least the query parameters it names. */
function isAt(url: URL, target: string): boolean {
  const wanted = new URL(target, url);
  return (
    url.pathname === wanted.pathname &&
    [...wanted.searchParams].every(([key, value]) => url.searchParams.get(key) === value)
  );
}

/**
 * Signs in and waits until the app shows `target` (default: the dashboard). Tests that work on
 * another page name it here rather than opening it after the dashboard: the dashboard's charts
 * and queries are then not drawn for nothing, which on a 2-core machine is a good part of a test.
 */
export async function signInAndWait(page: Page, name: string, target = '/dashboard'): Promise<void> {
  await signIn(page, name, DEMO_PASSWORD, target === '/dashboard' ? undefined : target);
  // A sign-in is one scrypt run (about 0.3 s alone, seconds when the machine is busy).
  await expect(page).toHaveURL((url) => isAt(url, target), { timeout: 20_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The newest mail the server wrote to DATA_DIR/outbox (no SMTP_URL in the browser tests). */
export function newestMail(): string {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`No mail in ${outbox}`);
  return readFileSync(files[0], 'utf8');
}

/** Signs a demo user in through the API: the session token and the user's info. */
export async function apiLogin(request: APIRequestContext, name: string) {
  const response = await request.post('/uapi/users/name_login', { data: { name, password: DEMO_PASSWORD } });
  expect(response.ok()).toBeTruthy();
  return { token: response.headers().authorization ?? '', body: (await response.json()).data };
}

/** The demo users signed in through the API, with JSON helpers acting as each of them. */
export async function asUsers(request: APIRequestContext) {
  const users = {
    principal: await apiLogin(request, 'principal'),
    agent: await apiLogin(request, 'agent'),
    operator: await apiLogin(request, 'operator'),
  };
  type Who = keyof typeof users;
  const headers = (who: Who) => ({ Authorization: users[who].token, 'Accept-Language': 'en-US' });
  const get = async (who: Who, url: string) => {
    const response = await request.get(`/uapi${url}`, { headers: headers(who) });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data;
  };
  const post = async (who: Who, url: string, data: object) => {
    const response = await request.post(`/uapi${url}`, { headers: headers(who), data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()).data.object;
  };
  return { users, get, post };
}

/**
 * Switches a signed-in page to Chinese through the header's language choice, which reloads the page
 * (many seconds on a busy machine). The option is clicked only once the list has finished opening:
 * in CI a click made while antd was still placing the list landed above it and was lost.
 */
export async function switchToChinese(page: Page): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) !== 'zh-CN') {
    await chooseOption(page, 'language-switch', /^中文$/);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: 30_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

/**
 * Chooses `item` in the header's user menu, then waits for `done`. The item is clicked only once
 * antd has finished opening the menu: in CI a click made while the menu was still being placed
 * landed on the header and was lost. Should one still be lost, the menu is opened and the item
 * clicked again until `done` holds.
 */
export async function chooseFromUserMenu(page: Page, item: string, done: () => Promise<void>): Promise<void> {
  const menu = page.locator('.ant-dropdown').filter({ has: page.getByRole('menuitem', { name: item }) });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByTestId('user-menu').click({ timeout: 5_000 });
    await expect(menu).toBeVisible();
    await expect(menu).not.toHaveClass(/-(enter|appear)\b/);
    await menu.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
    await done();
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens the select (its test id, or its locator) and returns its own list, found through the list id its input
 * controls, never "the visible list": a neighbour's list that is still closing is never picked from.
 * Waits until the list has finished opening (antd animates it in), so a click lands on an option.
 */
export async function openSelect(page: Page, field: string | Locator): Promise<Locator> {
  const select = typeof field === 'string' ? page.getByTestId(field) : field;
  const input = select.getByRole('combobox');
  if (!(await input.getAttribute('aria-controls'))) await select.click();
  await expect(input).toHaveAttribute('aria-controls', /_list$/);
  const listId = await input.getAttribute('aria-controls');
  const list = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/-(enter|appear)\b/);
  return list;
}

/**
 * Picks an option of a single select: opens it, types `search` first when given (a remote search,
 * or a virtual list that renders only some options), clicks the first option showing `option`, and
 * waits until the list has closed, trying again when a click missed on a busy machine.
 */
export async function chooseOption(
  page: Page,
  field: string | Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const list = await openSelect(page, field);
  if (search) await page.keyboard.type(search);
  const match = list.locator('.ant-select-item-option').filter({ hasText: option }).first();
  // A remote search answers after its debounce: give it the time a busy machine needs.
  await expect(match).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    if (await list.isVisible()) await match.click({ timeout: 5_000 });
    await expect(list).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Accepts the open confirmation dialog: checks its title when given, waits until antd has zoomed
 * it in, presses `button` (by its name; else the primary button) and waits until the dialog is
 * gone. A click during the opening animation was lost once in CI; should one still be lost, it
 * is tried again while the dialog is there (a button whose request runs shows its loading state
 * and ignores a second click).
 */
export async function confirmInDialog(
  page: Page,
  title?: string | RegExp,
  button?: string | RegExp,
): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  if (title !== undefined) await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText(title);
  await expect(dialog).not.toHaveClass(/-(enter|appear)\b/);
  const ok =
    button === undefined ? dialog.locator('.ant-btn-primary') : dialog.getByRole('button', { name: button });
  await expect(ok).toBeVisible();
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 5_000 });
    await expect(dialog).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

type Api = Awaited<ReturnType<typeof asUsers>>;

/**
 * A port call of `principal` for the Shanghai agent (the Jade vessel at CNSHA, loading), created,
 * submitted and accepted through the API, so its PDA is the agent's to quote; with the catalogue's
 * Agency fee item to quote it with.
 */
export async function acceptedPortCall(api: Api, voyagePrefix: string, eta = '2026-12-10T06:00:00Z') {
  const { users, get, post } = api;
  const [vessel] = (await get('principal', '/vessels/option?name_i_cont=Jade')).objects;
  const [port] = (await get('principal', '/ports/option?name_i_cont=CNSHA')).objects;
  const loading = (await get('principal', '/activity_types')).objects.find(
    (row: { code: string }) => row.code === 'loading',
  );
  const draft = await post('principal', '/port_calls', {
    vessel_id: vessel.id,
    voyage_no: `${voyagePrefix}-${Date.now()}`,
    port_id: port.id,
    eta,
    legal_entity_id: users.principal.body.managed_entities[0].id,
    agent_entity_id: users.agent.body.entity.id,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: loading.id }],
  });
  const submitted = await post('principal', `/port_calls/${draft.id}/submit`, { lock_version: 0 });
  const portCall = await post('agent', `/port_calls/${draft.id}/accept`, {
    lock_version: submitted.lock_version,
  });
  const agencyFee = (await get('agent', '/cost_items/option?name_i_cont=Agency%20fee')).objects.find(
    (row: { name: string }) => row.name === 'Agency fee',
  );
  return { portCall, agencyFee: agencyFee as { id: number; name: string } };
}
