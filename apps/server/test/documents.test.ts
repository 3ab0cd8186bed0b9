import {
  type CostAnalysis,
  type DaDetail,
  type Payment,
  type PortCallDetail,
  type PortCallListItem,
  portCallExportQuery,
  type SavingsSummary,
  savingsReasonLabel,
  type TodayDashboard,
} from '@portledger/contracts';
import { schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '../src/modules/auth/sessions.ts';
import { portCallBatches } from '../src/modules/documents/export-port-calls.ts';
import { pdfPages, xlsxCellFormat, xlsxSheets } from './document-readers.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { type StagedContext, stagingContext } from './staged-das.ts';

type User = 'principal' | 'principal2' | 'agent' | 'agent2' | 'operator';

let t: TestApp;
let x: StagedContext;
/** One DA: a PDA of three lines in two categories, screened, approved, advance instructed. */
const da = { id: 0, portCallId: 0, refNo: '' };
const items: { id: number; nameEn: string; nameZh: string; categoryEn: string; categoryZh: string }[] = [];

/** One call that must answer 200, its object typed as the contract says (a DA unless told). */
const call = async <T = DaDetail>(user: User, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await x.w.call(user, method, url, payload);
  if (response.statusCode !== 200) throw new Error(`${user} ${method} ${url}: ${response.body}`);
  return response.json().data.object as T;
};
const act = async (user: User, action: string, body: Record<string, unknown> = {}) => {
  const { lock_version } = await call(user, 'GET', `/das/${da.id}`);
  return call(user, 'POST', `/das/${da.id}/${action}`, { lock_version, ...body });
};
const download = (user: User | 'anonymous', url: string, language = 'en-US') =>
  t.app.inject({
    method: 'GET',
    url: `/uapi${url}`,
    headers: {
      'accept-language': language,
      ...(user === 'anonymous' ? {} : { authorization: x.w.tokens[user]! }),
    },
  });
const pdfOf = async (user: User, url: string, language?: string) => {
  const response = await download(user, url, language);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  if (process.env.DOCUMENTS_DUMP_DIR) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      `${process.env.DOCUMENTS_DUMP_DIR}/${user}-${url.replace(/\W+/g, '_')}-${language ?? 'en'}.pdf`,
      response.rawPayload,
    );
  }
  return { bytes: response.rawPayload, text: (await pdfPages(response.rawPayload)).join('\n') };
};

beforeAll(async () => {
  t = await startTestApp();
  x = await stagingContext(t);
  const s = schema;
  const rows = await t.database.db
    .select({ item: s.costItems, category: s.costItemCategories })
    .from(s.costItems)
    .innerJoin(s.costItemCategories, eq(s.costItemCategories.id, s.costItems.categoryId))
    .orderBy(asc(s.costItemCategories.sortOrder), asc(s.costItems.sortOrder));
  const first = rows[0]!.category.id;
  const other = rows.find((row) => row.category.id !== first)!;
  for (const row of [rows[0]!, rows[1]!, other]) {
    items.push({
      id: row.item.id,
      nameEn: row.item.nameEn,
      nameZh: row.item.nameZh,
      categoryEn: row.category.nameEn,
      categoryZh: row.category.nameZh,
    });
  }
  await t.database.db.update(s.vessels).set({ gt: '36500.00' }).where(eq(s.vessels.imo, '9176187'));
  const pc = await x.w.acceptedPortCall();
  Object.assign(da, { id: pc.da.id, portCallId: pc.id, refNo: pc.ref_no });
  await act('agent', 'pda_submit', {
    cost_items_attributes: [
      {
        cost_item_id: items[0]!.id,
        pda_quoted_price: '1234.50',
        comments_attributes: [{ content: '按吨位计费 per GT' }],
      },
      { cost_item_id: items[1]!.id, pda_quoted_price: '800' },
      { cost_item_id: items[2]!.id, pda_quoted_price: '15000.25' },
    ],
  });
  await act('operator', 'pda_start_screening');
  const lines = (await call('operator', 'GET', `/das/${da.id}`)).lines;
  await act('operator', 'pda_submit_screening', {
    screening_summary: '引航费高于港口费率 Pilotage above tariff',
    cost_items_attributes: [{ id: lines[2]!.id, pda_screened_price: '14000.10' }],
  });
}, 120_000);
afterAll(() => t?.close());

