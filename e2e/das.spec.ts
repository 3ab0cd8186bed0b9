import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, chooseOption, shot, signInAndWait } from './support.ts';

/**
 * The PDA through the browser as three users. The port call it needs (created by the principal,
 * accepted by the agent) is set up through the API, the way apps/server/test/port-call-fixtures.ts does.
 */
async function acceptedPortCall(request: APIRequestContext) {
  const principal = await apiLogin(request, 'principal');
  const agent = await apiLogin(request, 'agent');
  const as = (token: string) => ({ headers: { Authorization: token } });
  const get = async (token: string, url: string) =>
    (await (await request.get(`/uapi${url}`, as(token))).json()).data;
  const post = async (token: string, url: string, data: object) => {
    const response = await request.post(`/uapi${url}`, { ...as(token), data });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data.object;
  };
  const [vessel] = (await get(principal.token, '/vessels/option?name_i_cont=Jade')).objects;
  const [port] = (await get(principal.token, '/ports/option?name_i_cont=CNSHA')).objects;
  const loading = (await get(principal.token, '/activity_types')).objects.find(
    (row: { code: string }) => row.code === 'loading',
  );
  const draft = await post(principal.token, '/port_calls', {
    vessel_id: vessel.id,
    voyage_no: `DA-${Date.now()}`,
    port_id: port.id,
    eta: '2026-12-10T06:00:00Z',
    legal_entity_id: principal.body.managed_entities[0].id,
    agent_entity_id: agent.body.entity.id,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: loading.id }],
  });
  const submitted = await post(principal.token, `/port_calls/${draft.id}/submit`, { lock_version: 0 });
  const accepted = await post(agent.token, `/port_calls/${draft.id}/accept`, {
    lock_version: submitted.lock_version,
  });
  return { id: accepted.id as number, ref: accepted.ref_no as string, daId: accepted.da.id as number };
}

/**
 * A port call whose advance has been paid and confirmed (advance_confirmed_fda_pending_creation):
 * PDA of Agency fee 1,500.00 + Pilotage inward 2,250.75 quoted, screened and approved with 50 %
 * prefunding; the advance instructed to the agent's bank account, checked, submitted and confirmed.
 */
