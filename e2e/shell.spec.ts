import { expect, test } from '@playwright/test';
import { signInAndWait, switchToChinese } from './support.ts';

test.describe('the app shell', () => {
  test('the sidebar lists only the routes of the user kind', async ({ page }) => {
    await signInAndWait(page, 'principal');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('menuitem', { name: 'My Account' })).toBeAttached();
    await expect(sidebar.getByRole('menuitem', { name: 'Charterers' })).toBeAttached();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAndWait(page, 'agent');
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: /DA/ }).first()).toBeAttached();
    await expect(page.getByTestId('sidebar').getByText('My Account')).toHaveCount(0);
    await expect(page.getByTestId('sidebar').getByText('Charterers')).toHaveCount(0);
  });

  test('an agent cannot open the create port call page', async ({ page }) => {
    await signInAndWait(page, 'agent');
    await page.goto('/das-mgmt/create');
    await expect(page.getByText('Access to this resource on the server is denied.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/\/das-mgmt\/create/);
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await signInAndWait(page, 'operator', '/no-such-page');
    await expect(page.getByText('Whoops, that page is gone.')).toBeVisible();
  });

  test('the language switch persists across a reload and translates the menu', async ({ page }) => {
    await signInAndWait(page, 'operator');
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: 'Dashboard' })).toBeAttached();
    await switchToChinese(page);
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: '仪表盘' })).toBeAttached();
    await page.reload();
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: '仪表盘' })).toBeAttached();
    await expect(page.getByTestId('sidebar').getByText('Dashboard')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });
});
