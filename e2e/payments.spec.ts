import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  acceptedPortCall,
  asUsers,
  chooseOption,
  confirmInDialog,
  shot,
  signInAndWait,
  switchToChinese,
} from './support.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day `days` after today as the date pickers take it ("01 Dec 2026"): due dates lie ahead. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`;
}

/**
 * The advance payment through the browser as three users. The approved PDA it needs is set up
 * through the API, the way apps/server/test/payments.test.ts does.
 */
/** A port call whose PDA (Agency fee 1,000.00) is approved with 50 % prefunding: pda_approved. */
async function approvedPda(request: APIRequestContext) {
  const api = await asUsers(request);
  const { users, get, post } = api;
  const { portCall: pc, agencyFee: fee } = await acceptedPortCall(api, 'PAY');
  let da = await post('agent', `/das/${pc.da.id}/pda_submit`, {
    lock_version: 0,
    cost_items_attributes: [{ cost_item_id: fee.id, pda_quoted_price: '1000' }],
  });
  da = await post('operator', `/das/${pc.da.id}/pda_start_screening`, { lock_version: da.lock_version });
  da = await post('operator', `/das/${pc.da.id}/pda_submit_screening`, {
    lock_version: da.lock_version,
    screening_summary: 'As per tariff',
  });
  await post('principal', `/das/${pc.da.id}/pda_approve`, {
    lock_version: da.lock_version,
    prefunding_agreed_percent: '50',
  });
  const [advance] = (await get('principal', `/payments?port_call_id_eq=${pc.id}`)).objects;
  const agentCompany = users.agent.body.entity.name as string;
  return { id: pc.id as number, daId: pc.da.id as number, ref: pc.ref_no as string, advance, agentCompany };
}

/**
 * A port call whose FDA is approved at 1,234.56 after an advance of 500.00 was paid and confirmed:
 * fda_approved, with a balance of 734.56 for the principal to pay.
 */
async function approvedFda(request: APIRequestContext) {
  const pc = await approvedPda(request);
  const { get, post } = await asUsers(request);
  const [account] = (await get('agent', '/bank_accounts/option')).objects;
  let payment = await post('principal', `/das/${pc.daId}/pda_submit_payment_instructions`, {
    lock_version: pc.advance.lock_version,
    payment_id: pc.advance.id,
    bank_account_id: account.id,
    payment_mode: 'swift',
    due_on: '2099-12-01',
  });
  payment = await post('operator', `/payments/${payment.id}/check`, { lock_version: payment.lock_version });
  payment = await post('principal', `/payments/${payment.id}/submit`, {
    lock_version: payment.lock_version,
    transferred_on: '2026-11-25',
    transferred_amount: '500.00',
  });
  await post('agent', `/payments/${payment.id}/confirm_receipt`, { lock_version: payment.lock_version });
  const fdaStep = async (who: 'agent' | 'operator' | 'principal', action: string, body: object = {}) => {
    const da = (await get(who, `/das/${pc.daId}`)).object;
    return post(who, `/das/${pc.daId}/${action}`, { lock_version: da.lock_version, ...body });
  };
  const lineId = (await get('agent', `/das/${pc.daId}`)).object.lines[0].id;
  await fdaStep('agent', 'fda_submit', {
    cost_items_attributes: [{ id: lineId, fda_quoted_price: '1234.56', fda_variance_reason: 'other' }],
  });
  await fdaStep('operator', 'fda_start_screening');
  await fdaStep('operator', 'fda_submit_screening', { screening_summary: 'As per receipts' });
  await fdaStep('principal', 'fda_approve');
  const balance = (await get('principal', `/payments?port_call_id_eq=${pc.id}`)).objects.find(
    (row: { payment_type: string }) => row.payment_type === 'balance',
  );
  return { ...pc, balance };
}

async function switchUser(page: Page, name: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAndWait(page, name);
}

/** Accepts the confirmation dialog after checking it says what will happen. */
const confirm = (page: Page, title: RegExp | string) => confirmInDialog(page, title, 'Yes, go ahead');

