import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInAndWait, switchToChinese } from './support.ts';

// Saving a vessel then loading its page makes several round trips; allow for a busy CI machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A random IMO number with a valid check digit, so reruns never collide with an earlier vessel. */
function randomImo(): string {
  const head = String(100_000 + Math.floor(Math.random() * 900_000));
  let sum = 0;
  for (let i = 0; i < 6; i += 1) sum += Number(head[i]) * (7 - i);
  return `${head}${sum % 10}`;
}

async function searchVessels(page: Page, text: string) {
  await page.getByTestId('vessels-search').locator('input').fill(text);
  await page.getByTestId('vessels-search').locator('input').press('Enter');
}

test.describe('vessels', () => {
  test('a user browses vessels and opens a certificate', async ({ page }) => {
    // Many steps through four tabs and a download: more than the default 30 s on a busy machine.
    test.slow();
    await signInAndWait(page, 'principal', '/vessels');
    const table = page.getByTestId('vessels-table');
    await expect(table.getByRole('columnheader', { name: 'IMO' })).toBeVisible();
    await expect(page.getByTestId('vessel-create')).toHaveCount(0);

    await searchVessels(page, '9312456');
    await expect(page).toHaveURL(/[?&]q=9312456/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Ocean Harmony');
    await expect(table).toContainText('179,720.00');
    await page.getByTestId('vessel-link-9312456').click();

    await expect(page.getByRole('heading', { name: 'Ocean Harmony' })).toBeVisible();
    await expect(page.getByTestId('vessel-section-dimensions')).toContainText('292.00');
    await page.getByRole('tab', { name: /Certification/ }).click();
    await expect(page).toHaveURL(/tab=certification/);
    const certificates = page.getByTestId('certificates-table');
    const iopp = certificates.getByRole('row', { name: /International Oil Pollution Prevention/ });
    await expect(iopp.getByText('Expiring soon')).toBeVisible();

    const registry = certificates.getByRole('row', { name: /Certificate of Registry/ });
    const downloadStarted = page.waitForEvent('download');
    await registry.getByRole('button', { name: /ocean-harmony-certificate-of-registry\.pdf/ }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('ocean-harmony-certificate-of-registry.pdf');

    await page.getByRole('tab', { name: 'Cargo Arrangements' }).click();
    await expect(page.getByTestId('vessel-section-holds')).toContainText('198,500.00');
    await page.getByRole('tab', { name: 'Miscellaneous' }).click();
    await expect(page.getByTestId('vessel-section-communications')).toContainText('353112000');
  });

  test('an operator adds a vessel, edits it and records a certificate', async ({ page }) => {
    test.slow();
    const imo = randomImo();
    const badImo = `${imo.slice(0, 6)}${(Number(imo[6]) + 1) % 10}`;
    const name = `Harbour Test ${imo}`;
    await signInAndWait(page, 'operator', '/vessels');
    await page.getByTestId('vessel-create').click();

    await page.getByTestId('vessel-field-name').fill(name);
    await page.getByTestId('vessel-field-imo').fill(badImo);
    await page.getByTestId('vessel-field-dwt').fill('12.345');
    await page.getByTestId('vessel-form-save').click();
    await expect(
      page.getByText('IMO number is not valid: its last digit does not match the check digit'),
    ).toBeVisible();
    await expect(page.getByText('Enter a number of at most 10 digits with up to 2 decimals')).toBeVisible();

    await page.getByTestId('vessel-field-imo').fill(imo);
    await page.getByTestId('vessel-field-dwt').fill('32500.5');
    await page.getByTestId('vessel-form-save').click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('vessel-section-drafts')).toContainText('32,500.50');

    await page.getByTestId('vessel-edit').click();
    await page.getByTestId('vessel-field-call_sign').fill('9VTST');
    await page.getByTestId('vessel-form-save').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Vessel ${name} saved.`)).toBeVisible();
    await expect(page.getByTestId('vessel-section-particulars')).toContainText('9VTST');

    await page.getByRole('tab', { name: /Certification/ }).click();
    await page.getByTestId('certificate-add').click();
    await page.getByTestId('certificate-name').fill('Safety Management Certificate');
    await page.getByTestId('certificate-no').fill('SMC-E2E-1');
    await page.getByTestId('certificate-save').click();
    const row = page
      .getByTestId('certificates-table')
      .getByRole('row', { name: /Safety Management Certificate/ });
    await expect(row).toContainText('SMC-E2E-1');

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
      `Delete the certificate "Safety Management Certificate" of ${name}? Its file will no longer be shown with the vessel.`,
    );
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No certificates recorded yet.', { exact: false })).toBeVisible();
  });

  test('in Chinese the vessel screens use the Chinese labels', async ({ page }) => {
    // Two page loads and a reload in Chinese: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signInAndWait(page, 'agent');
    // Switch on the vessels page: the dashboard, still filling with the demo's figures, moves the
    // language menu under the pointer.
    await page.goto('/vessels?q=Aegean');
    const table = page.getByTestId('vessels-table');
    await expect(table).toBeVisible();
    await switchToChinese(page);
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: '仪表盘' })).toBeAttached();

    await expect(table.getByRole('columnheader', { name: '船旗' })).toBeVisible();
    await expect(table).toContainText('希腊');
    await page.getByTestId('vessel-link-9715385').click();
    await expect(page.getByRole('tab', { name: '基本信息' })).toBeVisible();
    await expect(page.getByTestId('vessel-section-dimensions')).toContainText('型宽');
    await page.getByRole('tab', { name: /证书/ }).click();
    await expect(page.getByTestId('certificates-table').getByText('已过期')).toBeVisible();
    await expect(page.getByRole('tab', { name: '货物布置' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '其他' })).toBeVisible();
  });
});
