import { schema } from '@portledger/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

/**
 * The screening assistant and the variance on a constructed history (issue 10): a country of its
 * own with three ports, so the evidence is exactly the history written here, and a DA with planted
 * anomalies that must be flagged, and nothing else on it.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
const s = schema;
const item: Record<string, number> = {};
const port = { p1: 0, p2: 0, p3: 0 };
const vessel = { screened: 0, similar: 0, big: 0 };
let currency = 'CNY';
let principalCurrency = 'USD';

type Line = Record<string, unknown> & { id: number; cost_item: { id: number; code: string } };
type Da = { id: number; lock_version: number; lines: Line[]; exchange_rate: string | null };
type Flag = { code: string; severity: string; message: string };
type Report = {
  document: string;
  flags: Flag[];
  exchange_rate: { rate: string; reference_rate: string | null; deviation_percent: string | null } | null;
  lines: {
    line_id: number;
    price: string;
    flags: Flag[];
    suggested_reason: string | null;
    evidence: null | {
      level: string;
      samples: number;
      p25: string;
      median: string;
      p75: string;
      per_gt: boolean;
      gt_range: [number, number] | null;
    };
  }[];
};

/** A valid IMO number from six digits (the check digit is the weighted sum's last digit). */
const imo = (six: string) =>
  six + String([...six].reduce((sum, digit, i) => sum + Number(digit) * (7 - i), 0) % 10);

async function ok(name: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await w.call(name, method, url, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data.object;
}

/** A call at a port with a vessel, accepted by the agent, its PDA drafted with these lines. */
async function callWithPda(portId: number, vesselId: number, lines: [string, string][], extra = {}) {
  const created = await ok('principal', 'POST', '/port_calls', {
    vessel_id: vesselId,
    voyage_no: 'SCR1',
    port_id: portId,
    eta: '2026-12-10T06:00:00Z',
    legal_entity_id: w.ids.legalEntity,
    agent_entity_id: w.ids.agentCompany,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: w.ids.loading }],
  });
  const submitted = await ok('principal', 'POST', `/port_calls/${created.id}/submit`, { lock_version: 0 });
  const accepted = await ok('agent', 'POST', `/port_calls/${created.id}/accept`, {
    lock_version: submitted.lock_version,
  });
  const da: Da = await ok('agent', 'POST', `/das/${accepted.da.id}/pda_draft`, {
    lock_version: 0,
    currency,
    cost_items_attributes: lines.map(([code, price]) => ({
      cost_item_id: item[code],
      pda_quoted_price: price,
    })),
    ...extra,
  });
  return { portCallId: created.id as number, da };
}

