import { dashboardAnalysisQuery } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCostAnalysis } from '../src/modules/dashboards/get-cost-analysis.ts';
import { getSavingsSummary } from '../src/modules/dashboards/get-savings-summary.ts';
import { addUnits, MonthPartials, parseUnits, unitsText } from '../src/modules/dashboards/month-partials.ts';
import { dashboardWorld } from './dashboard-fixtures.ts';
import { sessionUserOf, startTestApp, type TestApp } from './helpers.ts';

/**
 * The cost and savings analyses keep each UTC month's sums until a write reaches that month
 * (migration 0026, decision 051). Here: which months a write stamps, that a kept month is read
 * again and a written one recomputed, and that the answer is then what a fresh computation gives.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof dashboardWorld>>;
const calls: Record<string, { id: number; da: { id: number } }> = {};

const stamps = async () => {
  const rows = await t.database.db.select().from(schema.dashboardDayVersions);
  return Object.fromEntries(rows.map((row) => [row.day, row.version]));
};
/** The days whose version `write` moved. */
async function daysWrittenBy(write: () => Promise<unknown>): Promise<string[]> {
  const before = await stamps();
  await write();
  const after = await stamps();
  return Object.keys(after)
    .filter((day) => after[day] !== before[day])
    .sort();
}
const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

beforeAll(async () => {
  t = await startTestApp();
  w = await dashboardWorld(t);
  const agency = w.itemOf('AGENCY_REMUNERATION').id;
  const pilotage = w.itemOf('PILOTAGE').id;
  const plan: [string, string, 'dash-agent' | 'dash-agent2'][] = [
    ['a', '2026-02-10T10:00:00Z', 'dash-agent'],
    ['b', '2026-04-30T22:00:00Z', 'dash-agent2'],
    ['c', '2026-06-15T08:00:00Z', 'dash-agent'],
  ];
  for (const [name, eta, agent] of plan) {
    calls[name] = await w.acceptedPortCall({ port: 'CNSHA', vessel: 0, eta, agent });
    await w.step(agent, calls[name]!.da.id, 'pda_submit', {
      cost_items_attributes: [
        { cost_item_id: agency, pda_quoted_price: '1000.10' },
        { cost_item_id: pilotage, pda_quoted_price: '250.55' },
      ],
    });
  }
}, 120_000);
afterAll(() => t.close());

describe('day versions (migration 0026)', () => {
  it('stamp the UTC day of every call a commit wrote, before and after the write', async () => {
    expect(await daysWrittenBy(() => w.step('operator', calls.c!.da.id, 'pda_start_screening'))).toEqual([
      '2026-06-15',
    ]);
    // A move stamps the day it left and the day it reached; 04-30 22:00 UTC is April 30 in UTC.
    expect(
      await daysWrittenBy(() =>
        exec(sql`update port_calls set eta = '2026-08-01T01:00:00Z' where id = ${calls.b!.id}`),
      ),
    ).toEqual(['2026-04-30', '2026-08-01']);
    // The category totals follow the lines; their writes stamp the DA's day.
    expect(
      await daysWrittenBy(() =>
        exec(sql`update da_category_totals set quoted = quoted where da_id = ${calls.a!.da.id}`),
      ),
    ).toEqual(['2026-02-10']);
    // Every day reads the rates: '*'.
    expect(await daysWrittenBy(() => exec(sql`update exchange_rates set rate = rate`))).toEqual(['*']);
  });

  it('stamp nothing for a statement that wrote no row or a transaction rolled back', async () => {
    expect(
      await daysWrittenBy(() => exec(sql`update das set updated_at = updated_at where id = -1`)),
    ).toEqual([]);
    expect(await daysWrittenBy(() => exec(sql`update exchange_rates set rate = rate where id = -1`))).toEqual(
      [],
    );
    const before = await stamps();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update das set updated_at = updated_at where id = ${calls.a!.da.id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stamps()).toEqual(before);
    const [pending] = await t.database.db.select().from(schema.dashboardDirtyDays);
    expect(pending).toBeUndefined();
  });
});

