import { expect, type Page, test } from '@playwright/test';
import { chooseOption, signInAndWait, switchToChinese } from './support.ts';

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.describe('port calls', () => {
  // Two users, several debounced searches and a language switch: more than the default 30 s.
  test.describe.configure({ timeout: 240_000 });

  test('a principal creates a port call with canal transit and crewing and submits it; the agent sees it in Actionable DAs and accepts it; the operation log shows both steps', async ({
    page,
  }) => {
    const voyage = `E2E-${Date.now()}`;
    await signInAndWait(page, 'principal', '/das-mgmt');
    await page.getByTestId('port-call-create').click();
    await expect(page).toHaveURL(/\/das-mgmt\/create$/);

    // Submitting an empty form names what an appointment needs.
    await page.getByTestId('port-call-submit').click();
    await expect(page.getByText('Vessel is required')).toBeVisible();
    await expect(page.getByText('Voyage no is required')).toBeVisible();
    await expect(page.getByText('Purposes is required')).toBeVisible();

    await chooseOption(page, 'field-legal-entity', 'Oceanic Bulk Carriers Pte. Ltd.');
    await chooseOption(page, 'field-agent', 'Shanghai Harbour Shipping Agency Co., Ltd.', 'Shanghai Harbour');
    await chooseOption(page, 'field-nomination-type', "Owner's nominated agent");
    await chooseOption(page, 'field-vessel', 'Jade Star', 'Jade');
    await page.getByTestId('field-voyage-no').fill(voyage);
    await chooseOption(page, 'field-port', 'Shanghai', 'CNSHA');
    await page.getByTestId('field-previous-port-na').check();
    await page.getByTestId('field-eta').click();
    await page.keyboard.type('01 Dec 2026 08:00');
    await page.keyboard.press('Enter');

    const purposes = page.getByTestId('field-purposes');
    await purposes.getByLabel('Canal transit').check();
    await purposes.getByLabel('Crewing').check();
    await chooseOption(page, 'field-canal-transit-type', 'Kiel Canal');
    await chooseOption(page, 'field-crewing-option', 'Sign on and off');
    await page.getByTestId('field-crew-count').fill('3');
    await page.getByTestId('field-crew-rank').fill('AB');
    await page.getByTestId('field-remarks').fill('Crew change on arrival; Kiel transit after discharge.');

    await page.getByTestId('port-call-submit').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      /Submit port call PL-\d{4}-\d{6} and appoint Shanghai Harbour Shipping Agency Co\., Ltd\.\?/,
    );
    const ref = (await dialog.textContent())?.match(/PL-\d{4}-\d{6}/)?.[0] ?? '';
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Port call submitted: the agent has been appointed.')).toBeVisible();
    await expect(page).toHaveURL(/\/das-mgmt\/\d+$/);
    const detailUrl = page.url();
    await expect(page.getByRole('heading', { name: ref })).toBeVisible();
    await expect(page.getByTestId('port-call-status')).toHaveText('Pending Confirmation');
    await expect(page.getByTestId('action-cancel')).toBeVisible();
    await expect(page.getByTestId('action-submit')).toHaveCount(0);
    await expect(page.getByTestId('port-call-activity').filter({ hasText: 'Canal transit' })).toContainText(
      'Kiel Canal',
    );
    await expect(page.getByTestId('port-call-activity').filter({ hasText: 'Crewing' })).toContainText(
      '3 crew',
    );

    await signOut(page);
    await signInAndWait(page, 'agent', '/das-mgmt');
    await page.getByTestId('port-calls-tab-actionable').click();
    await expect(page).toHaveURL(/tab=actionable/);
    const row = page.getByTestId('port-calls-table').getByRole('row').filter({ hasText: ref });
    await expect(row).toContainText('Pending Confirmation');
    await expect(row).toContainText('Jade Star');
    await row.getByRole('link', { name: ref }).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByTestId('action-edit')).toHaveCount(0);
    await page.getByTestId('action-accept').click();
    await expect(page.getByRole('dialog')).toContainText(`Accept the appointment for port call ${ref}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Accept appointment' }).click();
    await expect(page.getByText('Appointment accepted.')).toBeVisible();
    await expect(page.getByTestId('port-call-status')).toHaveText('PDA Pending Creation');
    await expect(page.getByTestId('action-accept')).toHaveCount(0);

    await page.getByRole('tab', { name: 'PDA' }).click();
    // Once accepted, the PDA tab holds the agent's DA editor.
    await expect(page.getByTestId('da-tab')).toBeVisible();
    await page.getByRole('tab', { name: 'Operation Log' }).click();
    const log = page.getByTestId('operation-log');
    await expect(log).toContainText('Submitted the port call and appointed the agent');
    await expect(log).toContainText('Accepted the appointment');
    await expect(log).toContainText('Olivia Chen');

    await switchToChinese(page);
    await expect(page.getByRole('tab', { name: '操作日志' })).toBeVisible();
    await page.getByRole('tab', { name: '操作日志' }).click();
    const zhLog = page.getByTestId('operation-log');
    await expect(zhLog).toContainText('提交了船舶挂靠并委托代理');
    await expect(zhLog).toContainText('接受了委托');
    // A changed field's label ends with the Chinese colon, as the notes do (说明：).
    await expect(zhLog).toContainText('状态：');
    await expect(zhLog).not.toContainText('状态: ');
    await expect(page.getByTestId('port-call-status')).toHaveText('PDA 待创建');
  });
});