/** A past call whose PDA was agreed at these prices: history, written straight into the tables. */
async function history(portId: number, vesselId: number, daysAgo: number, lines: [string, string][]) {
  const { portCallId, da } = await callWithPda(portId, vesselId, lines);
  const db = t.database.db;
  await db
    .update(s.portCalls)
    .set({ eta: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(s.portCalls.id, portCallId));
  await db
    .update(s.daCostLines)
    .set({ pdaAgreedPrice: sql`${s.daCostLines.pdaQuotedPrice}` })
    .where(eq(s.daCostLines.daId, da.id));
  return { portCallId, da };
}

const screening = async (name: string, daId: number, document?: 'pda' | 'fda'): Promise<Report> =>
  ok(name, 'GET', `/das/${daId}/screening${document ? `?document=${document}` : ''}`);
const lineOf = (da: Da, code: string, nth = 0) => da.lines.filter((l) => l.cost_item.code === code)[nth]!.id;
const reportLine = (report: Report, id: number) => report.lines.find((line) => line.line_id === id)!;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  const db = t.database.db;
  const items = await db.select({ id: s.costItems.id, code: s.costItems.code }).from(s.costItems);
  for (const row of items) item[row.code] = row.id;
  const [entity] = await db
    .select({ currency: s.entities.currency })
    .from(s.entities)
    .where(eq(s.entities.id, w.ids.legalEntity));
  // The principal's legal entity converts nothing when the principal has no currency of its own.
  principalCurrency = entity?.currency ?? 'USD';
  currency = principalCurrency === 'CNY' ? 'USD' : 'CNY';
  if (!entity?.currency)
    await db.update(s.entities).set({ currency: 'USD' }).where(eq(s.entities.id, w.ids.legalEntity));

  const [xa] = await db
    .insert(s.countries)
    .values({ code: 'XA', code3: 'XAA', nameEn: 'Testland', nameZh: '测试国' })
    .returning({ id: s.countries.id });
  const [xb] = await db
    .insert(s.countries)
    .values({ code: 'XB', code3: 'XBB', nameEn: 'Otherland', nameZh: '他国' })
    .returning({ id: s.countries.id });
  const ports = await db
    .insert(s.ports)
    .values([
      { unlocode: 'XAAAA', name: 'Alpha Harbour', countryId: xa!.id },
      { unlocode: 'XABBB', name: 'Bravo Harbour', countryId: xa!.id },
      { unlocode: 'XBCCC', name: 'Charlie Harbour', countryId: xb!.id },
    ])
    .returning({ id: s.ports.id });
  [port.p1, port.p2, port.p3] = ports.map((row) => row.id) as [number, number, number];
  const vessels = await db
    .insert(s.vessels)
    .values([
      { name: 'SCREENED STAR', imo: imo('931001'), gt: '30000' },
      { name: 'SIMILAR STAR', imo: imo('931002'), gt: '28000' },
      { name: 'BIG STAR', imo: imo('931003'), gt: '120000' },
    ])
    .returning({ id: s.vessels.id });
  [vessel.screened, vessel.similar, vessel.big] = vessels.map((row) => row.id) as [number, number, number];

  // Six comparable calls at Alpha: pilotage 1000..1500, agency 500..750, tonnage dues 0.10/GT.
  for (let i = 0; i < 6; i++) {
    await history(port.p1, vessel.similar, 30 + i * 20, [
      ['PILOTAGE_IN', String(1000 + i * 100)],
      ['AGENCY_FEE', String(500 + i * 50)],
      ['TONNAGE_DUES_90D', '2800'],
    ]);
  }
  // A ship four times the size pays far more: not comparable, so not in the evidence.
  for (let i = 0; i < 3; i++) await history(port.p1, vessel.big, 40 + i, [['PILOTAGE_IN', '9000']]);
  // Older than 24 months: outside the window.
  await history(port.p1, vessel.similar, 800, [['PILOTAGE_IN', '50000']]);
}, 120_000);
afterAll(() => t?.close());

