import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptedPortCall, asUsers, shot, signInAndWait, switchToChinese } from './support.ts';

type Settings = Record<string, string | number | null>;
const thresholds = [
  'tariff_deviation_percent',
  'min_samples',
  'fda_over_pda_percent',
  'variance_reason_percent',
  'exchange_rate_deviation_percent',
  'receipt_required_above_usd',
] as const;

/** The thresholds as the operator reads them, and a PUT of some of them over the current version. */
async function settingsApi(request: APIRequestContext) {
  const api = await asUsers(request);
  const headers = { Authorization: api.users.operator.token, 'Accept-Language': 'en-US' };
  const read = async (): Promise<Settings> => (await api.get('operator', '/screening_settings')).object;
  const write = async (values: Settings) => {
    const current = await read();
    const body = Object.fromEntries(thresholds.map((key) => [key, values[key] ?? current[key]]));
    const response = await request.put('/uapi/screening_settings', {
      headers,
      data: { ...body, lock_version: current.lock_version },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data.object as Settings;
  };
  return { read, write };
}

/** '1234567.5' -> '1,234,567.50' (what the page shows). */
const grouped = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
};

test.describe('screening thresholds and savings by reason', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the DA desk changes a threshold and sees it saved; a stale page offers a reload', async ({
    page,
    request,
  }) => {
    const settings = await settingsApi(request);
    const original = await settings.read();
    try {
      await signInAndWait(page, 'operator');
      await page.getByTestId('sidebar').getByRole('menuitem', { name: 'Screening thresholds' }).click();
      await expect(page).toHaveURL(/\/settings\/screening$/);
      const tariff = page.getByLabel('Above the tariff by more than');
      await expect(tariff).toHaveValue(Number(original.tariff_deviation_percent).toFixed(2));
      await expect(page.getByTestId('screening-form')).toContainText('75th percentile');

      // A value the server refuses comes back on its field.
      await tariff.fill('1200');
      await page.getByTestId('screening-save').click();
      await expect(page.getByTestId('screening-form')).toContainText('percentage from 0 to 1000');

      await tariff.fill('42.5');
      await page.getByTestId('screening-save').click();
      await expect(page.getByText('Screening thresholds saved.').first()).toBeVisible();
      await expect(page.getByTestId('screening-last-changed')).toContainText(
        'Last changed by Sara Lindqvist',
      );
      expect((await settings.read()).tariff_deviation_percent).toBe('42.50');
      await shot(page, 'screening-settings-en');

      // Someone else saves meanwhile: this page's version is stale.
      await settings.write({ min_samples: 7 });
      await tariff.fill('41');
      await page.getByTestId('screening-save').click();
      await expect(page.getByTestId('screening-conflict')).toBeVisible();
      expect((await settings.read()).tariff_deviation_percent).toBe('42.50');
      await page.getByTestId('screening-conflict-reload').click();
      await expect(page.getByTestId('screening-conflict')).toHaveCount(0);
      await expect(page.getByLabel('Fewest samples per comparison')).toHaveValue('7');
      await expect(tariff).toHaveValue('42.50');

      await switchToChinese(page);
      await page.goto('/settings/screening');
      await expect(page.getByTestId('screening-form')).toContainText('第 75 百分位数');
      await shot(page, 'screening-settings-zh');
    } finally {
      await settings.write(original);
    }
  });

  test('a principal sees the savings by reason in the savings dashboard, and not the thresholds page', async ({
    page,
    request,
  }) => {
    const api = await asUsers(request);
    const { get, post } = api;
    const { portCall: pc, agencyFee: fee } = await acceptedPortCall(api, 'REASON');
    let da = await post('agent', `/das/${pc.da.id}/pda_submit`, {
      lock_version: 0,
      cost_items_attributes: [{ cost_item_id: fee.id, pda_quoted_price: '9000.00' }],
    });
    da = await post('operator', `/das/${pc.da.id}/pda_start_screening`, { lock_version: da.lock_version });
    const line = (await get('operator', `/das/${pc.da.id}`)).object.lines[0].id;
    da = await post('operator', `/das/${pc.da.id}/pda_submit_screening`, {
      lock_version: da.lock_version,
      screening_summary: 'Above the port tariff',
      cost_items_attributes: [
        { id: line, pda_screened_price: '7500.00', pda_screening_reason: 'tariff_deviation' },
      ],
    });
    await post('principal', `/das/${pc.da.id}/pda_approve`, {
      lock_version: da.lock_version,
      prefunding_agreed_percent: '0',
    });
    const tz = -new Date().getTimezoneOffset();
    const savings = (await get('principal', `/dashboards/savings_summary?tz=${tz}`)).object;
    const tariff = savings.by_reason.find((row: { reason: string }) => row.reason === 'tariff_deviation');
    expect(Number(tariff.savings)).toBeGreaterThanOrEqual(1500);

    await signInAndWait(page, 'principal');
    await expect(page.getByTestId('sidebar').getByText('Screening thresholds')).toHaveCount(0);
    await page.getByTestId('dashboard-tab-savings').click();
    const block = page.getByTestId('savings-reason');
    await expect(block).toContainText('Savings by reason');
    await expect(block.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    const row = block.locator('tr[data-reason="tariff_deviation"]');
    await expect(row).toContainText('Tariff deviation');
    await expect(row).toContainText(grouped(tariff.savings));
    await expect(row).toContainText('%');
    await expect(block.locator('tr[data-reason="negotiation"]')).toContainText('Negotiation');
    await expect(block).toContainText(grouped(savings.savings));
    await block.scrollIntoViewIfNeeded();
    await shot(page, 'savings-reason-en');

    await switchToChinese(page);
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-tab-savings').click();
    await expect(page.getByTestId('savings-reason')).toContainText('按原因节省');
    await expect(page.getByTestId('savings-reason')).toContainText('偏离费率');
    await shot(page, 'savings-reason-zh');

    await page.goto('/settings/screening');
    await expect(page.getByText('403', { exact: true })).toBeVisible();
  });
});
