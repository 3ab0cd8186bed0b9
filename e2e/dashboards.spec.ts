import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptedPortCall, asUsers, shot, signInAndWait, switchToChinese } from './support.ts';

/**
 * The dashboard in both languages. A port call arriving at the start of today with an approved PDA
 * is set up through the API (as apps/server/test/dashboards.test.ts does), so Today lists it and
 * the analyses have figures; the figures shown are compared with the answers the page received.
 */
async function arrivingPortCallWithApprovedPda(request: APIRequestContext) {
  const api = await asUsers(request);
  const { get, post } = api;
  // A minute past midnight on this machine's clock (the browser's): first among today's arrivals.
  const eta = new Date();
  eta.setHours(0, 1, 0, 0);
  const { portCall: pc, agencyFee: fee } = await acceptedPortCall(api, 'DASH', eta.toISOString());
  let da = await post('agent', `/das/${pc.da.id}/pda_submit`, {
    lock_version: 0,
    cost_items_attributes: [{ cost_item_id: fee.id, pda_quoted_price: '12500.40' }],
  });
  da = await post('operator', `/das/${pc.da.id}/pda_start_screening`, { lock_version: da.lock_version });
  da = await post('operator', `/das/${pc.da.id}/pda_submit_screening`, {
    lock_version: da.lock_version,
    screening_summary: 'As per tariff',
  });
  await post('principal', `/das/${pc.da.id}/pda_approve`, {
    lock_version: da.lock_version,
    prefunding_agreed_percent: '0',
  });
  const tz = -new Date().getTimezoneOffset();
  const costs = (await get('principal', `/dashboards/das_cost_analysis?tz=${tz}`)).object;
  return { id: pc.id as number, ref: pc.ref_no as string, costs };
}

/** '1234567.5' -> '1,234,567.50' (what the page shows). */
const grouped = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
};

/** What the figures are read from: the cost analysis has `total`, the savings summary the others. */
interface Answer {
  currency: string;
  total: string;
  savings: string;
  savings_rate: string | null;
}

/**
 * The last answer the page itself received from each analysis. Other tests write to the same
 * principal's DAs side by side, so an answer read by the test a moment earlier may already differ.
 */
function answersOf(page: Page): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  page.on('response', async (response) => {
    const endpoint = /\/uapi\/dashboards\/(das_cost_analysis|savings_summary)\b/.exec(response.url())?.[1];
    if (!endpoint || !response.ok()) return;
    answers[endpoint] = (await response.json().catch(() => undefined))?.data?.object ?? answers[endpoint];
  });
  return answers;
}

/** The figure shows the page's own last answer, written as `format` writes it. */
async function expectShown(
  page: Page,
  answers: Record<string, Answer>,
  endpoint: string,
  testId: string,
  format: (answer: Answer) => string,
) {
  await expect
    .poll(async () => {
      const answer = answers[endpoint];
      const shown = await page.getByTestId(testId).textContent();
      return answer
        ? shown === format(answer) || `${shown} shown, ${format(answer)} answered`
        : 'no answer yet';
    })
    .toBe(true);
}

async function expectChart(page: Page, testId: string) {
  const chart = page.getByTestId(`${testId}-chart`);
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
}

test.describe('dashboards', () => {
  // Setting up a port call through four steps, then three tabs in two languages.
  test.describe.configure({ timeout: 120_000 });

  test('the principal sees today’s arrival, opens its port call, and reads the cost and savings charts behind their figures', async ({
    page,
    request,
  }) => {
    const pc = await arrivingPortCallWithApprovedPda(request);
    const answers = answersOf(page);
    await signInAndWait(page, 'principal');
    await expect(page.getByTestId('dashboard-tab-today')).toHaveText('Today');
    await expect(page.getByTestId('today-card-arrivals')).toContainText(/Arrivals\s*\d+/);
    const link = page.getByTestId(`today-port-call-${pc.id}`).first();
    await expect(link).toHaveText(pc.ref);
    await shot(page, 'today-en');

    await page.getByTestId('dashboard-tab-costs').click();
    await expect(page).toHaveURL(/view=costs/);
    await expectChart(page, 'costs-month');
    await expectChart(page, 'costs-category');
    await expectShown(
      page,
      answers,
      'das_cost_analysis',
      'dashboard-stat-total',
      (a) => `${a.currency} ${grouped(a.total)}`,
    );
    await page.getByTestId('costs-port-mode').getByText('Table').click();
    const portRow = page.getByTestId('costs-port').getByRole('row').filter({ hasText: 'CNSHA' });
    await expect(portRow).toBeVisible();
    await shot(page, 'costs-en');

    await page.getByTestId('dashboard-tab-savings').click();
    await expectChart(page, 'savings-month');
    await expectShown(
      page,
      answers,
      'savings_summary',
      'dashboard-stat-savings',
      (a) => `${a.currency} ${grouped(a.savings)}`,
    );
    await expectShown(page, answers, 'savings_summary', 'dashboard-stat-rate', (a) => `${a.savings_rate}%`);

    // A link from Today opens the port call.
    await page.getByTestId('dashboard-tab-today').click();
    await page.getByTestId(`today-port-call-${pc.id}`).first().click();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}$`));
    await expect(page.getByText(pc.ref).first()).toBeVisible();
  });

  test('the dashboard reads in Chinese, charts included', async ({ page, request }) => {
    const pc = await arrivingPortCallWithApprovedPda(request);
    await signInAndWait(page, 'principal');
    await switchToChinese(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-tab-today')).toHaveText('今日');
    await expect(page.getByTestId('today-card-arrivals')).toContainText('预计抵港');
    await page.getByTestId('dashboard-tab-costs').click();
    await expect(page.getByTestId('dashboard-costs')).toContainText('使费总额');
    await expectChart(page, 'costs-month');
    await expectChart(page, 'costs-vessel');
    await expect(page.getByTestId('dashboard-stat-total')).toContainText(pc.costs.currency);
    await expect(page.getByTestId('costs-month')).toContainText('按月使费');
    await shot(page, 'costs-zh');
    await page.getByTestId('dashboard-tab-savings').click();
    await expect(page.getByTestId('dashboard-savings')).toContainText('节省率');
    await expectChart(page, 'savings-agent');
    await shot(page, 'savings-zh');
  });
});