describe('the screening of a PDA with planted anomalies', () => {
  let planted: Da;
  let report: Report;

  beforeAll(async () => {
    // The vessel's call at Bravo (same country) 20 days before paid a 90-day tonnage certificate.
    const earlier = await callWithPda(port.p2, vessel.screened, [['TONNAGE_DUES_90D', '3000']]);
    await t.database.db
      .update(s.portCalls)
      .set({ eta: new Date('2026-11-20T06:00:00Z') })
      .where(eq(s.portCalls.id, earlier.portCallId));
    await ok('agent', 'POST', `/das/${earlier.da.id}/pda_submit`, { lock_version: earlier.da.lock_version });

    const { da } = await callWithPda(
      port.p1,
      vessel.screened,
      [
        ['AGENCY_FEE', '600'],
        ['PILOTAGE_IN', '3000'],
        ['GARBAGE_DISPOSAL', '120'],
        ['GARBAGE_DISPOSAL', '120'],
        ['TONNAGE_DUES_90D', '3000'],
        ['CREW_VISA', '80'],
      ],
      { exchange_rate: currency === 'CNY' ? '0.15000000' : '7.60000000' },
    );
    planted = await ok('agent', 'POST', `/das/${da.id}/pda_submit`, { lock_version: da.lock_version });
    report = await screening('operator', planted.id);
  });

  it('flags every plant and nothing else', () => {
    const flagged = Object.fromEntries(
      report.lines
        .filter((line) => line.flags.length)
        .map((line) => [line.line_id, line.flags.map((f) => f.code)]),
    );
    expect(flagged).toEqual({
      [lineOf(planted, 'PILOTAGE_IN')]: ['above_tariff'],
      [lineOf(planted, 'GARBAGE_DISPOSAL', 0)]: ['duplicate'],
      [lineOf(planted, 'GARBAGE_DISPOSAL', 1)]: ['duplicate'],
      [lineOf(planted, 'TONNAGE_DUES_90D')]: ['tonnage_dues_covered'],
    });
    expect(report.document).toBe('pda');
    expect(report.flags.map((flag) => flag.code)).toEqual(['exchange_rate']);
    expect(report.exchange_rate?.rate).toBe(planted.exchange_rate);
    expect(report.exchange_rate?.reference_rate).not.toBeNull();
  });

  it('computes the evidence from comparable calls of the last 24 months at the port', () => {
    const pilotage = reportLine(report, lineOf(planted, 'PILOTAGE_IN'));
    expect(pilotage.evidence).toEqual({
      level: 'port',
      samples: 6,
      // Pilotage is charged per GT: 1000..1500 for 28,000 GT, scaled to this ship's 30,000 GT.
      p25: '1205.36',
      median: '1339.29',
      p75: '1473.21',
      per_gt: true,
      gt_range: [20000, 45000],
    });
    expect(pilotage.flags[0]).toMatchObject({ severity: 'high' });
    // Money and dates as the screens write them.
    expect(pilotage.flags[0]!.message).toContain(`(${currency} 1,473.21)`);
    expect(pilotage.flags[0]!.message).toContain(`median ${currency} 1,339.29`);
    expect(pilotage.suggested_reason).toBe('tariff_deviation');
    // Tonnage dues: 0.10 per GT in the history, times this ship's 30,000 GT.
    const dues = reportLine(report, lineOf(planted, 'TONNAGE_DUES_90D'));
    expect(dues.evidence).toMatchObject({ per_gt: true, median: '3000.00', samples: 6 });
    expect(dues.flags[0]!.message).toMatch(/90-day certificate of PL-\d{4}-\d+ is valid until 18 Feb 2027$/);
    expect(reportLine(report, lineOf(planted, 'AGENCY_FEE')).evidence).toMatchObject({ median: '625.00' });
    expect(reportLine(report, lineOf(planted, 'CREW_VISA')).evidence).toBeNull();
  });

  it('speaks the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/uapi/das/${planted.id}/screening`,
      headers: { authorization: w.tokens.operator!, 'accept-language': 'zh-CN' },
    });
    const zh: Report = response.json().data.object;
    expect(reportLine(zh, lineOf(planted, 'GARBAGE_DISPOSAL')).flags[0]!.message).toBe(
      '该费用项目在本 DA 中收取了 2 次',
    );
  });

  it('falls back to the country, then to every port', async () => {
    const atBravo = await callWithPda(port.p2, vessel.screened, [['PILOTAGE_IN', '1200']]);
    const bravo = await screening('operator', atBravo.da.id, 'pda');
    expect(bravo.lines[0]!.evidence).toMatchObject({ level: 'country', samples: 6, median: '1339.29' });
    expect(bravo.lines[0]!.flags).toEqual([]);
    const atCharlie = await callWithPda(port.p3, vessel.screened, [['PILOTAGE_IN', '1200']]);
    const charlie = await screening('operator', atCharlie.da.id, 'pda');
    expect(charlie.lines[0]!.evidence?.level).toBe('all');
  });

  it('is for the principal of the call and the desk only', async () => {
    expect((await w.call('principal', 'GET', `/das/${planted.id}/screening`)).statusCode).toBe(200);
    expect((await w.call('agent', 'GET', `/das/${planted.id}/screening`)).statusCode).toBe(403);
    expect((await w.call('principal2', 'GET', `/das/${planted.id}/screening`)).statusCode).toBe(404);
    expect((await w.call('operator', 'GET', `/das/${planted.id}/screening?document=xyz`)).statusCode).toBe(
      400,
    );
  });

  it('attributes the screening savings by reason when the desk submits', async () => {
    let da: Da = await ok('operator', 'POST', `/das/${planted.id}/pda_start_screening`, {
      lock_version: planted.lock_version,
    });
    da = await ok('operator', 'POST', `/das/${planted.id}/pda_submit_screening`, {
      lock_version: da.lock_version,
      screening_summary: 'Pilotage to the port median, duplicate removed, tonnage dues already paid',
      cost_items_attributes: [
        { id: lineOf(da, 'PILOTAGE_IN'), pda_screened_price: '1250' },
        { id: lineOf(da, 'GARBAGE_DISPOSAL', 1), pda_screened_price: '0' },
        { id: lineOf(da, 'TONNAGE_DUES_90D'), pda_screened_price: '0' },
        { id: lineOf(da, 'AGENCY_FEE'), pda_screened_price: '550' },
        { id: lineOf(da, 'CREW_VISA'), pda_screened_price: '70', pda_screening_reason: 'exchange_rate' },
      ],
    });
    const reasons = Object.fromEntries(da.lines.map((line) => [line.id, line.pda_screening_reason]));
    expect(reasons).toEqual({
      [lineOf(da, 'AGENCY_FEE')]: 'negotiation',
      [lineOf(da, 'PILOTAGE_IN')]: 'tariff_deviation',
      [lineOf(da, 'GARBAGE_DISPOSAL', 0)]: null,
      [lineOf(da, 'GARBAGE_DISPOSAL', 1)]: 'duplicate',
      [lineOf(da, 'TONNAGE_DUES_90D')]: 'duplicate',
      [lineOf(da, 'CREW_VISA')]: 'exchange_rate',
    });
    // The agent does not see the desk's reasons before the principal approves.
    const agentView: Da = await ok('agent', 'GET', `/das/${planted.id}`);
    expect(agentView.lines.every((line) => line.pda_screening_reason === null)).toBe(true);

    const rows = await t.database.db
      .select()
      .from(s.daCategoryTotals)
      .where(inArray(s.daCategoryTotals.daId, [planted.id]));
    // Nothing is attributed before the PDA is agreed (the totals count agreed documents only).
    expect(rows.every((row) => row.savingsTariffDeviation === null)).toBe(true);
    da = await ok('principal', 'POST', `/das/${planted.id}/pda_start_approval`, {
      lock_version: da.lock_version,
    });
    await ok('principal', 'POST', `/das/${planted.id}/pda_approve`, {
      lock_version: da.lock_version,
      prefunding_agreed_percent: 50,
    });
    const summary = await ok(
      'principal',
      'GET',
      `/dashboards/savings_summary?from=2026-12&to=2026-12&currency=${currency}`,
    );
    const byReason = Object.fromEntries(
      (summary.by_reason as { reason: string; savings: string }[]).map((row) => [row.reason, row.savings]),
    );
    // 3000 - 1250 tariff; 120 + 3000 duplicate (the second garbage line and the covered dues);
    // 10 on the visa by exchange rate; 50 on the agency fee by negotiation.
    expect(byReason).toEqual({
      tariff_deviation: '1750.00',
      duplicate: '3120.00',
      not_on_pda: '0.00',
      exchange_rate: '10.00',
      negotiation: '50.00',
    });
    expect(summary.savings).toBe('4930.00');
  });
});

