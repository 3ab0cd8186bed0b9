import { expect, test } from '@playwright/test';
import { asUsers, chooseOption, shot, signInAndWait, switchToChinese } from './support.ts';

/**
 * Agent scorecards (decision 022) over the demo's history: the page's figures are the API's, a row
 * opens on its months, the port filter narrows the table; the appointment form shows the chosen
 * agent's figures; agents have neither the page nor its menu entry.
 */

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

    await chooseOption(page, 'scorecards-port', 'Shanghai', 'CNSHA');
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

  test('the appointment form lists each agent’s figures at the chosen port and shows the chosen one’s', async ({
    page,
    request,
  }) => {
    const { get } = await asUsers(request);
    const tz = -new Date().getTimezoneOffset();
    const ports = await get('principal', '/ports/option?name_i_cont=CNSHA');
    const shanghai = ports.objects.find((port: { name: string }) => port.name.includes('Shanghai'));
    const atPort = await get(
      'principal',
      `/scorecards/agents?port_id_eq=${shanghai.id}&per_page=100&tz=${tz}`,
    );
    expect(atPort.objects.length).toBeGreaterThan(0);
    // The agent with the most calls at Shanghai, as the open list sorts them.
    const top = atPort.objects[0];
    const listed = (search: string) => async () => {
      await page.getByTestId('field-agent').click();
      const options = page.locator('.ant-select-dropdown:visible [data-testid^="agent-option-"]');
      // Each option has its figures, or "no history", on a second line.
      await expect(options.first().getByTestId('agent-figures')).toBeVisible();
      await shot(page, `${search}-agent-list`);
      await shot(page.locator('.ant-select-dropdown:visible'), `${search}-agent-options`);
      await page.keyboard.type(top.agent_name.slice(0, 12));
      return page.locator(`.ant-select-dropdown:visible [data-testid="agent-option-${top.agent_id}"]`);
    };

    await signInAndWait(page, 'principal', '/das-mgmt/create');
    await chooseOption(page, 'field-agent', 'Shanghai Harbour Shipping Agency Co., Ltd.', 'Shanghai Harbour');
    const hint = page.getByTestId('agent-scorecard-hint');
    await expect(hint).toContainText(/All ports, last 12 months|No port calls with this agent/);
    await chooseOption(page, 'field-port', 'Shanghai', 'CNSHA');
    await expect(hint).toContainText(/At this port, last 12 months|at this port/);
    await shot(page, 'en-form-hint');
    const option = await listed('en')();
    await expect(option).toContainText(`${top.calls} call(s)`);
    if (top.pda_mean_abs_deviation_pct)
      await expect(option).toContainText(`PDA deviation ${top.pda_mean_abs_deviation_pct} %`);
    if (top.days_to_fda) await expect(option).toContainText(`${top.days_to_fda} d to FDA`);
    await page.keyboard.press('Escape');

    await switchToChinese(page);
    await page.goto('/das-mgmt/create');
    await chooseOption(page, 'field-agent', 'Shanghai Harbour Shipping Agency Co., Ltd.', 'Shanghai Harbour');
    await chooseOption(page, 'field-port', 'Shanghai', 'CNSHA');
    await expect(page.getByTestId('agent-scorecard-hint')).toContainText(/本港口，最近 12 个月|在本港口没有/);
    await shot(page, 'zh-form-hint');
    const zhOption = await listed('zh')();
    await expect(zhOption).toContainText(`${top.calls} 次挂靠`);
    if (top.pda_mean_abs_deviation_pct)
      await expect(zhOption).toContainText(`PDA 偏差 ${top.pda_mean_abs_deviation_pct}%`);
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