/** Chooses the receiver's first bank account once the remote options have loaded. */
async function pickFirstAccount(page: Page) {
  const select = page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('instructions-bank-account') });
  await page.getByTestId('instructions-bank-account').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(select).toContainText('••••');
}

async function typeDate(page: Page, testId: string, text: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** A real 1x1 PNG: the server detects the type from the content. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.describe('payments', () => {
  // Three users and several steps on a shared machine: beyond the default 30 s.
  test.describe.configure({ timeout: 240_000 });

  test('the principal submits payment instructions, the operator checks them, the principal records the transfer and the agent confirms receipt; the port call moves to FDA creation', async ({
    page,
    request,
  }) => {
    const pc = await approvedPda(request);
    expect(pc.advance).toMatchObject({ payment_type: 'advance', amount: '500.00', status: 'pending' });
    const money = `${pc.advance.currency} 500.00`;
    const paymentUrl = `/das-mgmt/${pc.id}/payment/${pc.advance.id}`;

    // The principal finds the advance on the Actionable tab of /payment.
    await signInAndWait(page, 'principal', '/payment?tab=actionable');
    await expect(page.getByTestId('payments-tab-actionable')).toContainText(/Actionable \(\d+\)/);
    const link = page.getByTestId(`payment-link-${pc.advance.id}`);
    await expect(link).toHaveText(pc.ref);
    const row = page.getByRole('row').filter({ has: link });
    await expect(row).toContainText('Advance payment');
    await expect(row).toContainText(money);
    await shot(page, 'list-en');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paymentUrl}$`));

    // Instructions: the agent's account, SWIFT, a due date; the confirmation names amount and receiver.
    await page.getByTestId('payment-action-submit_instructions').click();
    await pickFirstAccount(page);
    await chooseOption(page, 'instructions-mode', 'SWIFT');
    await typeDate(page, 'instructions-due-on', dayFromToday(4));
    await shot(page, 'instructions-en');
    await page.getByTestId('instructions-continue').click();
    await shot(page, 'instructions-confirm-en');
    await confirm(page, `Submit payment instructions for ${money} to ${pc.agentCompany}?`);
    await expect(page.getByTestId('payment-next')).toHaveText(
      'Waiting for the DA desk to check the payment instructions.',
    );
    await expect(page.getByTestId('payment-reference')).toHaveText(/^PAY-\d{4}-\d{6}$/);
    await expect(page.getByTestId('payment-action-revoke')).toBeVisible();

    // The operator checks them.
    await switchUser(page, 'operator');
    await page.goto(paymentUrl);
    await page.getByTestId('payment-action-check').click();
    await confirm(page, `Check the payment instructions for ${money}?`);
    await expect(page.getByTestId('payment-next')).toHaveText(
      'Waiting for the principal to record the transfer.',
    );

    // The principal records a partial transfer, then the rest with the remittance advice.
    await switchUser(page, 'principal');
    await page.goto(paymentUrl);
    await page.getByTestId('payment-action-submit').click();
    await expect(page.getByTestId('transfer-amount')).toHaveValue('500.00');
    await page.getByTestId('transfer-amount').fill('600');
    await page.getByTestId('transfer-continue').click();
    await expect(page.getByText(`At most ${money} remain to be paid`)).toBeVisible();
    await page.getByTestId('transfer-amount').fill('200');
    await page.getByTestId('transfer-continue').click();
    await confirm(page, `Record a transfer of ${pc.advance.currency} 200.00?`);
    await expect(page.getByTestId('payment-remaining')).toHaveText(`${pc.advance.currency} 300.00`);
    await page.getByTestId('payment-action-submit').click();
    await expect(page.getByTestId('transfer-amount')).toHaveValue('300.00');
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'remittance-advice.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expect(page.locator('.ant-modal .ant-upload-list-item-done')).toHaveCount(1);
    await shot(page, 'transfer-en');
    await page.getByTestId('transfer-continue').click();
    await confirm(page, `Record a transfer of ${pc.advance.currency} 300.00?`);
    await expect(page.getByTestId('payment-status')).toHaveText('Submitted');
    await expect(page.getByTestId('payment-transfer')).toContainText('remittance-advice.png');

    // The agent confirms receipt; the port call moves to FDA creation.
    await switchUser(page, 'agent');
    await page.goto(paymentUrl);
    await expect(page.getByTestId('payment-action-confirm_receipt')).toBeVisible();
    await shot(page, 'detail-agent-en');
    await page.getByTestId('payment-action-confirm_receipt').click();
    await confirm(page, `Confirm receipt of ${money}?`);
    await expect(page.getByTestId('payment-status')).toHaveText('Done');
    await expect(page.getByTestId('payment-summary')).toContainText(
      'Advance Confirmed, FDA Pending Creation',
    );
    await page.goto(`/das-mgmt/${pc.id}`);
    await expect(page.getByTestId('port-call-status')).toHaveText('Advance Confirmed, FDA Pending Creation');

    // The same payment in Chinese.
    await page.goto(paymentUrl);
    await switchToChinese(page);
    await expect(page.getByTestId('payment-status')).toHaveText('已完成');
    await shot(page, 'detail-zh');
    await page.goto('/payment');
    await expect(page.getByTestId('payments-tab-all')).toContainText('全部');
    await shot(page, 'list-zh');
  });

  test('later the principal pays the balance of the approved FDA and the agent confirms it, completing the DA', async ({
    page,
    request,
  }) => {
    const pc = await approvedFda(request);
    expect(pc.balance).toMatchObject({ payment_type: 'balance', amount: '734.56', status: 'pending' });
    const money = `${pc.balance.currency} 734.56`;
    const paymentUrl = `/das-mgmt/${pc.id}/payment/${pc.balance.id}`;

    // The port call detail shows both payments and what is still to pay.
    await signInAndWait(page, 'principal', `/das-mgmt/${pc.id}`);
    await expect(page.getByTestId('port-call-status')).toHaveText('Approved Pending Balance Payment');
    await expect(page.getByTestId('payments-panel-totals')).toContainText(`${money} outstanding`);
    await page.getByTestId(`payments-panel-link-${pc.balance.id}`).click();
    await expect(page).toHaveURL(new RegExp(`${paymentUrl}$`));
    await expect(page.getByTestId('payment-summary')).toContainText(money);

    await page.getByTestId('payment-action-submit_instructions').click();
    await pickFirstAccount(page);
    await chooseOption(page, 'instructions-mode', 'SWIFT');
    await typeDate(page, 'instructions-due-on', dayFromToday(18));
    await page.getByTestId('instructions-continue').click();
    await confirm(page, `Submit payment instructions for ${money} to ${pc.agentCompany}?`);
    await expect(page.getByTestId('payment-next')).toHaveText(
      'Waiting for the DA desk to check the payment instructions.',
    );

    await switchUser(page, 'operator');
    await page.goto(paymentUrl);
    await page.getByTestId('payment-action-check').click();
    await confirm(page, `Check the payment instructions for ${money}?`);

    await switchUser(page, 'principal');
    await page.goto(paymentUrl);
    await page.getByTestId('payment-action-submit').click();
    await expect(page.getByTestId('transfer-amount')).toHaveValue('734.56');
    await page.getByTestId('transfer-continue').click();
    await confirm(page, `Record a transfer of ${money}?`);
    await expect(page.getByTestId('payment-status')).toHaveText('Submitted');

    await switchUser(page, 'agent');
    await page.goto(paymentUrl);
    await page.getByTestId('payment-action-confirm_receipt').click();
    await confirm(page, `Confirm receipt of ${money}?`);
    await expect(page.getByTestId('payment-status')).toHaveText('Done');
    await page.goto(`/das-mgmt/${pc.id}`);
    await expect(page.getByTestId('port-call-status')).toHaveText('Completed');
    await shot(page, 'balance-completed-agent');
    // Completed calls sit on the Done tab of the list.
    await page.goto('/das-mgmt?tab=done');
    await expect(page.getByRole('link', { name: pc.ref })).toBeVisible();
  });
});