async function fdaReadyPortCall(request: APIRequestContext) {
  const pc = await acceptedPortCall(request);
  const tokens = {
    principal: (await apiLogin(request, 'principal')).token,
    agent: (await apiLogin(request, 'agent')).token,
    operator: (await apiLogin(request, 'operator')).token,
  };
  type Who = keyof typeof tokens;
  const get = async (who: Who, url: string) => {
    const response = await request.get(`/uapi${url}`, {
      headers: { Authorization: tokens[who], 'Accept-Language': 'en-US' },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data;
  };
  const post = async (who: Who, url: string, data: object, headers: Record<string, string> = {}) => {
    const response = await request.post(`/uapi${url}`, {
      headers: { Authorization: tokens[who], ...headers },
      data,
    });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()).data.object;
  };
  const itemId = async (name: string) =>
    (await get('agent', `/cost_items/option?name_i_cont=${encodeURIComponent(name)}`)).objects.find(
      (row: { name: string }) => row.name === name,
    ).id as number;
  let da = await post('agent', `/das/${pc.daId}/pda_submit`, {
    lock_version: 0,
    prefunding_requested_percent: '50',
    cost_items_attributes: [
      { cost_item_id: await itemId('Agency fee'), pda_quoted_price: '1500' },
      { cost_item_id: await itemId('Pilotage inward'), pda_quoted_price: '2250.75' },
    ],
  });
  da = await post('operator', `/das/${pc.daId}/pda_start_screening`, { lock_version: da.lock_version });
  da = await post('operator', `/das/${pc.daId}/pda_submit_screening`, {
    lock_version: da.lock_version,
    screening_summary: 'As per tariff',
  });
  await post('principal', `/das/${pc.daId}/pda_approve`, {
    lock_version: da.lock_version,
    prefunding_agreed_percent: '50',
  });
  const [advance] = (await get('principal', `/payments?port_call_id_eq=${pc.id}`)).objects;
  const [account] = (await get('agent', '/bank_accounts/option')).objects;
  let payment = await post('principal', `/das/${pc.daId}/pda_submit_payment_instructions`, {
    lock_version: advance.lock_version,
    payment_id: advance.id,
    bank_account_id: account.id,
    payment_mode: 'swift',
    due_on: '2099-12-01',
  });
  payment = await post('operator', `/payments/${payment.id}/check`, { lock_version: payment.lock_version });
  payment = await post(
    'principal',
    `/payments/${payment.id}/submit`,
    { lock_version: payment.lock_version, transferred_on: '2026-11-25', transferred_amount: advance.amount },
    { 'idempotency-key': `e2e-advance-${pc.id}` },
  );
  payment = await post('agent', `/payments/${payment.id}/confirm_receipt`, {
    lock_version: payment.lock_version,
  });
  expect(payment.port_call_status).toBe('advance_confirmed_fda_pending_creation');
  return pc;
}

/** A real (tiny, valid) one-page PDF: the server detects the type from the content. */
function receiptPdf(): Buffer {
  const content = 'BT /F1 12 Tf 20 50 Td (Tug receipt) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((text, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${text}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

async function addItem(page: Page, category: string, item: string, price: string) {
  // The lists are virtual: search first so the option is rendered.
  await chooseOption(page, 'add-category', category, category);
  await chooseOption(page, 'add-item', item, item);
  await page.getByTestId('add-line').click();
  await lineOf(page, item).getByTestId('price-input').fill(price);
}

const lineOf = (page: Page, item: string) => page.getByTestId('da-line').filter({ hasText: item });

test.describe('disbursement accounts', () => {
  // Three users and a dozen steps on a shared 2-core machine: well beyond the default 30 s.
  test.describe.configure({ timeout: 300_000 });

  test('the agent quotes a PDA, the operator screens it with a summary, and the principal approves a reduced amount whose savings equal quoted minus agreed', async ({
    page,
    request,
  }) => {
    const pc = await acceptedPortCall(request);
    const pdaTab = `/das-mgmt/${pc.id}?tab=pda`;

    // The agent quotes: two items, running totals, a comment, a deleted item, then submits.
    await signInAndWait(page, 'agent', pdaTab);
    await expect(page.getByTestId('da-tab')).toBeVisible();
    await expect(page.getByTestId('exchange-rate')).toHaveText('Exchange rate information not returned');
    await addItem(page, 'Agency remuneration', 'Agency fee', '1500');
    await addItem(page, 'Pilotage', 'Pilotage inward', '2250.75');
    await addItem(page, 'Agency remuneration', 'Documentation fee', '80');
    await expect(page.getByTestId('total-quoted')).toHaveText('3,830.75');
    await expect(page.getByTestId('total-agency')).toHaveText('1,580.00');
    await expect(page.getByTestId('total-port-costs')).toHaveText('2,250.75');
    await lineOf(page, 'Documentation fee').getByTestId('line-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(lineOf(page, 'Documentation fee')).toHaveCount(0);
    await expect(page.getByTestId('total-quoted')).toHaveText('3,750.75');

    await lineOf(page, 'Agency fee').getByTestId('line-comments').click();
    await page.getByTestId('comment-input').fill('Flat fee as per tariff');
    await page.getByTestId('comment-add').click();
    await expect(page.getByRole('dialog').getByText('Not saved yet')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('prefunding-requested').fill('60');
    await shot(page, 'agent-en');

    await page.getByTestId('da-submit').click();
    await expect(page.getByRole('dialog')).toContainText(`Submit PDA ${pc.ref} for USD 3,750.75?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Submit PDA' }).click();
    await expect(page.getByText('PDA submitted for screening.')).toBeVisible();
    await expect(page.getByTestId('da-submit')).toHaveCount(0);
    await expect(lineOf(page, 'Agency fee').getByTestId('line-comments')).toBeVisible();

    // The operator starts screening, cuts the pilotage and must write a summary.
    await signOut(page);
    await signInAndWait(page, 'operator', pdaTab);
    await page.getByTestId('da-start-screening').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start screening' }).click();
    await expect(page.getByText('PDA screening started.')).toBeVisible();
    await lineOf(page, 'Pilotage inward').getByTestId('price-input').fill('2000');
    await expect(page.getByTestId('total-screened')).toHaveText('3,500.00');
    await page.getByTestId('da-submit-screening').click();
    await expect(page.getByText('Please input screening summary')).toBeVisible();
    await page.getByTestId('screening-summary').fill('Pilotage above the published tariff');
    await shot(page, 'operator-en');
    await page.getByTestId('da-submit-screening').click();
    await expect(page.getByRole('dialog')).toContainText(
      `Submit screened PDA ${pc.ref} for USD 3,500.00 to the principal for approval?`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Submit screened PDA' }).click();
    await expect(page.getByText('Screened PDA submitted for approval.')).toBeVisible();

    // The principal opens the approval, agrees less on the agency fee, and approves.
    await signOut(page);
    await signInAndWait(page, 'principal', pdaTab);
    await expect(page.getByTestId('da-note-pdaSummary')).toContainText('Pilotage above the published tariff');
    await page.getByTestId('da-open-approval').click();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}/approve$`));
    const agreed = lineOf(page, 'Agency fee').getByTestId('price-input');
    await expect(agreed).toHaveAttribute('placeholder', '1,500.00');
    await agreed.fill('1400.01');
    await expect(page.getByTestId('total-agreed')).toHaveText('3,400.01');
    await expect(page.getByTestId('total-savings')).toHaveText('350.74');
    await expect(lineOf(page, 'Agency fee').getByTestId('line-savings')).toHaveText('99.99');
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-savings')).toHaveText('250.75');
    const percent = page.getByTestId('prefunding-agreed');
    await expect(percent).toHaveValue('80.00');
    await percent.fill('50');
    await expect(page.getByTestId('prefunding-preview')).toHaveText('1,700.01');
    await shot(page, 'principal-en');
    await page.getByTestId('da-approve').click();
    await expect(page.getByRole('dialog')).toContainText(
      `Approve PDA ${pc.ref} for USD 3,400.01 with 50% prefunding (USD 1,700.01)?`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('PDA approved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}\\?tab=pda$`));
    await expect(page.getByTestId('total-savings')).toHaveText('350.74');
    await expect(page.getByTestId('prefunding-amount')).toHaveText('1,700.01');
    await expect(lineOf(page, 'Agency fee').getByTestId('line-savings')).toHaveText('99.99');
  });
  test('after the advance is confirmed the agent submits an FDA with a receipt, answers a query, resubmits after a decline, and the principal approves a reduced amount', async ({
    page,
    request,
  }) => {
    test.slow();
    const pc = await fdaReadyPortCall(request);
    const pdaTab = `/das-mgmt/${pc.id}?tab=pda`;
    const dialog = page.getByRole('dialog');

    // The agent prepares the FDA: a receipt on the pilotage, a higher pilotage, then submits.
    await signInAndWait(page, 'agent', pdaTab);
    await expect(page.getByTestId('da-document')).toBeVisible();
    await expect(page.getByTestId('da-document').getByText('FDA')).toBeVisible();
    await expect(lineOf(page, 'Pilotage inward')).toContainText('2,250.75');
    await lineOf(page, 'Agency fee').getByTestId('price-input').fill('1500');
    await lineOf(page, 'Pilotage inward').getByTestId('price-input').fill('2400');
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-variance')).toHaveText('149.25');
    // 149.25 over the PDA's 2,250.75: 6.63 %.
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-variance-percent')).toHaveText('+6.63%');
    await expect(page.getByTestId('total-quoted')).toHaveText('3,900.00');
    await lineOf(page, 'Pilotage inward').getByTestId('line-receipts').click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'tug-receipt.pdf',
      mimeType: 'application/pdf',
      buffer: receiptPdf(),
    });
    // Uploaded at once: the done file is a download link; the upload list stays until saved.
    await expect(dialog.getByRole('link', { name: 'tug-receipt.pdf' })).toBeVisible();
    await expect(dialog.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
    await shot(page, 'fda-receipt-en');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await shot(page, 'fda-agent-en');
    await page.getByTestId('da-submit').click();
    await expect(dialog).toContainText(`Submit FDA ${pc.ref} for USD 3,900.00?`);
    await dialog.getByRole('button', { name: 'Submit FDA' }).click();
    await expect(page.getByText('FDA submitted for screening.')).toBeVisible();
    await expect(page.getByTestId('da-submit')).toHaveCount(0);
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-receipts')).toBeVisible();

    // The operator starts screening and raises a query (the text is required).
    await signOut(page);
    await signInAndWait(page, 'operator', pdaTab);
    await page.getByTestId('da-start-screening').click();
    await dialog.getByRole('button', { name: 'Start screening' }).click();
    await expect(page.getByText('FDA screening started.')).toBeVisible();
    await page.getByTestId('da-raise-query').click();
    await dialog.getByRole('button', { name: 'Send query' }).click();
    await expect(dialog.getByText('Write the query for the agent')).toBeVisible();
    await page.getByTestId('da-query-text').fill('Why is pilotage higher than the PDA?');
    await dialog.getByRole('button', { name: 'Send query' }).click();
    await expect(page.getByTestId('da-note-query')).toContainText('Why is pilotage higher than the PDA?');

    // The agent answers.
    await signOut(page);
    await signInAndWait(page, 'agent', pdaTab);
    await expect(page.getByTestId('da-note-query')).toContainText('Why is pilotage higher than the PDA?');
    await page.getByTestId('da-answer-query').click();
    await page.getByTestId('da-answer-text').fill('Extra tug requested by the master');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByTestId('da-note-answer')).toContainText('Extra tug requested by the master');

    // The operator submits the screened FDA with a summary.
    await signOut(page);
    await signInAndWait(page, 'operator', pdaTab);
    await expect(page.getByTestId('da-note-answer')).toContainText('Extra tug requested by the master');
    await page.getByTestId('screening-summary').fill('Tug receipt seen');
    await shot(page, 'fda-operator-en');
    await page.getByTestId('da-submit-screening').click();
    await expect(dialog).toContainText(`Submit screened FDA ${pc.ref} for USD 3,900.00`);
    await dialog.getByRole('button', { name: 'Submit screened FDA' }).click();
    await expect(page.getByText('Screened FDA submitted for approval.')).toBeVisible();

    // The principal declines with a reason (required).
    await signOut(page);
    await signInAndWait(page, 'principal', pdaTab);
    await page.getByTestId('da-open-approval').click();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}/approve$`));
    await page.getByTestId('da-decline').click();
    await dialog.getByRole('button', { name: 'Decline FDA' }).click();
    await expect(dialog.getByText('A decline reason is required to decline the FDA')).toBeVisible();
    await page.getByTestId('da-decline-reason').fill('Attach the pilot booking as well');
    await dialog.getByRole('button', { name: 'Decline FDA' }).click();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}\\?tab=pda$`));
    await expect(page.getByTestId('da-note-declineReason')).toContainText('Attach the pilot booking as well');

    // The agent resubmits; the operator screens again.
    await signOut(page);
    await signInAndWait(page, 'agent', pdaTab);
    await expect(page.getByTestId('da-note-declineReason')).toContainText('Attach the pilot booking as well');
    await page.getByTestId('da-submit').click();
    await dialog.getByRole('button', { name: 'Submit FDA' }).click();
    await expect(page.getByText('FDA submitted for screening.')).toBeVisible();

    await signOut(page);
    await signInAndWait(page, 'operator', pdaTab);
    await page.getByTestId('da-start-screening').click();
    await dialog.getByRole('button', { name: 'Start screening' }).click();
    await expect(page.getByText('FDA screening started.')).toBeVisible();
    await page.getByTestId('screening-summary').fill('Pilot booking attached');
    await page.getByTestId('da-submit-screening').click();
    await dialog.getByRole('button', { name: 'Submit screened FDA' }).click();
    await expect(page.getByText('Screened FDA submitted for approval.')).toBeVisible();

    // The principal agrees less on the pilotage and approves; savings are quoted minus agreed.
    await signOut(page);
    await signInAndWait(page, 'principal', pdaTab);
    await page.getByTestId('da-open-approval').click();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}/approve$`));
    await lineOf(page, 'Pilotage inward').getByTestId('price-input').fill('2300.50');
    await expect(page.getByTestId('total-quoted')).toHaveText('3,900.00');
    await expect(page.getByTestId('total-agreed')).toHaveText('3,800.50');
    await expect(page.getByTestId('total-savings')).toHaveText('99.50');
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-savings')).toHaveText('99.50');
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-variance')).toHaveText('149.25');
    await shot(page, 'fda-principal-en');
    await page.getByTestId('da-approve').click();
    await expect(dialog).toContainText(`Approve FDA ${pc.ref} for USD 3,800.50?`);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('FDA approved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/das-mgmt/${pc.id}\\?tab=pda$`));
    await expect(page.getByTestId('total-savings')).toHaveText('99.50');
    await expect(lineOf(page, 'Pilotage inward').getByTestId('line-variance')).toHaveText('149.25');
    await shot(page, 'fda-approved-en');
  });
});
