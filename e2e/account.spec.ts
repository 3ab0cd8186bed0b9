import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { apiLogin, confirmInDialog, shot, signInAndWait, switchToChinese } from './support.ts';

// Pages boot the whole app after each reload and language switch; on a busy CI machine the
// default 7.5 s is too tight for the first element of a page.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * A port call of the principal submitted to the Shanghai agent (pending its confirmation), and an
 * instruction set of one article for every legal entity, both made through the API.
 */
async function portCallWithInstruction(request: APIRequestContext, setName: string) {
  const principal = await apiLogin(request, 'principal');
  const agent = await apiLogin(request, 'agent');
  const headers = { Authorization: principal.token, 'Accept-Language': 'en-US' };
  const get = async (url: string) => (await (await request.get(`/uapi${url}`, { headers })).json()).data;
  const post = async (url: string, data: object) => {
    const response = await request.post(`/uapi${url}`, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()).data.object;
  };
  const [vessel] = (await get('/vessels/option?name_i_cont=Jade')).objects;
  const [port] = (await get('/ports/option?name_i_cont=CNSHA')).objects;
  const loading = (await get('/activity_types')).objects.find(
    (row: { code: string }) => row.code === 'loading',
  );
  const draft = await post('/port_calls', {
    vessel_id: vessel.id,
    voyage_no: `INS-${Date.now()}`,
    port_id: port.id,
    eta: '2026-12-10T06:00:00Z',
    legal_entity_id: principal.body.managed_entities[0].id,
    agent_entity_id: agent.body.entity.id,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: loading.id }],
  });
  await post(`/port_calls/${draft.id}/submit`, { lock_version: 0 });
  await post('/instructions', {
    name: setName,
    instruction_type: 'port_call',
    articles_attributes: [
      { title: 'Arrival report', content: 'Send the arrival report within 2 hours of all fast.' },
    ],
  });
  return { id: draft.id as number };
}

async function switchUser(page: Page, name: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAndWait(page, name);
}

/**
 * Unlocks the currency and clears the e-mail choices of the user's company preferences, so the
 * test starts from the same state on a retry as on its first run.
 */
