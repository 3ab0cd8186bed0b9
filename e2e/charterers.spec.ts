import { expect, test } from '@playwright/test';
import { chooseOption, signInAndWait, switchToChinese } from './support.ts';

test.describe('charterers', () => {
  // Sign-in, a language switch and two debounced searches: more than the default 30 s on a busy CI.
  test.describe.configure({ timeout: 90_000 });
  // The other specs browse with the system's "reduce motion" set (playwright.config.ts); these
  // open and close the modal, the selects and the messages with antd's animations, as most do.
  test.use({ reducedMotion: 'no-preference' });

  test('a principal creates and edits a charterer', async ({ page }) => {
    const name = `Baltic Timber Exports ${Date.now()}`;
    await signInAndWait(page, 'principal', '/settings/charterers');
    await expect(page.getByRole('heading', { name: 'Charterers' })).toBeVisible();
    await expect(page.getByTestId('charterers-table')).toContainText('Pacific Grain Trading Pte. Ltd.');

    await page.getByRole('button', { name: 'New charterer' }).click();
    await expect(page).toHaveURL(/\/settings\/charterers\/create-charterer$/);
    await page.getByRole('button', { name: 'Create charterer' }).click();
    await expect(page.getByText('Legal entity is required')).toBeVisible();
    await expect(page.getByText('Charterer name is required')).toBeVisible();

    // A name the entity already has: the server's field error appears on the field.
    await chooseOption(page, 'charterer-entity', 'Oceanic Bulk Carriers Pte. Ltd.');
    await page.getByLabel('Charterer name').fill('pacific grain trading pte. ltd.');
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Create charterer' }).click();
    await expect(page.getByText('Enter a valid email address, e.g. ops@example.com')).toBeVisible();
    await page.getByLabel('Email').fill('chartering@baltic-timber.example');
    await page.getByRole('button', { name: 'Create charterer' }).click();
    await expect(page.getByText('This legal entity already has a charterer with this name.')).toBeVisible();

    await page.getByLabel('Charterer name').fill(name);
    await chooseOption(page, 'charterer-country', 'Latvia', 'Latv');
    await page.getByLabel('Contact name').fill('Anna Ozola');
    await page.getByLabel('Phone').fill('+371 6700 1234');
    await page.getByLabel('Address').fill('Krasta iela 52, Riga');
    await page.getByRole('button', { name: 'Create charterer' }).click();
    await expect(page).toHaveURL(/\/settings\/charterers$/);
    await expect(page.getByText(`Charterer ${name} created.`)).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search by charterer name' });
    await search.fill('Baltic Timber');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=Baltic/);
    const row = page.getByTestId('charterers-table').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Latvia');
    await expect(row).toContainText('Oceanic Bulk Carriers Pte. Ltd.');

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('+371 6700 1234');
    await page.getByLabel('Phone').fill('+371 6700 9999');
    await page.getByLabel('Remarks').fill('Sawn timber to Egypt and the Levant.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`The changes to ${name} will be saved`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/settings\/charterers$/);
    await expect(page.getByText(`Charterer ${name} saved.`)).toBeVisible();
    await page.goto('/settings/charterers?q=Baltic%20Timber');
    await expect(page.getByTestId('charterers-table')).toContainText('+371 6700 9999');
  });

  test('a principal working in Chinese creates and edits a charterer', async ({ page }) => {
    const name = `卑尔根渔业贸易 ${Date.now()}`;
    await signInAndWait(page, 'principal2');
    // Switch on the charterers page, not on the dashboard that is still filling with figures.
    await page.goto('/settings/charterers');
    await expect(page.getByTestId('charterers-table')).toBeVisible();
    await switchToChinese(page);
    await expect(page.getByRole('heading', { name: '租船人' })).toBeVisible();
    await expect(page.getByTestId('charterers-table')).toContainText('Nordic Refining ASA');
    // Another principal's charterers never show.
    await expect(page.getByTestId('charterers-table')).not.toContainText('Pacific Grain');

    await page.getByRole('button', { name: '新建租船人' }).click();
    await page.getByRole('button', { name: '创建租船人' }).click();
    await expect(page.getByText('租船人名称为必填项')).toBeVisible();
    await page.getByLabel('租船人名称').fill(name);
    await chooseOption(page, 'charterer-country', '挪威', '挪威');
    await page.getByLabel('联系人').fill('Lars Berg');
    await page.getByRole('button', { name: '创建租船人' }).click();
    await expect(page).toHaveURL(/\/settings\/charterers$/);
    await expect(page.getByText(`租船人 ${name} 已创建。`)).toBeVisible();

    await page.getByTestId('charterers-table').getByRole('link', { name }).click();
    await expect(page.getByLabel('联系人')).toHaveValue('Lars Berg');
    await page.getByLabel('备注').fill('冷冻鱼类出口，卑尔根装货。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    // As in English: the confirmation is read before it is answered (its opening is animated here).
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`对 ${name} 的修改将被保存`);
    await dialog.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText(`租船人 ${name} 已保存。`)).toBeVisible();
    await page.getByTestId('charterers-table').getByRole('link', { name }).click();
    await expect(page.getByLabel('备注')).toHaveValue('冷冻鱼类出口，卑尔根装货。');
  });
});
