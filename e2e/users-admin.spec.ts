import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, confirmInDialog, signIn, signInAndWait } from './support.ts';

// principal2 is the one demo user no other spec signs in as: disabling it cannot disturb them.
const USER = 'principal2';
const DISPLAY = 'Erik Hansen';

/** The operator's users page, narrowed to one user. */
async function openUser(page: Page, name: string) {
  await page.goto(`/settings/users?q=${name}`);
  await expect(page.getByTestId('users-table').getByText(`${name} ·`, { exact: false })).toBeVisible();
}

/** principal2 active again (through the API, as the operator), whatever an earlier attempt left. */
async function ensureEnabled(request: APIRequestContext) {
  const { token } = await apiLogin(request, 'operator');
  const headers = { Authorization: token, 'Accept-Language': 'en-US' };
  const list = await request.get(`/uapi/users?q=${USER}`, { headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const user = (await list.json()).data.objects.find((row: { name: string }) => row.name === USER);
  if (!user.is_active) {
    const enabled = await request.post(`/uapi/users/${user.id}/enable`, {
      headers,
      data: { lock_version: user.lock_version },
    });
    expect(enabled.ok(), await enabled.text()).toBeTruthy();
  }
}

test.describe('user administration', () => {
  // Both tests change principal2's sessions: one after the other.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ request }) => ensureEnabled(request));

  test('the operator disables a principal, whose open browser session is sent to the login page; enabling lets them sign in again', async ({
    page,
    browser,
  }) => {
    // Two users, five sign-ins: slow on a busy machine.
    test.slow();
    const userContext = await browser.newContext();
    const other = await userContext.newPage();
    try {
      await signInAndWait(other, USER);

      await signInAndWait(page, 'operator');
      await openUser(page, USER);
      await expect(page.getByTestId(`user-status-${USER}`)).toHaveText('Active');
      await page.getByRole('button', { name: `Disable ${DISPLAY}` }).click();
      await expect(page.locator('.ant-modal-confirm-content')).toContainText(
        `${DISPLAY} can no longer sign in`,
      );
      await confirmInDialog(page, `Disable ${DISPLAY}?`, 'Disable');
      await expect(page.getByText(`${DISPLAY} has been disabled.`)).toBeVisible();
      await expect(page.getByTestId(`user-status-${USER}`)).toHaveText('Disabled');
      await expect(page.getByTestId(`user-sessions-${USER}`)).toHaveText('0');

      // principal2's next request answers 401: the browser goes to the login page and says why.
      await other.getByTestId('sidebar').getByRole('menuitem', { name: 'Payments' }).click();
      await expect(other).toHaveURL(/\/auth\/login/);
      await expect(
        other.getByText('Your session was ended by an operator. Please sign in again.'),
      ).toBeVisible();
      // A disabled account gets the same answer as a wrong password.
      await signIn(other, USER);
      await expect(other.getByText('Username or password is incorrect.')).toBeVisible();

      await page.getByRole('button', { name: `Enable ${DISPLAY}` }).click();
      await confirmInDialog(page, `Enable ${DISPLAY}?`, 'Enable');
      await expect(page.getByText(`${DISPLAY} has been enabled.`)).toBeVisible();
      await expect(page.getByTestId(`user-status-${USER}`)).toHaveText('Active');

      await signIn(other, USER);
      await expect(other).toHaveURL(/\/dashboard$/);
    } finally {
      await userContext.close();
    }
  });

  test('the operator ends all sessions of a user, who stays able to sign in', async ({ page, browser }) => {
    test.slow();
    const userContext = await browser.newContext();
    const other = await userContext.newPage();
    try {
      await signInAndWait(other, USER);
      await signInAndWait(page, 'operator');
      await openUser(page, USER);
      const sessions = Number(await page.getByTestId(`user-sessions-${USER}`).textContent());
      expect(sessions).toBeGreaterThanOrEqual(1);

      await page.getByRole('button', { name: `End sessions ${DISPLAY}` }).click();
      await confirmInDialog(
        page,
        sessions === 1 ? `End the session of ${DISPLAY}?` : `End all ${sessions} sessions of ${DISPLAY}?`,
        'End sessions',
      );
      await expect(page.getByText(`${DISPLAY} has been signed out everywhere.`)).toBeVisible();
      await expect(page.getByTestId(`user-sessions-${USER}`)).toHaveText('0');
      await expect(page.getByTestId(`user-status-${USER}`)).toHaveText('Active');

      await other.reload();
      await expect(other).toHaveURL(/\/auth\/login/);
      await signInAndWait(other, USER);
    } finally {
      await userContext.close();
    }
  });

  test('only operators see the Users page in the menu; others get the 403 page', async ({ page }) => {
    await signInAndWait(page, 'operator');
    await page.getByTestId('sidebar').getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await signInAndWait(page, 'principal');
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await page.goto('/settings/users');
    await expect(page.getByText('Access to this resource on the server is denied.')).toBeVisible();
  });
});