describe('the PDA as a PDF', () => {
  it('hides screened and agreed amounts from the agent until the principal approves', async () => {
    const agent = await pdfOf('agent', `/das/${da.id}/pdf`);
    expect(agent.text).toContain('15,000.25');
    expect(agent.text).not.toContain('14,000.10');
    expect(agent.text).not.toContain('Pilotage above tariff');
    expect(agent.text).toContain('Screened and agreed amounts are shown once the principal has approved');
    const principal = await pdfOf('principal', `/das/${da.id}/pdf`);
    expect(principal.text).toContain('14,000.10');
    expect(principal.text).toContain('Pilotage above tariff');
  });

  it('shows parties, vessel, port, lines by category, totals, prefunding and bank details in English', async () => {
    await act('principal', 'pda_approve', { prefunding_agreed_percent: '50' });
    const payments = (await x.w.call('principal', 'GET', `/payments?port_call_id_eq=${da.portCallId}`)).json()
      .data.objects as Payment[];
    const advance = payments.find((payment) => payment.payment_type === 'advance')!;
    await call('principal', 'POST', `/das/${da.id}/pda_submit_payment_instructions`, {
      lock_version: advance.lock_version,
      payment_id: advance.id,
      bank_account_id: x.agentAccount,
      payment_mode: 'swift',
      due_on: '2099-12-15',
    });
    const pc = await call<PortCallDetail>('principal', 'GET', `/port_calls/${da.portCallId}`);
    const { bytes, text } = await pdfOf('principal', `/das/${da.id}/pdf`);
    for (const expected of [
      'Proforma Disbursement Account (PDA)',
      da.refNo,
      pc.principal!.name,
      pc.legal_entity!.name,
      pc.agent!.name,
      'FIXTURE TRADER',
      '9176187',
      pc.port!.name,
      '10 Dec 2026 06:00',
      items[0]!.nameEn,
      items[1]!.nameEn,
      items[2]!.nameEn,
      items[0]!.categoryEn,
      items[2]!.categoryEn,
      '1,234.50',
      '800.00',
      // Subtotal of the first category, the quoted total, the agreed total (screened price agreed).
      '2,034.50',
      '17,034.75',
      '16,034.60',
      '1,000.15',
      '50.00 %',
      '36,500',
      '8,017.30',
      'Staging Bank',
      '7700123',
      '按吨位计费 per GT',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The font is a subset: a few kilobytes of glyphs, not the 10 MB Noto Sans SC file.
    expect(bytes.length).toBeLessThan(150_000);
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('is written in Chinese for a Chinese requester or ?locale=zh-CN, with Chinese characters in the text', async () => {
    const byHeader = await pdfOf('principal', `/das/${da.id}/pdf`, 'zh-CN,zh;q=0.9');
    const byQuery = await pdfOf('agent', `/das/${da.id}/pdf?locale=zh-CN`);
    for (const { text } of [byHeader, byQuery]) {
      for (const expected of [
        '预估使费账单',
        '委托方',
        '代理',
        '费用项目',
        '报价',
        '审核价',
        '确认价',
        '合计',
        items[0]!.nameZh,
        items[2]!.nameZh,
        items[2]!.categoryZh,
        '17,034.75',
        '第 1 页，共 1 页',
      ]) {
        expect(text, expected).toContain(expected);
      }
    }
    expect(byHeader.text).toContain('引航费高于港口费率');
  });

  it('has no FDA before the agent submits one, and answers 404 for a DA that is not the user’s', async () => {
    const fda = await download('principal', `/das/${da.id}/pdf?document=fda`);
    expect(fda.statusCode).toBe(404);
    expect(fda.json()).toMatchObject({ code: 404, msg: 'This DA has no FDA yet.' });
    for (const user of ['principal2', 'agent2'] as const) {
      const foreign = await download(user, `/das/${da.id}/pdf`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe(404);
      expect((await download(user, `/das/${da.id}/xlsx`)).statusCode).toBe(404);
    }
    expect((await download('anonymous', `/das/${da.id}/pdf`)).statusCode).toBe(401);
    // A DA the agent has not quoted yet is a document with no lines, not an error.
    const empty = await x.w.acceptedPortCall();
    const blank = await pdfOf('principal', `/das/${empty.da.id}/pdf`);
    expect(blank.text).toContain('No cost items yet.');
    expect(blank.text).toContain(empty.ref_no);
    const bad = await download('principal', `/das/${da.id}/pdf?document=xda`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the DA as xlsx', () => {
  it('has one row per line with numeric amounts and the totals, headers in the requester’s language', async () => {
    const response = await download('principal', `/das/${da.id}/xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`${da.refNo}-DA.xlsx`);
    const [rows] = [...(await xlsxSheets(response.rawPayload)).values()];
    expect(rows![0]).toEqual([
      'Category',
      'Cost item code',
      'Cost item',
      'PDA Quoted (USD)',
      'PDA Screened (USD)',
      'PDA Agreed (USD)',
      'FDA Quoted (USD)',
      'FDA Screened (USD)',
      'FDA Agreed (USD)',
    ]);
    expect(rows!.slice(1).map((row) => [row[2], row[3], row[4], row[5]])).toEqual([
      [items[0]!.nameEn, 1234.5, 1234.5, 1234.5],
      [items[1]!.nameEn, 800, 800, 800],
      [items[2]!.nameEn, 15000.25, 14000.1, 14000.1],
      [undefined, 17034.75, 16034.6, 16034.6],
    ]);
    expect(rows!.at(-1)![0]).toBe('Total');
    expect(await xlsxCellFormat(response.rawPayload, 0, 2, 4)).toMatchObject({ numFmt: '#,##0.00' });
    const zh = await download('principal', `/das/${da.id}/xlsx?locale=zh-CN`);
    const [zhRows] = [...(await xlsxSheets(zh.rawPayload)).values()];
    expect(zhRows![0]!.slice(0, 4)).toEqual(['类别', '费用项目代码', '费用项目', 'PDA 报价（USD）']);
    expect(zhRows![1]![2]).toBe(items[0]!.nameZh);
  });
});

/** Every row of GET /port_calls for a query, page after page. */
async function listAll(user: User, query: string) {
  const rows: PortCallListItem[] = [];
  for (let page = 1; ; page += 1) {
    const response = await x.w.call(user, 'GET', `/port_calls?${query}&per_page=100&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const { objects } = response.json().data as { objects: PortCallListItem[] };
    rows.push(...objects);
    if (objects.length < 100) return rows;
  }
}

describe('the port-call list as xlsx', () => {
  beforeAll(async () => {
    // More calls: accepted ones every side sees, and a draft only the principal sees.
    for (let i = 0; i < 4; i += 1) await x.w.acceptedPortCall();
    await call('principal', 'POST', '/port_calls', {
      vessel_id: x.w.ids.vessel,
      voyage_no: 'DRAFT1',
      port_id: x.w.ids.port,
      eta: '2026-12-20T06:00:00Z',
      legal_entity_id: x.principalLegalEntity,
    });
  }, 120_000);

  it('has every row of the list for the same filters, scope and order, for principal, agent and operator', async () => {
    const queries = [
      'tab=all',
      'tab=all&sort=-ref_no',
      'tab=in_progress&q=FIXTURE',
      'tab=drafts',
      'tab=all&eta_gteq=2026-12-15',
    ];
    const counts: Record<string, number[]> = {};
    for (const user of ['principal', 'agent', 'operator'] as const) {
      for (const query of queries) {
        const expected = await listAll(user, query);
        const response = await download(user, `/port_calls/xlsx?${query}`);
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        expect(response.headers['content-type']).toContain('spreadsheetml');
        const [rows] = [...(await xlsxSheets(response.rawPayload)).values()];
        const body = rows!.slice(1);
        expect(
          body.map((row) => row[0]),
          `${user} ${query}`,
        ).toEqual(expected.map((row) => row.ref_no));
        expect(body.map((row) => row[1])).toEqual(expected.map((row) => row.status_label));
        expect(body.map((row) => (row[10] as Date | undefined)?.toISOString() ?? null)).toEqual(
          expected.map((row) => (row.eta ? new Date(row.eta).toISOString() : null)),
        );
        counts[user] = [...(counts[user] ?? []), body.length];
      }
    }
    // The scopes differ: the principal's draft is in its export only.
    expect(counts.principal![3]).toBeGreaterThan(0);
    expect(counts.agent![3]).toBe(0);
    expect(counts.operator![3]).toBe(0);
    expect(counts.principal![0]).toBeGreaterThan(counts.agent![0]! - 1);
    expect(counts.agent![0]).toBeGreaterThanOrEqual(5);
  });

  it('reads the list in batches that add up to the whole list, without repeating a row', async () => {
    const user = await findSessionUser(t.database.db, x.w.tokens.principal!);
    const query = portCallExportQuery.parse({ tab: 'all', sort: 'eta' });
    const batches: number[][] = [];
    for await (const batch of portCallBatches({
      db: t.database.db,
      user: user!,
      query,
      locale: 'en-US',
      batchSize: 2,
    })) {
      batches.push(batch.map((row) => row.id));
    }
    expect(batches.length).toBeGreaterThan(2);
    expect(batches.slice(0, -1).every((batch) => batch.length === 2)).toBe(true);
    expect(batches.flat()).toEqual((await listAll('principal', 'tab=all&sort=eta')).map((row) => row.id));
  });

  it('writes headers in Chinese and dates as date cells, and refuses what the list refuses', async () => {
    const response = await download('operator', '/port_calls/xlsx?tab=all&locale=zh-CN');
    const [rows] = [...(await xlsxSheets(response.rawPayload)).values()];
    expect(rows![0]!.slice(0, 3)).toEqual(['编号', '状态', '船舶']);
    expect(await xlsxCellFormat(response.rawPayload, 0, 2, 11)).toMatchObject({ numFmt: 'yyyy-mm-dd hh:mm' });
    expect(rows![1]![10]).toBeInstanceOf(Date);
    for (const query of ['sort=bogus', 'page=2', 'per_page=5', 'status_eq=nope']) {
      const refused = await download('principal', `/port_calls/xlsx?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().code).toBe(400);
    }
    expect((await download('anonymous', '/port_calls/xlsx')).statusCode).toBe(401);
  });
});

describe('the dashboards as xlsx', () => {
  it('have one sheet per table with the dashboard’s own rows', async () => {
    for (const user of ['principal', 'agent', 'operator'] as const) {
      const query = 'from=2026-01&to=2027-03&currency=USD';
      const cost = (await x.w.call(user, 'GET', `/dashboards/das_cost_analysis?${query}`)).json().data
        .object as CostAnalysis;
      expect(cost.by_port.length, user).toBeGreaterThan(0);
      const costFile = await download(user, `/dashboards/das_cost_analysis/xlsx?${query}`);
      expect(costFile.statusCode, costFile.body.slice(0, 200)).toBe(200);
      const costSheets = await xlsxSheets(costFile.rawPayload);
      expect([...costSheets.keys()]).toEqual(['By month', 'By port', 'By category', 'By vessel']);
      expect(
        costSheets
          .get('By port')!
          .slice(1)
          .map((row) => [row[0], row[3]]),
      ).toEqual(cost.by_port.map((row) => [row.name ?? 'Others', Number(row.amount)]));
      expect(costSheets.get('By month')!.length - 1).toBe(cost.by_month.length);

      const savings = (await x.w.call(user, 'GET', `/dashboards/savings_summary?${query}`)).json().data
        .object as SavingsSummary;
      const savingsFile = await download(user, `/dashboards/savings_summary/xlsx?${query}&locale=zh-CN`);
      const savingsSheets = await xlsxSheets(savingsFile.rawPayload);
      expect([...savingsSheets.keys()]).toEqual(['按月份', '按港口', '按类别', '按代理', '按原因']);
      const reasons = savingsSheets.get('按原因')!;
      expect(reasons[0]).toEqual(['原因', '节省金额 (USD)', '节省占比']);
      expect(reasons.slice(1).map((row) => [row[0], row[1]])).toEqual(
        savings.by_reason.map((row) => [savingsReasonLabel(row.reason, 'zh-CN'), Number(row.savings)]),
      );
      if (Number(savings.savings) !== 0) {
        const shares = reasons.slice(1).map((row) => Number(row[2]));
        expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 3);
      }
      expect(
        savingsSheets
          .get('按代理')!
          .slice(1)
          .map((row) => [row[0], row[3], row[4]]),
      ).toEqual(savings.by_agent.map((row) => [row.name ?? '其他', Number(row.quoted), Number(row.agreed)]));
    }
    expect((await download('principal', '/dashboards/savings_summary/xlsx?from=bad')).statusCode).toBe(400);
  });

  it('export the Today tables with the rows the Today dashboard shows', async () => {
    let waiting = 0;
    for (const user of ['principal', 'agent', 'operator'] as const) {
      const board = (await x.w.call(user, 'GET', '/dashboards/today')).json().data.object as TodayDashboard;
      const file = await download(user, '/dashboards/today/xlsx');
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      const sheets = await xlsxSheets(file.rawPayload);
      expect([...sheets.keys()]).toEqual([
        'Arrivals',
        'Departures',
        'Waiting for you',
        'Payments due soon',
        'Payments overdue',
      ]);
      const refs = (name: string) =>
        sheets
          .get(name)!
          .slice(1)
          .map((row) => row[0]);
      expect(refs('Arrivals')).toEqual(board.arrivals.objects.map((row) => row.ref_no));
      expect(refs('Waiting for you')).toEqual(board.waiting.objects.map((row) => row.ref_no));
      waiting += refs('Waiting for you').length;
      expect(refs('Payments overdue')).toEqual(board.payments_overdue.objects.map((row) => row.ref_no));
      expect(sheets.get('Waiting for you')![0]).toContain('ETA (UTC)');
      // The payments' money is what is still owed, headed so, as on the dashboard.
      expect(sheets.get('Payments overdue')![0]).toContain('Remaining');
    }
    expect(waiting).toBeGreaterThan(0);
    const zh = await xlsxSheets(
      (await download('operator', '/dashboards/today/xlsx?locale=zh-CN&tz=480')).rawPayload,
    );
    expect([...zh.keys()]).toEqual(['到港', '离港', '待处理', '即将到期付款', '逾期付款']);
    expect(zh.get('逾期付款')![0]).toContain('未付金额');
    expect((await download('operator', '/dashboards/today/xlsx?tz=9999')).statusCode).toBe(400);
  });
});

describe('the FDA as a PDF', () => {
  it('exists once the agent submits it, and shows the FDA’s own amounts in both languages', async () => {
    // The advance instructed above is checked, paid and confirmed; the agent then quotes the FDA.
    const advance = (
      (await x.w.call('principal', 'GET', `/payments?port_call_id_eq=${da.portCallId}`)).json().data
        .objects as Payment[]
    ).find((payment) => payment.payment_type === 'advance')!;
    let payment = await call<Payment>('operator', 'POST', `/payments/${advance.id}/check`, {
      lock_version: advance.lock_version,
    });
    payment = await call<Payment>('principal', 'POST', `/payments/${payment.id}/submit`, {
      lock_version: payment.lock_version,
      transferred_on: '2026-11-20',
      transferred_amount: advance.amount,
    });
    await call('agent', 'POST', `/payments/${payment.id}/confirm_receipt`, {
      lock_version: payment.lock_version,
    });
    const lines = (await call('agent', 'GET', `/das/${da.id}`)).lines;
    await act('agent', 'fda_submit', {
      cost_items_attributes: [
        { id: lines[0]!.id, fda_quoted_price: '1300', fda_variance_reason: 'other' },
        { id: lines[2]!.id, fda_quoted_price: '14500.55', fda_variance_reason: 'other' },
      ],
    });
    await act('operator', 'fda_start_screening');
    await act('operator', 'fda_submit_screening', {
      screening_summary: 'FDA per receipts',
      cost_items_attributes: [{ id: lines[2]!.id, fda_screened_price: '14200.00' }],
    });

    const agent = await pdfOf('agent', `/das/${da.id}/pdf?document=fda`);
    expect(agent.text).toContain('Final Disbursement Account (FDA)');
    expect(agent.text).toContain('14,500.55');
    expect(agent.text).not.toContain('14,200.00');
    expect(agent.text).not.toContain(items[1]!.nameEn);

    const en = await pdfOf('principal', `/das/${da.id}/pdf?document=fda`);
    for (const expected of [
      'Final Disbursement Account (FDA)',
      '1,300.00',
      '14,500.55',
      '14,200.00',
      '15,800.55',
      '15,500.00',
    ]) {
      expect(en.text, expected).toContain(expected);
    }
    // The line the FDA does not carry is not on it.
    expect(en.text).not.toContain(items[1]!.nameEn);
    const zh = await pdfOf('operator', `/das/${da.id}/pdf?document=fda&locale=zh-CN`);
    for (const expected of ['最终使费账单', items[2]!.nameZh, '15,800.55', '审核意见']) {
      expect(zh.text, expected).toContain(expected);
    }
  });

  it('shows the advance received and the balance once the principal approves the FDA', async () => {
    await act('principal', 'fda_approve');
    const principal = await pdfOf('principal', `/das/${da.id}/pdf?document=fda`);
    for (const expected of [
      'Advance received',
      'USD 8,017.30',
      'Balance (negative: the agent refunds)',
      'USD 7,482.70',
    ]) {
      expect(principal.text, expected).toContain(expected);
    }
    // Approved: the agent now reads the FDA's screened and agreed amounts too.
    const agent = await pdfOf('agent', `/das/${da.id}/pdf?document=fda&locale=zh-CN`);
    expect(agent.text).toContain('14,200.00');
    expect(agent.text).toContain('已收预付款');
    expect(agent.text).toContain('USD 7,482.70');
  });

  /** The principal's document data of the DA, rendered in process (no HTTP), and the renderer. */
  async function principalDocument(document: 'pda' | 'fda', locale: 'en-US' | 'zh-CN') {
    const { getDaDocument } = await import('../src/modules/documents/get-da-document.ts');
    const { renderDaPdf } = await import('../src/modules/documents/render-da-pdf.ts');
    const user = await findSessionUser(t.database.db, x.w.tokens.principal!);
    const data = await getDaDocument({
      db: t.database.db,
      user: user!,
      daId: da.id,
      document,
      locale,
      apiPrefix: '/uapi',
    });
    return { data, renderDaPdf };
  }

  it('never ends a page on a label without its value, nor on a section title', async () => {
    const { data, renderDaPdf } = await principalDocument('fda', 'en-US');
    expect(data.bank).not.toBeNull();
    const all = data.categories.flatMap((category) => category.lines);
    const [first] = data.categories;
    // Every length of the lines table from one to two pages moves the sections below it down the
    // page a line at a time, so some of them meet the foot of a page at every possible point.
    for (let n = 20; n <= 75; n += 1) {
      const lines = Array.from({ length: n }, (_, i) => all[i % all.length]!);
      const pages = await pdfPages(await renderDaPdf({ ...data, categories: [{ ...first!, lines }] }));
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
      const bank = pageOf("Agent's bank details");
      expect(bank, `${n} lines`).toBeGreaterThanOrEqual(0);
      for (const label of ['Bank', 'Account number', 'IBAN', 'SWIFT / BIC']) {
        expect(pages[bank], `${n} lines: ${label}`).toContain(label);
      }
      expect(pages[bank], `${n} lines`).toContain(data.bank!.account_number ?? '-');
      expect(pages[pageOf('Prefunding amount')], `${n} lines`).toContain(
        'Balance (negative: the agent refunds)',
      );
    }
  });

  it('continues a long document on further pages, repeating the table header', async () => {
    const { data, renderDaPdf } = await principalDocument('pda', 'zh-CN');
    const long = {
      ...data,
      categories: data.categories.map((category) => ({
        ...category,
        lines: Array.from({ length: 30 }, () => category.lines).flat(),
      })),
    };
    const pages = await pdfPages(await renderDaPdf(long));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`第 ${i + 1} 页，共 ${pages.length} 页`);
      if (i < 2) expect(page).toContain('费用项目');
    }
    if (process.env.DOCUMENTS_DUMP_DIR) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.DOCUMENTS_DUMP_DIR}/long-zh.pdf`, await renderDaPdf(long));
    }
  });
});
