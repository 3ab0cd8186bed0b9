import { expect, test } from '@playwright/test';
import {
  chooseFromUserMenu,
  DEMO_PASSWORD,
  DISPLAY_NAMES,
  newestMail,
  signIn,
  signInAndWait,
} from './support.ts';

test.describe('signing in and out', () => {
  test('opening the app without a token goes to the login page', async ({ page }) => {
    await page.goto('/das-mgmt');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  for (const [name, displayName] of Object.entries(DISPLAY_NAMES)) {
    test(`the ${name} signs in and sees the dashboard with their name`, async ({ page }) => {
      await signInAndWait(page, name);
      await expect(page.getByTestId('user-menu')).toContainText(displayName);
    });
  }

  test('a wrong password shows the message inline and keeps the user on the login page', async ({ page }) => {
    await signIn(page, 'agent', 'not-the-password');
    await expect(page.getByText('Username or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('logout returns to the login page and the old session no longer works', async ({ page }) => {
    await signInAndWait(page, 'agent2');
    await chooseFromUserMenu(page, 'Logout', () =>
      expect(page).toHaveURL(/\/auth\/login$/, { timeout: 7_500 }),
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('a forgotten password is reset through the mailed link', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forget-psw$/);
    await page.getByLabel('User name').fill('nobody-by-that-name');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Invalid user name.')).toBeVisible();

    await page.getByLabel('User name').fill('principal3');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('A password reset email has been sent.')).toBeVisible();

    const link = newestMail().match(/https?:\/\/\S+\/auth\/reset-psw\?token=[\w-]+/)?.[0];
    expect(link, 'the mail carries a reset link').toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    const newPassword = 'Mooring-Line-42';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password inconsistency please re-enter.')).toBeVisible();
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(/password has been (reset|changed)/i)).toBeVisible();

    await signIn(page, 'principal3', DEMO_PASSWORD);
    await expect(page.getByText('Username or password is incorrect.')).toBeVisible();
    await signIn(page, 'principal3', newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
