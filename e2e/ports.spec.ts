import { expect, type Page, test } from '@playwright/test';
import { signInAndWait, switchToChinese } from './support.ts';

/** Opens a port from the list by searching its UN/LOCODE, as a user would. */
async function openPortByCode(page: Page, code: string) {
  await page.goto('/ports');
  await page.getByTestId('ports-search').locator('input').fill(code);
  await page.getByTestId('ports-search').locator('input').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await page.getByTestId(`port-link-${code}`).click();
  await expect(page.getByTestId('port-particulars')).toContainText(code);
}

test.describe('ports and terminals', () => {
  test('a user searches ports by UN/LOCODE and opens a terminal', async ({ page }) => {
    // A whole flow across three pages: more than the default budget on a busy CI machine.
    test.slow();
    await signInAndWait(page, 'principal', '/ports');
    const table = page.getByTestId('ports-table');
    await expect(page.getByText(/^\d+ ports$/)).toBeVisible();

    await page.getByTestId('ports-search').locator('input').fill('CNSHA');
    await page.getByTestId('ports-search').locator('input').press('Enter');
    await expect(page).toHaveURL(/\/ports\?q=CNSHA$/);
    // CNSGH is another code of Shanghai: sea-ports lists both, the search finds both.
    await expect(page.getByTestId('port-link-CNSHA')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('Asia/Shanghai');

    // The filter survives a reload: it lives in the URL.
    await page.reload();
    await expect(page.getByTestId('ports-search').locator('input')).toHaveValue('CNSHA');
    await page.getByTestId('port-link-CNSHA').click();

    await expect(page.getByRole('heading', { name: 'Shanghai (CNSHA)' })).toBeVisible();
    const particulars = page.getByTestId('port-particulars');
    await expect(particulars).toContainText('31.2304° N, 121.4737° E');
    await expect(page.getByTestId('port-local-time')).toContainText('(UTC+8)');
    await expect(page.getByRole('tab', { name: /Terminal \(\d+\)/ })).toBeVisible();

    await page.getByRole('tab', { name: 'Terminal Information' }).click();
    await expect(page.getByTestId('terminal-information')).toContainText('Donghai Bridge');

    await page.getByRole('tab', { name: /Terminal \(\d+\)/ }).click();
    await page
      .getByTestId('terminals-table')
      .getByRole('link', { name: 'Yangshan Deep-Water Port Phase IV' })
      .click();
    await expect(page).toHaveURL(/\/ports\/\d+\/terminal\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Yangshan Deep-Water Port Phase IV' })).toBeVisible();
    await expect(page.getByTestId('terminal-particulars')).toContainText('Container terminal');
    await expect(page.getByTestId('terminal-particulars')).toContainText('Donghai Bridge');
    // Only operators maintain terminals.
    await expect(page.getByTestId('edit-terminal')).toHaveCount(0);
    await page.getByRole('link', { name: 'Shanghai', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Shanghai (CNSHA)' })).toBeVisible();
  });

  test('an operator adds a terminal, is told about a duplicate name, and edits it', async ({ page }) => {
    // A whole flow across three pages: more than the default budget on a busy CI machine.
    test.slow();
    const name = `Maasvlakte E2E Terminal ${Date.now()}`;
    await signInAndWait(page, 'operator');
    await openPortByCode(page, 'NLRTM');

    await page.getByTestId('add-terminal').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Terminal name is required')).toBeVisible();

    await dialog.getByLabel('Terminal name').fill(name);
    await dialog.getByTestId('terminal-type-select').click();
    await page.keyboard.type('Ro-Ro');
    // antd's visible option rows (the role=option ones are a hidden accessibility list).
    await page.locator('.ant-select-item-option[title="Ro-Ro terminal"]').click();
    await dialog.getByLabel('Terminal information').fill('Ro-Ro ramp 40 m wide.\nWorks 24 hours.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`Terminal ${name} added.`)).toBeVisible();
    const row = page.getByTestId('terminals-table').getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Ro-Ro terminal');

    // The same name again (other case): the server's field error shows on the field.
    await page.getByTestId('add-terminal').click();
    await dialog.getByLabel('Terminal name').fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('This port already has a terminal with this name.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Edit terminal' }).click();
    await expect(dialog.getByLabel('Terminal name')).toHaveValue(name);
    await dialog.getByLabel('Terminal information').fill('Ro-Ro ramp 40 m wide. Works 24 hours, 7 days.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Save the changes' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText(`Terminal ${name} saved.`)).toBeVisible();
    await page.getByRole('tab', { name: 'Terminal Information' }).click();
    await expect(page.getByTestId('terminal-information')).toContainText('Works 24 hours, 7 days.');
  });

  test('an operator corrects a port and is told about an unknown time zone', async ({ page }) => {
    test.slow();
    await signInAndWait(page, 'operator');
    await openPortByCode(page, 'AUHPT');
    await page.getByTestId('edit-port').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Time zone').fill('Mars/Olympus');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('This is not a known IANA time zone')).toBeVisible();
    await dialog.getByLabel('Time zone').fill('Australia/Brisbane');
    await dialog.getByLabel('City').fill('Hay Point, Mackay');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Save the changes' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText('Port Hay Point saved.')).toBeVisible();
    await expect(page.getByTestId('port-particulars')).toContainText('Hay Point, Mackay');
    await expect(page.getByTestId('port-particulars')).toContainText('AUHPT');
  });

  test('in Chinese the ports screens use the Chinese labels', async ({ page }) => {
    // Two page loads and a reload in Chinese: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signInAndWait(page, 'agent');
    // Switch on the ports page: the dashboard, still filling with the demo's figures, moves the
    // language menu under the pointer.
    await page.goto('/ports?q=CNTAO');
    const table = page.getByTestId('ports-table');
    await expect(table).toBeVisible();
    await switchToChinese(page);
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: '仪表盘' })).toBeAttached();

    await expect(table.getByRole('columnheader', { name: '港口' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '码头数' })).toBeVisible();
    await expect(table).toContainText('中国');
    await page.getByTestId('port-link-CNTAO').click();

    await expect(page.getByTestId('port-particulars')).toContainText('当地时间');
    await expect(page.getByTestId('port-particulars')).toContainText('北纬 36.0671°');
    await expect(page.getByRole('tab', { name: /码头 \(\d+\)/ })).toBeVisible();
    await expect(page.getByTestId('terminals-table')).toContainText('集装箱码头');
    await page.getByRole('tab', { name: '码头信息' }).click();
    await expect(page.getByTestId('terminal-information')).toContainText('Dongjiakou Ore Terminal');
  });
});