async function resetPreferences(request: APIRequestContext, name: string) {
  const { token } = await apiLogin(request, name);
  const headers = { Authorization: token, 'Accept-Language': 'en-US' };
  const current = (await (await request.get('/uapi/preferences', { headers })).json()).data.object;
  const response = await request.put('/uapi/preferences', {
    headers,
    data: {
      lock_version: current.lock_version,
      default_prefunding: '80',
      currency: current.currency ?? 'USD',
      currency_locked: false,
      email_areas: [],
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.describe('my account', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a principal adds an article to an instruction set and the appointed agent reads it on the port call', async ({
    page,
    request,
  }) => {
    const setName = `Standing instructions ${Date.now()}`;
    const pc = await portCallWithInstruction(request, setName);

    await signInAndWait(page, 'principal', '/myaccount/profile');
    await page.getByTestId('profile-tab-instructions').click();
    await page.getByTestId('instructions-search').locator('input').fill(setName);
    await page.getByTestId('instructions-search').locator('input').press('Enter');
    const row = page.getByTestId('instructions-table').locator('tr', { hasText: setName });
    await expect(row).toContainText('Port call');
    await expect(row).toContainText('All Entities');
    await shot(page, 'en-profile-instructions');
    await row.getByTestId('instruction-link').click();
    await expect(page).toHaveURL(/\/myaccount\/preference\/create-instruction\/\d+$/);
    await expect(page.getByRole('heading', { name: setName })).toBeVisible();

    // A second article, moved to the top; a blank third one removed without asking.
    await page.getByTestId('article-add').click();
    await page.getByTestId('article-title').nth(1).fill('Cash to master');
    await page.getByTestId('article-content').nth(1).fill('Cash to master only against the signed receipt.');
    await page.getByTestId('article-up').nth(1).click();
    await page.getByTestId('article-add').click();
    await expect(page.getByTestId('article-card')).toHaveCount(3);
    await page.getByTestId('article-delete').nth(2).click();
    await expect(page.getByTestId('article-card')).toHaveCount(2);
    // Removing an article with text asks first; cancelling keeps it.
    await page.getByTestId('article-delete').nth(1).click();
    const ask = page.locator('.ant-modal-confirm');
    await expect(ask.locator('.ant-modal-confirm-title')).toHaveText('Delete article "Arrival report"?');
    // A click during the dialog's opening animation can miss: cancel until it is gone.
    await expect(async () => {
      if (await ask.isVisible()) await ask.getByRole('button', { name: 'Cancel' }).click({ timeout: 2_000 });
      await expect(ask).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('article-card')).toHaveCount(2);
    await expect(page.getByTestId('article-title').first()).toHaveValue('Cash to master');
    await shot(page, 'en-instruction-editor');

    await page.getByTestId('instruction-save').click();
    await confirmInDialog(page, `Save the instruction set "${setName}"?`, 'Save');
    await expect(page.getByText(`The instruction set "${setName}" has been saved.`)).toBeVisible();
    await expect(page).toHaveURL(/\/myaccount\/profile\?tab=agent_instructions/);
    await expect(page.getByTestId('instructions-table').locator('tr', { hasText: setName })).toContainText(
      '2',
    );

    await switchUser(page, 'agent');
    await page.goto(`/das-mgmt/${pc.id}`);
    await page.getByTestId('port-call-tab-instructions').click();
    const set = page.getByTestId('port-call-instructions');
    await expect(set.getByTestId('instruction-set-name').filter({ hasText: setName })).toBeVisible();
    const articles = set
      .locator('.ant-collapse-item', { hasText: setName })
      .getByTestId('instruction-articles')
      .locator('li');
    await expect(articles).toHaveCount(2);
    await expect(articles.first()).toContainText('Cash to master');
    await expect(articles.nth(1)).toContainText('Arrival report');
    await shot(page, 'en-agent-instructions');

    await switchToChinese(page);
    await expect(page.getByTestId('port-call-tab-instructions')).toHaveText('代理指示');
    await expect(page.getByText(/的指示（共 \d+ 套）/)).toBeVisible();
    await expect(set.locator('.ant-collapse-item', { hasText: setName })).toContainText('船舶挂靠');
    await shot(page, 'zh-agent-instructions');
  });

  test('a principal saves preferences in both languages and the values come back after a reload', async ({
    page,
    request,
  }) => {
    await resetPreferences(request, 'principal3');
    await signInAndWait(page, 'principal3');
    await page.goto('/myaccount/preference');
    await expect(page.getByTestId('preferences-form')).toBeVisible({ timeout: 30_000 });
    const prefunding = page.getByRole('spinbutton');
    await expect(prefunding).toHaveValue(/^\d+\.\d{2}$/);
    await prefunding.fill('62.5');
    await page.getByTestId('preferences-area-PAYMENT').check();
    await page.getByTestId('preferences-area-PDA').check();
    await shot(page, 'en-preferences');
    await page.getByTestId('preferences-save').click();
    await confirmInDialog(page, 'Save these preferences?', 'Save preferences');
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();

    await page.reload();
    // A reload boots the whole app again: slow on a busy machine.
    await expect(page.getByTestId('preferences-form')).toBeVisible({ timeout: 30_000 });
    await expect(prefunding).toHaveValue('62.50');
    await expect(page.getByTestId('preferences-area-PAYMENT')).toBeChecked();
    await expect(page.getByTestId('preferences-area-OPERATION_LOG')).not.toBeChecked();

    // Locking the currency greys out the currency choice.
    await page.getByTestId('preferences-lock').click();
    await page.getByTestId('preferences-save').click();
    await confirmInDialog(page, 'Save these preferences?', 'Save preferences');
    await expect(page.getByText('Locked. Switch the lock off to choose another currency.')).toBeVisible();

    await switchToChinese(page);
    await expect(page.getByRole('heading', { name: '偏好设置' })).toBeVisible();
    await prefunding.fill('70');
    await page.getByTestId('preferences-lock').click();
    await page.getByTestId('preferences-area-PDA').uncheck();
    await shot(page, 'zh-preferences');
    await page.getByTestId('preferences-save').click();
    await confirmInDialog(page, '保存这些偏好设置？', '保存偏好设置');
    await expect(page.getByText('偏好设置已保存。')).toBeVisible();
    await page.reload();
    // A reload boots the whole app again: slow on a busy machine.
    await expect(page.getByTestId('preferences-form')).toBeVisible({ timeout: 30_000 });
    await expect(prefunding).toHaveValue('70.00');
    await expect(page.getByTestId('preferences-area-PDA')).not.toBeChecked();
    await expect(page.getByText('使费账单为您换算成的币种。')).toBeVisible();

    // The editor in Chinese: an empty save is stopped on the page, with the reasons.
    await page.getByTestId('instruction-create').click();
    await expect(page.getByRole('heading', { name: '新建代理指示' })).toBeVisible();
    await page.getByTestId('instruction-save').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    await shot(page, 'zh-instruction-editor');
  });

  test('the profile refuses a taken e-mail with its title, shows the managed entities, and deletes an instruction set after asking', async ({
    page,
    request,
  }) => {
    const owner = await apiLogin(request, 'principal3');
    const setName = `Bunker survey ${Date.now()}`;
    const created = await request.post('/uapi/instructions', {
      headers: { Authorization: owner.token },
      data: {
        name: setName,
        instruction_type: 'general',
        articles_attributes: [{ title: 'Survey', content: 'Independent bunker survey on delivery.' }],
      },
    });
    expect(created.ok()).toBeTruthy();

    await signInAndWait(page, 'principal3');
    await page.goto('/myaccount/profile');
    await expect(page.getByTestId('profile-view')).toContainText('Ingrid Solberg');
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-email').fill('OLIVIA.CHEN@oceanic-bulk.example');
    await page.getByTestId('profile-save').click();
    await confirmInDialog(page, 'Save changes to your profile?', 'Save changes');
    await expect(page.getByTestId('profile-failure')).toContainText('Email Address has already been taken！');
    await shot(page, 'en-profile-email-taken');

    await page.getByTestId('profile-email').fill('ingrid.solberg@northern-tankers.example');
    await page.getByTestId('profile-display-name').fill('Ingrid M. Solberg');
    await page.getByTestId('profile-save').click();
    await confirmInDialog(page, 'Save changes to your profile?', 'Save changes');
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByTestId('profile-view')).toContainText('Ingrid M. Solberg');
    await expect(page.getByTestId('user-menu')).toContainText('Ingrid M. Solberg');
    await shot(page, 'en-profile-view');

    await page.getByTestId('profile-tab-entities').click();
    await expect(page.getByTestId('entities-table')).toContainText('Northern Tankers AS');
    await shot(page, 'en-entity-access');
    await switchToChinese(page);
    await expect(page.getByText('实体权限')).toBeVisible();
    await shot(page, 'zh-entity-access');

    await page.getByTestId('profile-tab-instructions').click();
    const row = page.getByTestId('instructions-table').locator('tr', { hasText: setName });
    await row.getByTestId('instruction-delete').click();
    await confirmInDialog(page, `删除代理指示“${setName}”？`, /^删\s?除$/);
    await expect(page.getByText(`代理指示“${setName}”已删除。`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("a principal's entity choice in the header filters the port calls and payments and survives a reload", async ({
    page,
  }) => {
    await signInAndWait(page, 'principal');
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('d3-dacheck_userInfo') ?? '{}'));
    const entity = me.value.managed_entities[1] as { id: number; name: string };
    await page.goto('/das-mgmt');
    const switcher = page.getByTestId('entity-switch');
    await expect(switcher).toContainText('All Entities');
    const filtered = page.waitForRequest(
      (req) => req.url().includes(`/port_calls?`) && req.url().includes(`legal_entity_id_eq=${entity.id}`),
    );
    await switcher.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: entity.name })
      .click();
    await filtered;
    await shot(page, 'en-header-entity');

    await page.reload();
    await expect(page.getByTestId('entity-switch')).toContainText(entity.name, { timeout: 30_000 });
    const payments = page.waitForRequest(
      (req) => req.url().includes('/payments?') && req.url().includes(`legal_entity_id_eq=${entity.id}`),
    );
    await page.goto('/payment');
    await payments;

    // The Entity Access tab shows the same choice and can change it back.
    await page.goto('/myaccount/profile?tab=entity_access');
    const chosenRow = page.getByTestId('entities-table').locator('tr', { hasText: entity.name });
    await expect(chosenRow).toContainText('Shown in lists');
    await shot(page, 'en-entity-access-chosen');
    await chosenRow.getByRole('button', { name: 'Show all entities' }).click();
    await expect(page.getByTestId('entity-switch')).toContainText('All Entities');
    await page.getByTestId('entity-choose').first().click();
    await expect(page.getByTestId('entity-switch')).not.toContainText('All Entities');

    await page.getByTestId('entity-switch').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'All Entities' })
      .click();
    await expect(page.getByTestId('entity-switch')).toContainText('All Entities');
  });
});
