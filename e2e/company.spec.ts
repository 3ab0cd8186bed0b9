import { expect as baseExpect, test } from '@playwright/test';
import { signInAndWait, switchToChinese } from './support.ts';

// The runners are small and busy: pages that load a lazy chunk and three queries get more time.
const expect = baseExpect.configure({ timeout: 20_000 });

const BAD_IBAN = 'NL91 ABNA 0417 1643 01';
const GOOD_IBAN = 'NL91 ABNA 0417 1643 00';

test.describe('company settings', () => {
  // Sign-in, several saves and reloads: more than the default 30 s on a busy 2-core runner.
  test.describe.configure({ timeout: 120_000 });

  test('a principal adds a bank account with a bad IBAN, sees a clear error, then saves a good one', async ({
    page,
  }) => {
    const title = `Oceanic EUR collections ${Date.now()}`;
    await signInAndWait(page, 'principal', '/settings/company?tab=bank-accounts');
    await expect(page.getByTestId('bank-accounts-table')).toContainText('DBS Bank Ltd.');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await expect(page).toHaveURL(/\/settings\/company\/\d+\/bank-account$/);
    // The router keeps the old page on screen until the editor's chunk has loaded.
    await expect(page.getByTestId('bank-account-form')).toBeVisible();

    await page.getByLabel('Account title').fill(title);
    await page.getByLabel('Bank name').fill('ABN AMRO Bank N.V.');
    await page.getByLabel('IBAN').fill(BAD_IBAN);
    await page.getByLabel('BIC/SWIFT').fill('abnanl2a');
    await page.getByRole('button', { name: 'Create bank account' }).click();
    await expect(page.getByText('IBAN checksum is wrong: check the digits for a typo')).toBeVisible();
    await expect(page).toHaveURL(/\/bank-account$/);

    await page.getByLabel('IBAN').fill(GOOD_IBAN);
    await expect(page.getByText('IBAN checksum is wrong: check the digits for a typo')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create bank account' }).click();
    await expect(page).toHaveURL(/\/bank-account\/\d+$/);
    await expect(page.getByTestId('bank-account-history')).toContainText('Olivia Chen created the account');
    await expect(page.getByLabel('IBAN')).toHaveValue('NL91ABNA0417164300');

    // A new IBAN is confirmed first, saying who will be told.
    await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Every other user of your company will be notified');
    await dialog.getByRole('button', { name: 'Save and notify' }).click();
    await expect(page.getByTestId('bank-account-history')).toContainText(
      'Olivia Chen changed the bank details',
    );
    await expect(page.getByTestId('bank-account-history')).toContainText('GB82WEST12345698765432');

    await page.goto('/settings/company?tab=bank-accounts');
    await expect(page.getByTestId('bank-accounts-table')).toContainText(title);
  });

  test('a principal working in Chinese sees the IBAN error in Chinese and saves a good account', async ({
    page,
  }) => {
    const title = `北方油轮 NOK ${Date.now()}`;
    await signInAndWait(page, 'principal2');
    // Switch on the company page, not on the dashboard that is still filling with figures.
    await page.goto('/settings/company?tab=bank-accounts');
    await expect(page.getByTestId('bank-accounts-table')).toBeVisible();
    await switchToChinese(page);
    await expect(page.getByRole('tab', { name: '银行账户' })).toBeVisible();
    await expect(page.getByTestId('bank-accounts-table')).toContainText('DNB Bank ASA');
    await page.getByRole('button', { name: '添加银行账户' }).click();
    await expect(page.getByTestId('bank-account-form')).toBeVisible();
    await page.getByLabel('账户名称').fill(title);
    await page.getByLabel('银行名称').fill('DNB Bank ASA');
    await page.getByLabel('IBAN').fill('NO93 8601 1117 948');
    await page.getByRole('button', { name: '创建银行账户' }).click();
    await expect(page.getByText('IBAN 校验位错误：请检查数字是否有误')).toBeVisible();

    await page.getByLabel('IBAN').fill('NO93 8601 1117 947');
    await page.getByRole('button', { name: '创建银行账户' }).click();
    await expect(page).toHaveURL(/\/bank-account\/\d+$/);
    await expect(page.getByTestId('bank-account-history')).toContainText('Erik Hansen 创建了该账户');
  });

  test('an agent edits the particulars of its legal entity', async ({ page }) => {
    await signInAndWait(page, 'agent', '/settings/company');
    await expect(page.getByTestId('company-card')).toContainText(
      'Shanghai Harbour Shipping Agency Co., Ltd.',
    );
    await page
      .getByTestId('legal-entities-table')
      .getByRole('link', { name: '上海港湾船务代理有限公司' })
      .click();
    await expect(page.getByTestId('entity-particulars')).toContainText('上海市虹口区东大名路 378 号');
    await expect(page.getByTestId('bank-accounts-table')).toContainText('4376 5821 9034');

    await page.getByTestId('entity-edit').click();
    await expect(page.getByTestId('entity-edit-form')).toBeVisible();
    await page.getByLabel('D-U-N-S number').fill('12345');
    await page.getByLabel('Main contact').fill('李娜 Li Na');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('D-U-N-S number must have 9 digits')).toBeVisible();

    await page.getByLabel('D-U-N-S number').fill('54-512-0378');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Particulars of 上海港湾船务代理有限公司 saved.')).toBeVisible();
    await expect(page.getByTestId('entity-particulars')).toContainText('李娜 Li Na');
    await expect(page.getByTestId('entity-particulars')).toContainText('545120378');
  });

  test('an agent cannot open another agent company bank account', async ({ page }) => {
    await signInAndWait(page, 'agent', '/settings/company?tab=bank-accounts');
    const link = page.getByTestId('bank-accounts-table').getByRole('link').first();
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/bank-account\/\d+$/);

    await page.evaluate(() => localStorage.clear());
    await signInAndWait(page, 'agent2');
    await page.goto(href!);
    await expect(
      page.getByText('This bank account does not exist or is not part of your company.'),
    ).toBeVisible();
    await expect(page.getByTestId('bank-account-form')).toHaveCount(0);
  });
});