describe('the variance of an FDA', () => {
  it('needs a reason on every line beyond the threshold, and writes nothing without', async () => {
    const { da } = await callWithPda(port.p1, vessel.screened, [
      ['AGENCY_FEE', '600'],
      ['PILOTAGE_IN', '1200'],
    ]);
    // Screened and approved as quoted with no prefunding: the call goes straight to the FDA.
    let step: Da = await ok('agent', 'POST', `/das/${da.id}/pda_submit`, { lock_version: da.lock_version });
    for (const [who, action, body] of [
      ['operator', 'pda_start_screening', {}],
      ['operator', 'pda_submit_screening', { screening_summary: 'As quoted' }],
      ['principal', 'pda_start_approval', {}],
      ['principal', 'pda_approve', { prefunding_agreed_percent: 0 }],
    ] as const) {
      step = await ok(who, 'POST', `/das/${da.id}/${action}`, { lock_version: step.lock_version, ...body });
    }
    const before: Da = await ok('agent', 'GET', `/das/${da.id}`);
    const lines = [
      // 605 vs 600: within 10 %; 1400 vs 1200: 16.67 % over; a mooring line the PDA did not have.
      { id: lineOf(before, 'AGENCY_FEE'), fda_quoted_price: '605' },
      { id: lineOf(before, 'PILOTAGE_IN'), fda_quoted_price: '1400' },
      { cost_item_id: item.MOORING, fda_quoted_price: '300' },
    ];
    const refused = await w.call('agent', 'POST', `/das/${da.id}/fda_submit`, {
      lock_version: before.lock_version,
      cost_items_attributes: lines,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const fields = refused.json().data.errors.map((error: { field: string }) => error.field);
    expect(fields).toHaveLength(2);
    expect(fields).toContain(`lines.${lineOf(before, 'PILOTAGE_IN')}.fda_variance_reason`);
    const after: Da = await ok('agent', 'GET', `/das/${da.id}`);
    expect(after.lock_version).toBe(before.lock_version);
    expect(after.lines).toHaveLength(2);
    expect(after.lines.every((line) => line.fda_quoted_price === null)).toBe(true);

    const submitted: Da = await ok('agent', 'POST', `/das/${da.id}/fda_submit`, {
      lock_version: before.lock_version,
      cost_items_attributes: [
        lines[0],
        { ...lines[1], fda_variance_reason: 'quantity_change' },
        { ...lines[2], fda_variance_reason: 'not_foreseen' },
      ],
    });
    expect(
      Object.fromEntries(submitted.lines.map((line) => [line.cost_item.code, line.fda_variance_reason])),
    ).toEqual({ AGENCY_FEE: null, PILOTAGE_IN: 'quantity_change', MOORING: 'not_foreseen' });
    const report = await screening('operator', da.id);
    expect(report.document).toBe('fda');
    const mooring = reportLine(report, lineOf(submitted, 'MOORING'));
    expect(mooring.flags.map((flag) => flag.code)).toEqual(['not_on_pda']);
    const pilotage = reportLine(report, lineOf(submitted, 'PILOTAGE_IN'));
    expect(pilotage.flags.map((flag) => flag.code)).toContain('fda_over_pda');
  });

  it('flags an agent rate other than 1 between the same currency, and is quiet at 1', async () => {
    const [entity] = await t.database.db
      .select({ currency: s.entities.currency })
      .from(s.entities)
      .where(eq(s.entities.id, w.ids.legalEntity));
    const saved = currency;
    currency = entity!.currency!;
    try {
      const odd = await callWithPda(port.p1, vessel.screened, [['AGENCY_FEE', '600']], {
        exchange_rate: '1.25',
      });
      await ok('agent', 'POST', `/das/${odd.da.id}/pda_submit`, { lock_version: odd.da.lock_version });
      const report = await screening('operator', odd.da.id);
      expect(report.flags.map((flag) => flag.code)).toEqual(['exchange_rate']);
      expect(report.exchange_rate).toMatchObject({ rate: '1.25000000', reference_rate: '1.00000000' });
      const plain = await callWithPda(port.p1, vessel.screened, [['AGENCY_FEE', '600']]);
      await ok('agent', 'POST', `/das/${plain.da.id}/pda_submit`, { lock_version: plain.da.lock_version });
      const quiet = await screening('operator', plain.da.id);
      expect(quiet.flags).toEqual([]);
      expect(quiet.exchange_rate).toBeNull();
    } finally {
      currency = saved;
    }
  });

  it('refuses a reason from someone it is not for', async () => {
    const { da } = await callWithPda(port.p1, vessel.screened, [['AGENCY_FEE', '600']]);
    const response = await w.call('agent', 'POST', `/das/${da.id}/pda_draft`, {
      lock_version: da.lock_version,
      cost_items_attributes: [{ id: da.lines[0]!.id, fda_variance_reason: 'other' }],
    });
    expect(response.statusCode).toBe(403);
    const bad = await w.call('agent', 'POST', `/das/${da.id}/pda_draft`, {
      lock_version: da.lock_version,
      exchange_rate: '-1',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('evidence in other currencies', () => {
  it('converts past prices into the DA’s currency at the latest stored rates, and leaves out a currency without one', async () => {
    const db = t.database.db;
    const [xc] = await db
      .insert(s.countries)
      .values({ code: 'XC', code3: 'XCC', nameEn: 'Thirdland', nameZh: '第三国' })
      .returning({ id: s.countries.id });
    const [delta] = await db
      .insert(s.ports)
      .values({ unlocode: 'XCDDD', name: 'Delta Harbour', countryId: xc!.id })
      .returning({ id: s.ports.id });
    // Six calls quoted in EUR at 400..900, one in a currency with no stored rate (left out).
    const past = [
      ...[400, 500, 600, 700, 800, 900].map((price) => ['EUR', price] as const),
      ['XAF', 100] as const,
    ];
    for (const [i, [pastCurrency, price]] of past.entries()) {
      const { portCallId, da } = await callWithPda(
        delta!.id,
        vessel.similar,
        [['AGENCY_FEE', String(price)]],
        {
          currency: pastCurrency,
        },
      );
      await db
        .update(s.portCalls)
        .set({ eta: new Date(Date.now() - (30 + i) * 86_400_000) })
        .where(eq(s.portCalls.id, portCallId));
      await db
        .update(s.daCostLines)
        .set({ pdaAgreedPrice: sql`${s.daCostLines.pdaQuotedPrice}` })
        .where(eq(s.daCostLines.daId, da.id));
    }
    // Units per USD, the latest stored rate of each: EUR -> the DA's currency is their ratio.
    const rates = (await db.execute(sql`
      select tc.code, (array_agg(er.rate::text order by er.effective_on desc))[1] as rate
      from exchange_rates er
      join currencies fc on fc.id = er.from_currency_id and fc.code = 'USD'
      join currencies tc on tc.id = er.to_currency_id
      where tc.code in ('EUR', 'XAF', ${currency})
      group by tc.code`)) as unknown as { rows: { code: string; rate: string }[] };
    const rate = Object.fromEntries(rates.rows.map((row) => [row.code, Number(row.rate)]));
    expect(rate.XAF).toBeUndefined();
    const perEur = currency === 'USD' ? 1 / rate.EUR! : rate[currency]! / rate.EUR!;

    const { da } = await callWithPda(delta!.id, vessel.screened, [['AGENCY_FEE', '700']]);
    const report = await screening('operator', da.id, 'pda');
    expect(report.lines[0]!.evidence).toEqual({
      level: 'port',
      samples: 6,
      p25: (525 * perEur).toFixed(2),
      median: (650 * perEur).toFixed(2),
      p75: (775 * perEur).toFixed(2),
      per_gt: false,
      gt_range: [20000, 45000],
    });
  });
});
