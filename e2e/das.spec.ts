import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait } from './support.ts';

/**
 * The PDA through the browser as three users. The port call it needs (created by the principal,
 * accepted by the agent) is set up through the API, the way apps/server/test/port-call-fixtures.ts does.
 */
async function apiLogin(request: APIRequestContext, name: string) {
  const response = await request.post('/uapi/users/name_login', { data: { name, password: DEMO_PASSWORD } });
  expect(response.ok()).toBeTruthy();
  return { token: response.headers().authorization ?? '', body: (await response.json()).data };
}

async function acceptedPortCall(request: APIRequestContext) {
  const principal = await apiLogin(request, 'principal');
  const agent = await apiLogin(request, 'agent');
  const as = (token: string) => ({ headers: { Authorization: token } });
  const get = async (token: string, url: string) =>
    (await (await request.get(`/uapi${url}`, as(token))).json()).data;
  const post = async (token: string, url: string, data: object) => {
    const response = await request.post(`/uapi${url}`, { ...as(token), data });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data.object;
  };
  const [vessel] = (await get(principal.token, '/vessels/option?name_i_cont=Jade')).objects;
  const [port] = (await get(principal.token, '/ports/option?name_i_cont=CNSHA')).objects;
  const loading = (await get(principal.token, '/activity_types')).objects.find(
    (row: { code: string }) => row.code === 'loading',
  );
  const draft = await post(principal.token, '/port_calls', {
    vessel_id: vessel.id,
    voyage_no: `DA-${Date.now()}`,
    port_id: port.id,
    eta: '2026-12-10T06:00:00Z',
    legal_entity_id: principal.body.managed_entities[0].id,
    agent_entity_id: agent.body.entity.id,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: loading.id }],
  });
  const submitted = await post(principal.token, `/port_calls/${draft.id}/submit`, { lock_version: 0 });
  const accepted = await post(agent.token, `/port_calls/${draft.id}/accept`, {
    lock_version: submitted.lock_version,
  });
  return { id: accepted.id as number, ref: accepted.ref_no as string };
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** Picks an option of a searchable select by its label. */
async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  // The list is virtual: search first so the option is rendered.
  await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

async function addItem(page: Page, category: string, item: string, price: string) {
  await pick(page, 'add-category', category);
  await pick(page, 'add-item', item);
  await page.getByTestId('add-line').click();
  await lineOf(page, item).getByTestId('price-input').fill(price);
}

const lineOf = (page: Page, item: string) => page.getByTestId('da-line').filter({ hasText: item });
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/h7-${name}.png`, fullPage: true });

test.describe('disbursement accounts', () => {
  // Three users and a dozen steps on a shared 2-core machine: well beyond the default 30 s.
  test.describe.configure({ timeout: 300_000 });

  test('the agent quotes a PDA, the operator screens it with a summary, and the principal approves a reduced amount whose savings equal quoted minus agreed', async ({
    page,
    request,
  }) => {
    const pc = await acceptedPortCall(request);
    const pdaTab = `/das-mgmt/${pc.id}?tab=pda`;

    // The agent quotes: two items, running totals, a comment, a deleted item, then submits.
    await signInAndWait(page, 'agent');
    await page.goto(pdaTab);
    await expect(page.getByTestId('da-tab')).toBeVisible();
    await expect(page.getByTestId('exchange-rate')).toHaveText('Exchange rate information not returned');
    await addItem(page, 'Agency remuneration', 'Agency fee', '1500');
    await addItem(page, 'Pilotage', 'Pilotage inward', '2250.75');
    await addItem(page, 'Agency remuneration', 'Documentation fee', '80');
    await expect(page.getByTestId('total-quoted')).toHaveText('3,830.75');
    await expect(page.getByTestId('total-agency')).toHaveText('1,580.00');
    await expect(page.getByTestId('total-port-costs')).toHaveText('2,250.75');
    await lineOf(page, 'Documentation fee').getByTestId('line-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(lineOf(page, 'Documentation fee')).toHaveCount(0);
    await expect(page.getByTestId('total-quoted')).toHaveText('3,750.75');

    await lineOf(page, 'Agency fee').getByTestId('line-comments').click();
    await page.getByTestId('comment-input').fill('Flat fee as per tariff');
    await page.getByTestId('comment-add').click();
    await expect(page.getByRole('dialog').getByText('Not saved yet')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('prefunding-requested').fill('60');
    await shot(page, 'agent-en');

    await page.getByTestId('da-submit').click();
    await expect(page.getByRole('dialog')).toContainText(`Submit PDA ${pc.ref} for USD 3,750.75?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Submit PDA' }).click();
    await expect(page.getByText('PDA submitted for screening.')).toBeVisible();
    await expect(page.getByTestId('da-submit')).toHaveCount(0);
    await expect(lineOf(page, 'Agency fee').getByTestId('line-comments')).toBeVisible();

    // The operator starts screening, cuts the pilotage and must write a summary.
    await signOut(page);
    await signInAndWait(page, 'operator');
    await page.goto(pdaTab);
    await page.getByTestId('da-start-screening').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start screening' }).click();
    await expect(page.getByText('PDA screening started.')).toBeVisible();
    await lineOf(page, 'Pilotage inward').getByTestId('price-input').fill('2000');
    await expect(page.getByTestId('total-screened')).toHaveText('3,500.00');
    await page.getByTestId('da-submit-screening').click();
    await expect(page.getByText('Please input screening summary')).toBeVisible();
    await page.getByTestId('screening-summary').fill('Pilotage above the published tariff');
    await shot(page, 'operator-en');
    await page.getByTestId('da-submit-screening').click();
    await expect(page.getByRole('dialog')).toContainText(
      `Submit screened PDA ${pc.ref} for USD 3,500.00 to the principal for approval?`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Submit screened PDA' }).click();
    await expect(page.getByText('Screened PDA submitted for approval.')).toBeVisible();

    // The principal opens the approval, agrees less on the agency fee, and approves.
    await signOut(page);
    await signInAndWait(page, 'principal');
    await page.goto(pdaTab);
    await expect(page.getByTestId('da-note-pdaSummary')).toContainText('Pilotage above the published tariff');
    await page.getByTestId('da-open-approval').click();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}/approve$`));
    const agreed = lineOf(page, 'Agency fee').getByTestId('price-input');
    await expect(agreed).toHaveAttribute('placeholder', '1,500.00');
    await agreed.fill('1400.01');
    await expect(page.getByTestId('total-agreed')).toHaveText('3,400.01');
    await expect(page.getByTestId('total-savings')).toHaveText('350.74');
    await expect(lineOf(page, 'Agency fee').getByTestId('line-savings')).toHaveText('99.99');
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-savings')).toHaveText('250.75');
    const percent = page.getByTestId('prefunding-agreed');
    await expect(percent).toHaveValue('80.00');
    await percent.fill('50');
    await expect(page.getByTestId('prefunding-preview')).toHaveText('1,700.01');
    await shot(page, 'principal-en');
    await page.getByTestId('da-approve').click();
    await expect(page.getByRole('dialog')).toContainText(
      `Approve PDA ${pc.ref} for USD 3,400.01 with 50% prefunding (USD 1,700.01)?`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('PDA approved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}\\?tab=pda$`));
    await expect(page.getByTestId('total-savings')).toHaveText('350.74');
    await expect(page.getByTestId('prefunding-amount')).toHaveText('1,700.01');
    await expect(lineOf(page, 'Agency fee').getByTestId('line-savings')).toHaveText('99.99');
  });
});
