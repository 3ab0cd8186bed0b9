import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { asUsers, signInAndWait, switchToChinese } from './support.ts';

/**
 * Agent scorecards (decision 022) over the demo's history: the page's figures are the API's, a row
 * opens on its months, the port filter narrows the table; the appointment form shows the chosen
 * agent's figures; agents have neither the page nor its menu entry.
 */
const SHOTS = '/tmp/scorecard-shots';
const shot = (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Picks an option of a remote select: types the search, waits for the debounced answer, clicks. */
async function choose(page: Page, testId: string, search: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(search);
  const match = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option });
  await expect(match.first()).toBeVisible();
  await match.first().click();
}

test.describe('agent scorecards', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a principal reads each agent’s figures, opens an agent’s months, filters by port, in English and Chinese', async ({
    page,
    request,
  }) => {
    const { get } = await asUsers(request);
    const tz = -new Date().getTimezoneOffset();
    const api = await get('principal', `/scorecards/agents?tz=${tz}`);
    expect(api.objects.length).toBeGreaterThan(0);
    const first = api.objects[0];

    await signInAndWait(page, 'principal');
    await page.getByTestId('sidebar').getByRole('menuitem', { name: 'Agent scorecards' }).click();
    await expect(page).toHaveURL(/\/agent-scorecards$/);
    const row = page.locator('tr', { has: page.getByTestId(`scorecard-agent-${first.agent_id}`) });
    await expect(row).toContainText(first.agent_name);
    await expect(row).toContainText(String(first.calls));
    if (first.pda_mean_abs_deviation_pct)
      await expect(row).toContainText(`${first.pda_mean_abs_deviation_pct} %`);
    if (first.days_to_fda) await expect(row).toContainText(`${first.days_to_fda} d`);
    await shot(page, 'en-list');

    await row.getByRole('button').first().click();
    const trend = page.getByTestId(`scorecard-trend-${first.agent_id}`);
    await expect(trend).toBeVisible();
    await expect(trend.locator('tbody tr')).toHaveCount(12);
    await shot(page, 'en-expanded');

    await choose(page, 'scorecards-port', 'CNSHA', 'Shanghai');
    await expect(page).toHaveURL(/port=\d+/);
    await expect(page.getByTestId('scorecards-table')).toBeVisible();

    await switchToChinese(page);
    await expect(page.getByRole('heading', { name: '代理评分卡' })).toBeVisible();
    await page.goto('/agent-scorecards');
    await expect(page.getByTestId(`scorecard-agent-${first.agent_id}`)).toBeVisible();
    await page
      .locator('tr', { has: page.getByTestId(`scorecard-agent-${first.agent_id}`) })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByTestId(`scorecard-trend-${first.agent_id}`)).toContainText('按月明细');
    await shot(page, 'zh-expanded');
  });

  test('the appointment form shows the chosen agent’s figures at the chosen port', async ({ page }) => {
    await signInAndWait(page, 'principal');
    await page.goto('/das-mgmt/create');
    await choose(page, 'field-agent', 'Shanghai Harbour', 'Shanghai Harbour Shipping Agency Co., Ltd.');
    const hint = page.getByTestId('agent-scorecard-hint');
    await expect(hint).toContainText(/All ports, last 12 months|No port calls with this agent/);
    await choose(page, 'field-port', 'CNSHA', 'Shanghai');
    await expect(hint).toContainText(/At this port, last 12 months|at this port/);
    await shot(page, 'en-form-hint');

    await switchToChinese(page);
    await page.goto('/das-mgmt/create');
    await choose(page, 'field-agent', 'Shanghai Harbour', 'Shanghai Harbour Shipping Agency Co., Ltd.');
    await choose(page, 'field-port', 'CNSHA', 'Shanghai');
    await expect(page.getByTestId('agent-scorecard-hint')).toContainText(/本港口，最近 12 个月|在本港口没有/);
    await shot(page, 'zh-form-hint');
  });

  test('an agent has no scorecards menu entry and cannot open the page', async ({ page }) => {
    await signInAndWait(page, 'agent');
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: 'Agent scorecards' })).toHaveCount(
      0,
    );
    await page.goto('/agent-scorecards');
    await expect(page.getByText('Access to this resource on the server is denied.')).toBeVisible();
  });
});
