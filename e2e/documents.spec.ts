import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptedPortCall, asUsers, shot, signInAndWait, switchToChinese } from './support.ts';

/**
 * Documents and exports (issue 10): a principal downloads the PDA as a PDF from the DA tab and the
 * port-call list as xlsx. The PDA is quoted by the agent through the API first.
 */
async function quotedPda(request: APIRequestContext) {
  const api = await asUsers(request);
  const { portCall: accepted, agencyFee: item } = await acceptedPortCall(api, 'DOC');
  const { post } = api;
  await post('agent', `/das/${accepted.da.id}/pda_submit`, {
    lock_version: 0,
    cost_items_attributes: [{ cost_item_id: item.id, pda_quoted_price: '1500' }],
  });
  return { id: accepted.id as number, ref: accepted.ref_no as string };
}

test('a principal downloads the PDA as a PDF and the port-call list as an Excel workbook', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pc = await quotedPda(request);
  await signInAndWait(page, 'principal', `/das-mgmt/${pc.id}?tab=pda`);
  await expect(page.getByTestId('da-downloads')).toBeVisible();
  // No FDA yet: only the PDA can be downloaded.
  await expect(page.getByTestId('da-download-fda')).toHaveCount(0);
  await shot(page, 'documents-da-tab-en');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('da-download-pda').click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${pc.ref}-PDA.pdf`);
  const pdfBytes = readFileSync((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The Chinese-capable font is embedded as a subset of the glyphs used, not the whole 10 MB file.
  expect(pdfBytes.toString('latin1')).toContain('NotoSansSC');
  expect(pdfBytes.length).toBeLessThan(200_000);

  await page.goto('/das-mgmt');
  await expect(page.getByTestId('port-calls-export')).toBeVisible();
  await shot(page, 'documents-list-en');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('port-calls-export').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^Port_calls-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = readFileSync((await xlsx.path())!);
  // An xlsx file is a zip archive.
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(workbook.length).toBeGreaterThan(2_000);

  // In Chinese the buttons are labelled in Chinese and the PDF still downloads.
  await switchToChinese(page);
  await page.goto(`/das-mgmt/${pc.id}?tab=pda`);
  await expect(page.getByTestId('da-download-pda')).toHaveText(/下载 PDA PDF/);
  await shot(page, 'documents-da-tab-zh');
  const [zh] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('da-download-pda').click(),
  ]);
  expect(zh.suggestedFilename()).toBe(`${pc.ref}-PDA.pdf`);
});
