import { expect, type Page, test } from '@playwright/test';
import {
  acceptedPortCall,
  asUsers,
  chooseOption,
  confirmInDialog,
  shot,
  signInAndWait,
  switchToChinese,
} from './support.ts';

/**
 * The screening assistant and the PDA-vs-FDA variance in the browser (issue 10). The data comes
 * through the API: a PDA with a duplicated pilotage, quoted high enough against the demo seed's
 * history (which gives every item evidence) for the desk to apply the median.
 */
const lineOf = (page: Page, item: string) => page.getByTestId('da-line').filter({ hasText: item });

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.describe('screening assistant and variance', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the desk applies the median on a flagged PDA, the principal sees the flags, and the agent gives a variance reason on the FDA', async ({
    page,
    request,
  }) => {
    const api = await asUsers(request);
    const { get, post } = api;
    const { portCall } = await acceptedPortCall(api, 'SCR');
    const daId = portCall.da.id as number;
    const itemId = async (name: string) =>
      (await get('agent', `/cost_items/option?name_i_cont=${encodeURIComponent(name)}`)).objects.find(
        (row: { name: string }) => row.name === name,
      ).id as number;
    const pilotage = await itemId('Pilotage inward');
    let da = await post('agent', `/das/${daId}/pda_submit`, {
      lock_version: 0,
      cost_items_attributes: [
        { cost_item_id: await itemId('Agency fee'), pda_quoted_price: '1500' },
        { cost_item_id: pilotage, pda_quoted_price: '9000' },
        { cost_item_id: pilotage, pda_quoted_price: '9000' },
      ],
    });
    da = await post('operator', `/das/${daId}/pda_start_screening`, { lock_version: da.lock_version });
    const report = (await get('operator', `/das/${daId}/screening?document=pda`)).object;
    const [firstPilotage, secondPilotage] = report.lines.filter(
      (line: { cost_item_id: number }) => line.cost_item_id === pilotage,
    );
    const median: string = firstPilotage.evidence.median;
    expect(Number(median)).toBeLessThan(9000);
    const pdaTab = `/das-mgmt/${portCall.id}?tab=pda`;

    // The desk: both pilotage lines flagged as a duplicate, evidence beside every line.
    await signInAndWait(page, 'operator', pdaTab);
    const alert = page.getByTestId('screening-summary-alert');
    await expect(alert).toContainText('flagged 2 of 3 lines');
    await expect(page.getByTestId('line-flag').filter({ hasText: 'charged 2 times' })).toHaveCount(2);
    await expect(page.getByTestId('line-evidence')).toHaveCount(3);
    const [first, second] = [
      page.locator(`[data-testid="da-line"][data-row-key="l${firstPilotage.line_id}"]`),
      page.locator(`[data-testid="da-line"][data-row-key="l${secondPilotage.line_id}"]`),
    ];
    await first.getByTestId('evidence-median').hover();
    await expect(page.getByTestId('evidence-details')).toContainText('Samples');
    // Past the tooltip's fade-in.
    await page.waitForTimeout(500);
    await shot(page, 'operator-evidence-en');
    await first.getByTestId('use-median').click();
    await expect(first.getByTestId('price-input')).toHaveValue(median);
    await expect(first.getByTestId('screening-reason')).toContainText('Tariff deviation');
    // The duplicate screened to nothing: its reason defaults to the suggested one.
    await second.getByTestId('price-input').fill('0');
    await expect(second.getByTestId('screening-reason')).toContainText('Duplicate charge');
    await page.getByTestId('screening-summary').fill('Duplicate pilotage removed; pilotage at the median');
    await page.mouse.move(0, 0);
    await shot(page, 'operator-en');
    await switchToChinese(page);
    await expect(page.getByTestId('screening-summary-alert')).toContainText('审核助手');
    await shot(page, 'operator-zh');
    await first.getByTestId('use-median').click();
    await second.getByTestId('price-input').fill('0');
    await page.getByTestId('screening-summary').fill('Duplicate pilotage removed; pilotage at the median');
    await page.getByTestId('da-submit-screening').click();
    await confirmInDialog(page);
    await expect(page.getByTestId('da-submit-screening')).toHaveCount(0, { timeout: 15_000 });
    const screened = (await get('operator', `/das/${daId}`)).object;
    const saved = (id: number) => screened.lines.find((line: { id: number }) => line.id === id);
    expect(saved(firstPilotage.line_id)).toMatchObject({
      pda_screened_price: median,
      pda_screening_reason: 'tariff_deviation',
    });
    expect(saved(secondPilotage.line_id)).toMatchObject({
      pda_screened_price: '0.00',
      pda_screening_reason: 'duplicate',
    });

    // The principal sees the same flags and evidence on the approval page.
    await signOut(page);
    await signInAndWait(page, 'principal', `/das-mgmt/${portCall.id}/approve`);
    await expect(page.getByTestId('screening-summary-alert')).toContainText('flagged 2 of 3 lines');
    await expect(page.getByTestId('line-flag')).toHaveCount(2);
    await expect(page.getByTestId('screening-reason-text').first()).toBeVisible();
    await shot(page, 'approval-en');
    await switchToChinese(page);
    await expect(page.getByTestId('screening-summary-alert')).toContainText('审核助手');
    await shot(page, 'approval-zh');

    // Approval and the advance through the API, up to the FDA.
    da = (await get('principal', `/das/${daId}`)).object;
    await post('principal', `/das/${daId}/pda_approve`, {
      lock_version: da.lock_version,
      prefunding_agreed_percent: '50',
    });
    const [advance] = (await get('principal', `/payments?port_call_id_eq=${portCall.id}`)).objects;
    const [account] = (await get('agent', '/bank_accounts/option')).objects;
    let payment = await post('principal', `/das/${daId}/pda_submit_payment_instructions`, {
      lock_version: advance.lock_version,
      payment_id: advance.id,
      bank_account_id: account.id,
      payment_mode: 'swift',
      due_on: '2099-12-01',
    });
    payment = await post('operator', `/payments/${payment.id}/check`, { lock_version: payment.lock_version });
    const submitted = await request.post(`/uapi/payments/${payment.id}/submit`, {
      headers: { Authorization: api.users.principal.token, 'idempotency-key': `e2e-scr-${portCall.id}` },
      data: {
        lock_version: payment.lock_version,
        transferred_on: '2026-11-25',
        transferred_amount: advance.amount,
      },
    });
    expect(submitted.ok(), await submitted.text()).toBeTruthy();
    payment = (await submitted.json()).data.object;
    payment = await post('agent', `/payments/${payment.id}/confirm_receipt`, {
      lock_version: payment.lock_version,
    });
    expect(payment.port_call_status).toBe('advance_confirmed_fda_pending_creation');

    // The agent's FDA: the pilotage above its agreed PDA line needs a reason; the page says so on
    // the line before it asks to confirm (decision 040), and asks nothing.
    await signOut(page);
    await signInAndWait(page, 'agent', pdaTab);
    await expect(page.getByTestId('da-document')).toBeVisible();
    await lineOf(page, 'Agency fee').getByTestId('price-input').fill('1500');
    await first.getByTestId('price-input').fill('9000');
    await expect(first.getByTestId('variance-reason')).toHaveAttribute('data-required', 'true');
    await page.getByTestId('da-submit').click();
    await expect(first.getByTestId('variance-reason-error')).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    await shot(page, 'fda-reason-error-en');
    await chooseOption(page, first.getByTestId('variance-reason'), 'Tariff changed');
    await expect(first.getByTestId('variance-reason-error')).toHaveCount(0);
    await expect(page.getByTestId('variance-panel')).toContainText('PDA vs FDA variance');
    await page.getByTestId('da-submit').click();
    await confirmInDialog(page);
    await expect(page.getByText('FDA submitted for screening.')).toBeVisible();
    await expect(page.getByTestId('da-submit')).toHaveCount(0);
    await expect(first.getByTestId('variance-reason-text')).toHaveText('Tariff changed');
    const fda = (await get('agent', `/das/${daId}`)).object;
    expect(
      fda.lines.find((line: { id: number }) => line.id === firstPilotage.line_id).fda_variance_reason,
    ).toBe('tariff_change');
    const panel = page.getByTestId('variance-panel');
    await expect(panel.getByTestId('variance-rate-effect')).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'fda-variance-en');
    await switchToChinese(page);
    await expect(page.getByTestId('variance-panel')).toContainText('PDA 与 FDA 差异');
    await shot(page, 'fda-variance-zh');
  });
});