describe('the analyses’ month sums', () => {
  const query = (params: string) =>
    dashboardAnalysisQuery.parse(
      Object.fromEntries(new URLSearchParams(`from=2026-01&to=2026-12&${params}`)),
    );

  it('are read again while their days are unchanged, only the days written once hot, and add up to a fresh answer', async () => {
    const user = await sessionUserOf(t, 'dash-principal');
    const db = t.database.db;
    const partials = new MonthPartials();
    const both = async (params: string, kept: MonthPartials) => ({
      cost: JSON.parse(
        JSON.stringify(
          await getCostAnalysis({ db, user, query: query(params), locale: 'en-US', partials: kept }),
        ),
      ),
      savings: JSON.parse(
        JSON.stringify(
          await getSavingsSummary({ db, user, query: query(params), locale: 'en-US', partials: kept }),
        ),
      ),
    });
    const fresh = (params: string) => both(params, new MonthPartials());

    const first = await both('', partials);
    expect(partials.computedMonths).toBe(24); // 12 months, two analyses
    expect(first.cost.da_count).toBeGreaterThan(0);
    // Another clock: the same months, corrected from the edges of the 13 months from January to
    // the next January (decision 052), read once by each analysis; another clock reads nothing.
    expect(await both('tz=480', partials)).toEqual(await fresh('tz=480'));
    expect([partials.computedMonths, partials.computedDays, partials.computedEdges]).toEqual([24, 0, 26]);
    expect(await both('tz=-600', partials)).toEqual(await fresh('tz=-600'));
    expect([partials.computedMonths, partials.computedDays, partials.computedEdges]).toEqual([24, 0, 26]);

    // The setup wrote February 10: a month read whole keeps its latest written days apart, so a
    // write on that day (the desk starts screening, then a total moves) reads that day alone, by
    // each analysis.
    await w.step('operator', calls.a!.da.id, 'pda_start_screening');
    expect(await both('tz=-60', partials)).toEqual(await fresh('tz=-60'));
    expect([partials.computedMonths, partials.computedDays]).toEqual([24, 2]);
    await exec(sql`update das set pda_quoted_total = pda_quoted_total + 0.01 where id = ${calls.a!.da.id}`);
    const afterEdit = await both('tz=-60', partials);
    expect([partials.computedMonths, partials.computedDays]).toEqual([24, 4]);
    expect(afterEdit).toEqual(await fresh('tz=-60'));
    expect(afterEdit.cost.total).not.toBe(first.cost.total);
    // February 10 is no edge: the edges held. A write on April 30 (call B, 22:00 UTC) reads that
    // day and May's edge again, by each analysis.
    expect(partials.computedEdges).toBe(26);
    await w.step('operator', calls.b!.da.id, 'pda_start_screening');
    expect(await both('tz=120', partials)).toEqual(await fresh('tz=120'));
    expect([partials.computedMonths, partials.computedDays, partials.computedEdges]).toEqual([24, 6, 28]);

    // A call moved from June 15 (kept apart) to March 3, a day never written: June 15 alone, and
    // March whole, with March 3 apart from then on.
    await exec(sql`update port_calls set eta = '2026-03-03T03:00:00Z' where id = ${calls.c!.id}`);
    expect(await both('', partials)).toEqual(await fresh(''));
    expect([partials.computedMonths, partials.computedDays]).toEqual([26, 8]);
    // Moved back, and the total too: three days alone; the answer is the first one again.
    await exec(sql`update port_calls set eta = '2026-06-15T08:00:00Z' where id = ${calls.c!.id}`);
    await exec(sql`update das set pda_quoted_total = pda_quoted_total - 0.01 where id = ${calls.a!.da.id}`);
    const back = await both('', partials);
    expect(back).toEqual(await fresh(''));
    expect([partials.computedMonths, partials.computedDays]).toEqual([26, 14]);
    expect(back.cost.total).toBe(first.cost.total);

    // A rate: every month, and every edge.
    await exec(sql`update exchange_rates set rate = rate`);
    expect(await both('tz=60', partials)).toEqual(await fresh('tz=60'));
    expect([partials.computedMonths, partials.computedDays, partials.computedEdges]).toEqual([50, 14, 54]);
  });
});

describe('the analyses’ kept sums, bounded', () => {
  it('answer the same when the months and period sums they keep are evicted', async () => {
    const user = await sessionUserOf(t, 'operator');
    const db = t.database.db;
    const query = dashboardAnalysisQuery.parse({ from: '2026-01', to: '2026-12', tz: '120' });
    const tiny = new MonthPartials(5);
    const answer = async (kept: MonthPartials) =>
      JSON.parse(JSON.stringify(await getCostAnalysis({ db, user, query, locale: 'en-US', partials: kept })));
    const first = await answer(tiny);
    expect(first.da_count).toBeGreaterThan(0);
    expect(await answer(tiny)).toEqual(first);
    expect(await answer(new MonthPartials())).toEqual(first);
    // Five rows kept at most: the months were read again.
    expect(tiny.computedMonths).toBeGreaterThan(12);
  });
});

describe('exact sums', () => {
  it('add, compare and print numeric text without a float', () => {
    const sum = ['0.1', '0.2', '-0.3', '12345678901234567890.1234567890', '-0.0000000001']
      .map(parseUnits)
      .reduce<bigint | null>(addUnits, null);
    expect(unitsText(sum!)).toBe('12345678901234567890.1234567889');
    expect(unitsText(addUnits(parseUnits('-1.25'), parseUnits('0.5'))!)).toBe('-0.7500000000');
    expect(unitsText(parseUnits('-0.05'))).toBe('-0.0500000000');
    expect(unitsText(parseUnits('7'))).toBe('7.0000000000');
    expect(parseUnits('2.50')).toBe(parseUnits('2.5000000000000'));
    expect(addUnits(null, null)).toBeNull();
    expect(addUnits(null, 5n)).toBe(5n);
    // Not a decimal, or more decimals than a sum of amounts times rates has: refused, never rounded.
    expect(() => parseUnits('1e5')).toThrow();
    expect(() => parseUnits('0.00000000001')).toThrow();
  });
});
