import { formatCents, localDay, toCents } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWorld } from './dashboard-fixtures.ts';
import { startTestApp, type TestApp } from './helpers.ts';

/**
 * Dashboard figures against sums worked out here from the prices typed in (exact cents, one
 * rounding per figure), for a principal, its agents, the desk and an outsider.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof dashboardWorld>>;
const pcs: Record<string, { id: number; ref_no: string; da: { id: number } }> = {};
let eurRate = '';

/** Σ amount x rate over the parts, rounded once to the cent (half away from zero). */
function converted(parts: [string, string][]): string {
  const rate8 = (rate: string) => {
    const [whole = '0', fraction = ''] = rate.split('.');
    return BigInt(whole + fraction.padEnd(8, '0'));
  };
  const sum = parts.reduce((total, [amount, rate]) => total + toCents(amount) * rate8(rate), 0n);
  return formatCents((sum * 2n + 100_000_000n) / 200_000_000n);
}
const minus = (a: string, b: string) => formatCents(toCents(a) - toCents(b));
const ratePercent = (savings: string, quoted: string) =>
  formatCents((toCents(savings) * 10_000n * 2n + toCents(quoted)) / (toCents(quoted) * 2n));

const PERIOD = 'from=2026-01&to=2026-06';
const get = async (user: string, url: string) => {
  const response = await w.call(user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.object;
};
const cost = (user: string, params = '') => get(user, `/dashboards/das_cost_analysis?${PERIOD}${params}`);
const savings = (user: string, params = '') => get(user, `/dashboards/savings_summary?${PERIOD}${params}`);
const lineOf = (da: { lines: { id: number; cost_item: { id: number } }[] }, itemId: number) =>
  da.lines.find((line) => line.cost_item.id === itemId)!.id;

beforeAll(async () => {
  t = await startTestApp();
  w = await dashboardWorld(t);
  const agency = w.itemOf('AGENCY_REMUNERATION').id;
  const pilotage = w.itemOf('PILOTAGE').id;
  const towage = w.itemOf('TOWAGE').id;

  // A: USD; PDA screened and agreed below the quote, advance paid, FDA submitted with an extra line.
  const a = await w.acceptedPortCall({
    port: 'CNSHA',
    vessel: 0,
    eta: '2026-03-15T10:00:00Z',
    agent: 'dash-agent',
  });
  let da = await w.step('dash-agent', a.da.id, 'pda_submit', {
    cost_items_attributes: [
      { cost_item_id: agency, pda_quoted_price: '1500' },
      { cost_item_id: pilotage, pda_quoted_price: '2250.75' },
    ],
  });
  await w.step('operator', a.da.id, 'pda_start_screening');
  da = await w.step('operator', a.da.id, 'pda_submit_screening', {
    screening_summary: 'Pilotage per tariff',
    cost_items_attributes: [{ id: lineOf(da, pilotage), pda_screened_price: '2000.00' }],
  });
  await w.step('dash-principal', a.da.id, 'pda_approve', {
    prefunding_agreed_percent: '50',
    cost_items_attributes: [{ id: lineOf(da, pilotage), pda_agreed_price: '1900.50' }],
  });
  await w.settleAdvance(a.id, a.da.id, 'dash-agent');
  await w.step('dash-agent', a.da.id, 'fda_submit', {
    cost_items_attributes: [
      { id: lineOf(da, agency), fda_quoted_price: '1500', fda_variance_reason: 'other' },
      { id: lineOf(da, pilotage), fda_quoted_price: '1950.25', fda_variance_reason: 'other' },
      { cost_item_id: towage, fda_quoted_price: '400.10', fda_variance_reason: 'other' },
    ],
  });

  // B: quoted in EUR, approved with 10 % prefunding.
  const b = await w.acceptedPortCall({
    port: 'NLRTM',
    vessel: 1,
    eta: '2026-04-02T08:00:00Z',
    agent: 'dash-agent2',
  });
  da = await w.step('dash-agent2', b.da.id, 'pda_submit', {
    currency: 'EUR',
    cost_items_attributes: [
      { cost_item_id: agency, pda_quoted_price: '1000' },
      { cost_item_id: towage, pda_quoted_price: '333.33' },
    ],
  });
  await w.step('operator', b.da.id, 'pda_start_screening');
  da = await w.step('operator', b.da.id, 'pda_submit_screening', {
    screening_summary: 'ok',
    cost_items_attributes: [{ id: lineOf(da, towage), pda_screened_price: '320.00' }],
  });
  da = await w.step('dash-principal', b.da.id, 'pda_approve', {
    prefunding_agreed_percent: '10',
    cost_items_attributes: [{ id: lineOf(da, towage), pda_agreed_price: '300.00' }],
  });
  eurRate = da.exchange_rate;

  // C: the second legal entity; screened, waiting for approval.
  const c = await w.acceptedPortCall({
    port: 'CNSHA',
    vessel: 1,
    eta: '2026-04-20T08:00:00Z',
    agent: 'dash-agent',
    legalEntity: 1,
  });
  da = await w.step('dash-agent', c.da.id, 'pda_submit', {
    cost_items_attributes: [
      { cost_item_id: agency, pda_quoted_price: '800' },
      { cost_item_id: pilotage, pda_quoted_price: '1200' },
    ],
  });
  await w.step('operator', c.da.id, 'pda_start_screening');
  await w.step('operator', c.da.id, 'pda_submit_screening', {
    screening_summary: 'ok',
    cost_items_attributes: [{ id: lineOf(da, pilotage), pda_screened_price: '1100.00' }],
  });

  // H: quoted in a currency without any stored rate: left out, counted as unconverted.
  const h = await w.acceptedPortCall({
    port: 'CNSHA',
    vessel: 0,
    eta: '2026-02-10T08:00:00Z',
    agent: 'dash-agent',
  });
  await w.step('dash-agent', h.da.id, 'pda_submit', {
    currency: 'ISK',
    cost_items_attributes: [{ cost_item_id: agency, pda_quoted_price: '90000' }],
  });
  Object.assign(pcs, { a, b, c, h });
}, 120_000);
afterAll(() => t.close());

describe('the DA cost analysis', () => {
  it('sums each DA at its latest document and stage, converted into the principal’s currency to the cent', async () => {
    expect(eurRate).toMatch(/^1\.\d{8}$/);
    const A = '3850.35'; // FDA quoted: 1500 + 1950.25 + 400.10
    const B = '1300.00'; // PDA agreed in EUR: 1000 + 300
    const C = '1900.00'; // PDA screened: 800 + 1100
    const result = await cost('dash-principal');
    expect(result).toMatchObject({
      currency: 'USD',
      from: '2026-01',
      to: '2026-06',
      document: null,
      da_count: 3,
      unconverted_da_count: 1,
      total: converted([
        [A, '1'],
        [B, eurRate],
        [C, '1'],
      ]),
    });
    expect(result.by_month).toEqual([
      { month: '2026-01', amount: '0.00', da_count: 0 },
      { month: '2026-02', amount: '0.00', da_count: 0 },
      { month: '2026-03', amount: A, da_count: 1 },
      {
        month: '2026-04',
        amount: converted([
          [B, eurRate],
          [C, '1'],
        ]),
        da_count: 2,
      },
      { month: '2026-05', amount: '0.00', da_count: 0 },
      { month: '2026-06', amount: '0.00', da_count: 0 },
    ]);
    expect(result.by_port.map((r: { code: string; amount: string }) => [r.code, r.amount])).toEqual([
      ['CNSHA', '5750.35'],
      ['NLRTM', converted([[B, eurRate]])],
    ]);
    expect(
      result.by_vessel.map((r: { name: string; amount: string; da_count: number }) => [
        r.name,
        r.amount,
        r.da_count,
      ]),
    ).toEqual([
      ['DASHBOARD STAR', A, 1],
      [
        'DASHBOARD MOON',
        converted([
          [B, eurRate],
          [C, '1'],
        ]),
        2,
      ],
    ]);
    const byCategory = Object.fromEntries(
      result.by_category.map((r: { code: string; amount: string }) => [r.code, r.amount]),
    );
    expect(byCategory).toEqual({
      AGENCY_REMUNERATION: converted([
        ['1500', '1'],
        ['1000', eurRate],
        ['800', '1'],
      ]),
      PILOTAGE: '3050.25',
      TOWAGE: converted([
        ['400.10', '1'],
        ['300.00', eurRate],
      ]),
    });
  });

  it('filters by document, port, vessel, legal entity and period, and folds the long tail into others', async () => {
    const B = converted([['1300.00', eurRate]]);
    expect((await cost('dash-principal', '&document=pda')).total).toBe(
      converted([
        ['3400.50', '1'],
        ['1300.00', eurRate],
        ['1900.00', '1'],
      ]),
    );
    expect(await cost('dash-principal', '&document=fda')).toMatchObject({ total: '3850.35', da_count: 1 });
    expect((await cost('dash-principal', `&port_id=${w.portId('NLRTM')}`)).total).toBe(B);
    expect((await cost('dash-principal', `&vessel_id=${w.ids.vessels[1]}`)).total).toBe(
      converted([
        ['1300.00', eurRate],
        ['1900.00', '1'],
      ]),
    );
    expect((await cost('dash-principal', `&legal_entity_id=${w.ids.entities[1]}`)).total).toBe('1900.00');
    const april = await get('dash-principal', '/dashboards/das_cost_analysis?from=2026-04&to=2026-04');
    expect(april).toMatchObject({ da_count: 2, by_month: [{ month: '2026-04', da_count: 2 }] });
    const top = await cost('dash-principal', '&top=1');
    expect(top.by_port).toEqual([
      expect.objectContaining({ code: 'CNSHA', amount: '5750.35' }),
      { key: 'others', id: null, name: null, code: null, da_count: 1, amount: B },
    ]);
  });

  it('refuses a period that is reversed, too long or malformed', async () => {
    for (const query of ['from=2026-05&to=2026-04', 'from=2020-01&to=2026-04', 'from=2026-13', 'bogus=1']) {
      const response = await w.call('dash-principal', 'GET', `/dashboards/das_cost_analysis?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('shows an agent only its own calls at quoted prices until approval, in its company’s currency', async () => {
    const own = await cost('dash-agent');
    expect(own).toMatchObject({ currency: 'CNY', da_count: 2, unconverted_da_count: 1 });
    expect(own.total).toBe(
      converted([
        ['3850.35', '7.10450000'],
        ['2000.00', '7.10450000'],
      ]),
    );
    expect((await cost('dash-agent', '&currency=USD')).total).toBe('5850.35');
    expect(await cost('dash-agent2')).toMatchObject({ currency: 'EUR', da_count: 1, total: '1300.00' });
  });

  it('shows another principal nothing, and the desk everything in the currency it asks for', async () => {
    expect(await cost('principal2')).toMatchObject({
      da_count: 0,
      total: '0.00',
      by_port: [],
      by_category: [],
    });
    const desk = await cost('operator', `&currency=EUR&vessel_id=${w.ids.vessels[1]}`);
    expect(desk).toMatchObject({ currency: 'EUR', da_count: 2 });
    expect(desk.total).toBe(
      converted([
        ['1300.00', '1'],
        ['1900.00', '0.86250000'],
      ]),
    );
  });
});

describe('the savings summary', () => {
  it('compares quoted and agreed of approved documents by month, port, category and agent', async () => {
    const quoted = converted([
      ['3750.75', '1'],
      ['1333.33', eurRate],
    ]);
    const agreed = converted([
      ['3400.50', '1'],
      ['1300.00', eurRate],
    ]);
    const result = await savings('dash-principal');
    expect(result).toMatchObject({
      currency: 'USD',
      da_count: 2,
      quoted,
      agreed,
      savings: minus(quoted, agreed),
      savings_rate: ratePercent(minus(quoted, agreed), quoted),
    });
    const agents = Object.fromEntries(
      result.by_agent.map((r: { id: number; savings: string; savings_rate: string }) => [
        r.id,
        [r.savings, r.savings_rate],
      ]),
    );
    const eurQuoted = converted([['1333.33', eurRate]]);
    const eurSaved = minus(eurQuoted, converted([['1300.00', eurRate]]));
    expect(agents).toEqual({
      [w.ids.agentCny]: ['350.25', '9.34'],
      [w.ids.agentEur]: [eurSaved, ratePercent(eurSaved, eurQuoted)],
    });
    const categories = Object.fromEntries(
      result.by_category.map((r: { code: string; quoted: string; agreed: string }) => [
        r.code,
        [r.quoted, r.agreed],
      ]),
    );
    expect(categories).toEqual({
      AGENCY_REMUNERATION: [
        converted([
          ['1500', '1'],
          ['1000', eurRate],
        ]),
        converted([
          ['1500', '1'],
          ['1000', eurRate],
        ]),
      ],
      PILOTAGE: ['2250.75', '1900.50'],
      TOWAGE: [converted([['333.33', eurRate]]), converted([['300.00', eurRate]])],
    });
    expect(result.by_month.find((m: { month: string }) => m.month === '2026-03')).toMatchObject({
      quoted: '3750.75',
      agreed: '3400.50',
      savings: '350.25',
      da_count: 1,
    });
    expect(await savings('dash-principal', '&document=fda')).toMatchObject({
      da_count: 0,
      quoted: '0.00',
      savings_rate: null,
    });
    expect(await savings('principal2')).toMatchObject({ da_count: 0, by_agent: [] });
  });
});

describe('today', () => {
  it('lists this week’s arrivals and departures, what waits for the user and the payments due, on the user’s clock', async () => {
    // A clock on which it is now about noon, so nothing below sits near midnight.
    const now = new Date();
    const tz = 720 - (now.getUTCHours() * 60 + now.getUTCMinutes());
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
    const today = localDay(now, tz);
    const day = (offset: number) => localDay(new Date(now.getTime() + offset * 86_400_000), tz);
    const d = await w.acceptedPortCall({
      port: 'CNSHA',
      vessel: 0,
      eta: at(1),
      etd: at(72),
      agent: 'dash-agent',
    });
    const e = await w.acceptedPortCall({ port: 'NLRTM', vessel: 1, eta: at(72), agent: 'dash-agent' });
    await w.acceptedPortCall({ port: 'CNSHA', vessel: 1, eta: at(24 * 9), agent: 'dash-agent' });

    // B's advance overdue since yesterday; A's advance is paid.
    const [advance] = (await w.call('dash-principal', 'GET', `/payments?port_call_id_eq=${pcs.b!.id}`)).json()
      .data.objects;
    await t.database.db
      .update(schema.payments)
      .set({ dueOn: day(-1) })
      .where(eq(schema.payments.id, advance.id));

    const board = await get('dash-principal', `/dashboards/today?tz=${tz}`);
    expect(board).toMatchObject({ today, until: day(7) });
    expect(board.arrivals).toMatchObject({ count: 2, today_count: 1 });
    expect(board.arrivals.objects.map((o: { id: number }) => o.id)).toEqual([d.id, e.id]);
    expect(board.arrivals.objects[0]).toMatchObject({
      ref_no: d.ref_no,
      vessel_name: 'DASHBOARD STAR',
      port_code: 'CNSHA',
      status: 'pda_pending_creation',
      link: `/das-mgmt/${d.id}`,
    });
    expect(board.departures).toMatchObject({ count: 1, today_count: 0 });
    expect(board.departures.objects[0].id).toBe(d.id);
    // B waits for the principal's payment instructions since its approval, C for its approval since
    // its screening, which came later: the longest waiting comes first.
    expect(board.waiting).toMatchObject({ count: 2 });
    expect(board.waiting.objects.map((o: { id: number }) => o.id)).toEqual([pcs.b!.id, pcs.c!.id]);
    expect(Date.parse(board.waiting.objects[0].updated_at)).toBeLessThanOrEqual(
      Date.parse(board.waiting.objects[1].updated_at),
    );
    expect(board.payments_overdue).toMatchObject({ count: 1 });
    expect(board.payments_overdue.objects[0]).toMatchObject({
      id: advance.id,
      due_flag: 'due',
      amount: '130.00',
      currency: 'EUR',
      link: `/das-mgmt/${pcs.b!.id}/payment/${advance.id}`,
    });
    expect(board.payments_due_soon.count).toBe(0);

    await t.database.db
      .update(schema.payments)
      .set({ dueOn: day(3) })
      .where(eq(schema.payments.id, advance.id));
    const later = await get('dash-principal', `/dashboards/today?tz=${tz}`);
    expect(later.payments_overdue.count).toBe(0);
    expect(later.payments_due_soon.objects[0]).toMatchObject({ id: advance.id, due_flag: 'due_soon' });

    // The agent waits on the three new calls (PDA to create); the other agent and principal see none of it.
    const agent = await get('dash-agent', `/dashboards/today?tz=${tz}`);
    expect(agent.waiting.count).toBe(3);
    expect(agent.payments_due_soon.count).toBe(0);
    const agent2 = await get('dash-agent2', `/dashboards/today?tz=${tz}`);
    expect(agent2).toMatchObject({
      arrivals: { count: 0 },
      waiting: { count: 0 },
      payments_due_soon: { count: 1 },
    });
    const other = await get('principal2', `/dashboards/today?tz=${tz}`);
    expect(other.arrivals.objects.map((o: { id: number }) => o.id)).not.toContain(d.id);
    expect(other.payments_due_soon.objects.map((o: { id: number }) => o.id)).not.toContain(advance.id);
    expect(
      (await get('dash-principal', `/dashboards/today?tz=${tz}&legal_entity_id=${w.ids.entities[1]}`))
        .arrivals.count,
    ).toBe(0);
  });
});
