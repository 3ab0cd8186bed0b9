import { dashboardAnalysisQuery, monthsOf } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { analysisContext } from '../src/modules/dashboards/analysis-context.ts';
import { keyOf, type NamedRow } from '../src/modules/dashboards/breakdown-rows.ts';
import { documentsCte, namedRows } from '../src/modules/dashboards/documents-sql.ts';
import { getCostAnalysis } from '../src/modules/dashboards/get-cost-analysis.ts';
import { getSavingsSummary, savingsFigures } from '../src/modules/dashboards/get-savings-summary.ts';
import { dashboardWorld } from './dashboard-fixtures.ts';
import { sessionUserOf, startTestApp, type TestApp } from './helpers.ts';

/**
 * The category breakdowns read da_category_totals (decision 019). Here they are compared, for every
 * role and filter, with the same breakdown summed over the raw cost lines (the statement the
 * dashboards ran before the table existed), and the table with a recount of the lines, after each
 * stage of a DA's life: draft edits, submission, screening, approval, FDA, cancellation.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof dashboardWorld>>;
const users = ['dash-principal', 'dash-agent', 'dash-agent2', 'operator'] as const;

/**
 * The reference's top-N (as the dashboards' SQL did it before decision 051 moved it into the app):
 * the first `top` rows of each dimension of `g` by `rank_value`, the rest summed as 'others'.
 */
function keepTop(top: number, sums: string[]): SQL {
  const summed = sums.map((name) => `sum(${name}) as ${name}`).join(', ');
  return sql`,
    r as (
      select g.*, row_number() over (partition by g.dim order by g.rank_value desc nulls last, g.ref_id) as rn
      from g
    ),
    f as (
      select dim, month,
        case when rn <= ${top} or dim in ('month', 'total') then ref_id end as ref_id,
        (rn > ${top} and dim not in ('month', 'total')) as is_others,
        ${sql.raw(summed)}, sum(rank_value) as rank_value,
        sum(da_count)::int as da_count, sum(unconverted)::int as unconverted
      from r
      group by 1, 2, 3, 4
    )`;
}

/** The documents of the whole period on the user's clock, in the shape the dashboards read. */
const periodDocs = (ctx: Awaited<ReturnType<typeof analysisContext>>, mode: 'cost' | 'savings') =>
  documentsCte(ctx, mode, { months: monthsOf(ctx.from, ctx.to), tz: ctx.tz });

/** A line's price on the document `docs` chose: `price` is quoted, screened or agreed. */
const lineAt = (price: string) =>
  sql.raw(`case when docs.doc = 'fda' then l.fda_${price}_price else l.pda_${price}_price end`);
const lineAtStage = sql`case docs.stage when 'agreed' then ${lineAt('agreed')}
  when 'screened' then ${lineAt('screened')} else ${lineAt('quoted')} end`;

/** The category rows summed over the lines of the documents in scope, in the dashboards' shape. */
function fromLines(mode: 'cost' | 'savings', top: number): SQL {
  const overLines = sql`from docs
    join ${schema.daCostLines} l on l.da_id = docs.da_id
    join ${schema.costItems} ci on ci.id = l.cost_item_id
    where docs.rate is not null and ${lineAt('quoted')} is not null
    group by ci.category_id`;
  if (mode === 'cost') {
    return sql`, g as (
      select 'category' as dim, null::text as month, ci.category_id as ref_id,
        sum(${lineAtStage} * docs.rate) as raw, sum(${lineAtStage} * docs.rate) as rank_value,
        null::int as da_count, 0 as unconverted
      ${overLines})${keepTop(top, ['raw'])}
      ${namedRows('en-US', 'round(f.raw, 2)::text as amount')}`;
  }
  return sql`, g as (
    select 'category' as dim, null::text as month, ci.category_id as ref_id,
      sum(${lineAt('quoted')} * docs.rate) as raw_quoted, sum(${lineAt('agreed')} * docs.rate) as raw_agreed,
      sum((${lineAt('quoted')} - ${lineAt('agreed')}) * docs.rate) as rank_value,
      null::int as da_count, 0 as unconverted
    ${overLines})${keepTop(top, ['raw_quoted', 'raw_agreed'])}
    ${namedRows('en-US', savingsFigures)}`;
}

/** The screening savings by reason summed over the lines (as the trigger of migration 0012 sums them). */
const screenedReasons = ['tariff_deviation', 'duplicate', 'not_on_pda', 'exchange_rate'] as const;
const reasonsFromLines = sql`
  select ${sql.join(
    screenedReasons.map(
      (reason) =>
        sql`round(coalesce(sum((${lineAt('quoted')} - ${lineAt('screened')}) * docs.rate) filter (
          where ${lineAt('agreed')} is not null
            and (case when docs.doc = 'fda' then l.fda_screening_reason else l.pda_screening_reason end) = ${reason}
        ), 0), 2)::text as ${sql.raw(reason)}`,
    ),
    sql`, `,
  )}
  from docs
  join ${schema.daCostLines} l on l.da_id = docs.da_id
  where docs.rate is not null and ${lineAt('quoted')} is not null`;

/** The queries compared: periods, documents, currencies, filters, the long tail, other clocks. */
function queries(): string[] {
  return [
    'from=2026-01&to=2026-12',
    'from=2026-01&to=2026-12&document=fda&currency=EUR',
    'from=2026-02&to=2026-03&document=pda&currency=CNY&tz=600',
    `from=2026-01&to=2026-12&legal_entity_id=${w.ids.entities[1]}&top=1`,
    `from=2026-01&to=2026-12&port_id=${w.portId('CNSHA')}&vessel_id=${w.ids.vessels[1]}&tz=-300`,
    // Clocks that move the calls near month boundaries (B at 03-31 20:00 UTC, C at 03-01 02:00 UTC)
    // into the next or the previous month (decisions 051, 052): between two months of the period
    // (840), out of it at its start (-720) and at its end (600 above), into it at its start (240:
    // B at midnight on that clock; 239: B a minute before, not) and at its end (-121: C a minute
    // before midnight).
    'from=2026-01&to=2026-12&tz=840',
    'from=2026-03&to=2026-03&tz=-720&top=1',
    'from=2026-04&to=2026-04&tz=240',
    'from=2026-04&to=2026-04&tz=239',
    'from=2026-02&to=2026-02&tz=-121',
  ];
}

/**
 * The reference for the months, the breakdowns by port and by vessel (cost) or agent (savings) and
 * the total: one statement over the period's documents on the user's clock, as the dashboards
 * computed them before decision 051 summed them from UTC months.
 */
function totalsReference(mode: 'cost' | 'savings', top: number): SQL {
  const other = mode === 'cost' ? 'vessel' : 'agent';
  const sums =
    mode === 'cost'
      ? 'coalesce(sum(amount * rate), 0) as raw, coalesce(sum(amount * rate), 0) as rank_value'
      : `coalesce(sum(quoted * rate), 0) as raw_quoted, coalesce(sum(agreed * rate), 0) as raw_agreed,
        coalesce(sum((quoted - agreed) * rate), 0) as rank_value`;
  return sql`, g as (
    select case when grouping(month) = 0 then 'month' when grouping(port_id) = 0 then 'port'
        when grouping(${sql.raw(other)}_id) = 0 then ${other} else 'total' end as dim,
      month,
      case when grouping(port_id) = 0 then port_id when grouping(${sql.raw(other)}_id) = 0 then ${sql.raw(other)}_id end as ref_id,
      ${sql.raw(sums)}, count(rate)::int as da_count, (count(*) - count(rate))::int as unconverted
    from docs
    group by grouping sets ((month), (port_id), (${sql.raw(other)}_id), ())
  )${keepTop(top, mode === 'cost' ? ['raw'] : ['raw_quoted', 'raw_agreed'])}
  ${namedRows('en-US', mode === 'cost' ? 'round(f.raw, 2)::text as amount' : savingsFigures)}`;
}

/** The answer's months, breakdowns (but categories) and total as the reference statement gives them. */
function expectedTotals(
  mode: 'cost' | 'savings',
  rows: (NamedRow & Record<string, string>)[],
  months: string[],
) {
  const figures = (row: Record<string, string> | undefined) =>
    mode === 'cost'
      ? { amount: row?.amount ?? '0.00' }
      : {
          quoted: row?.quoted ?? '0.00',
          agreed: row?.agreed ?? '0.00',
          savings: row?.savings ?? '0.00',
          savings_rate: row?.savings_rate ?? null,
        };
  const of = (dim: string) => rows.filter((row) => row.dim === dim);
  const total = of('total')[0];
  const byMonth = new Map(of('month').map((row) => [row.month, row]));
  return {
    da_count: total?.da_count ?? 0,
    unconverted_da_count: total?.unconverted ?? 0,
    ...(mode === 'cost' ? { total: total?.amount ?? '0.00' } : figures(total)),
    by_month: months.map((month) => ({
      month,
      ...figures(byMonth.get(month)),
      da_count: byMonth.get(month)?.da_count ?? 0,
    })),
    by_port: of('port').map((row) => ({ ...keyOf(row), ...figures(row) })),
    [mode === 'cost' ? 'by_vessel' : 'by_agent']: of(mode === 'cost' ? 'vessel' : 'agent').map((row) => ({
      ...keyOf(row),
      ...figures(row),
    })),
  };
}

/**
 * Every user and query: the API's by_category equals the breakdown summed over the lines, and the
 * savings' by_reason the reasons summed over the lines (negotiation the rest of the savings).
 * Answers how many reason figures compared were not zero.
 */
async function expectCategoriesAsFromLines(): Promise<number> {
  let compared = 0;
  let totalsCompared = 0;
  let reasonsNotZero = 0;
  for (const name of users) {
    const user = await sessionUserOf(t, name);
    for (const params of queries()) {
      const query = dashboardAnalysisQuery.parse(Object.fromEntries(new URLSearchParams(params)));
      const ctx = await analysisContext({ db: t.database.db, user, query });
      for (const mode of ['cost', 'savings'] as const) {
        const path = mode === 'cost' ? 'das_cost_analysis' : 'savings_summary';
        const response = await w.call(name, 'GET', `/dashboards/${path}?${params}`);
        expect(response.statusCode, response.body).toBe(200);
        const rows = await rowsOf<NamedRow & Record<string, string>>(
          t.database.db,
          sql`${periodDocs(ctx, mode)}${fromLines(mode, ctx.top)}`,
        );
        const expected = rows.map((row) =>
          mode === 'cost'
            ? { ...keyOf(row), amount: row.amount }
            : {
                ...keyOf(row),
                quoted: row.quoted,
                agreed: row.agreed,
                savings: row.savings,
                savings_rate: row.savings_rate,
              },
        );
        const answer = response.json().data.object;
        expect(answer.by_category, `${name} ${mode} ${params}`).toEqual(expected);
        const totals = await rowsOf<NamedRow & Record<string, string>>(
          t.database.db,
          sql`${periodDocs(ctx, mode)}${totalsReference(mode, ctx.top)}`,
        );
        expect(answer, `${name} ${mode} ${params}: months, breakdowns, total`).toMatchObject(
          expectedTotals(mode, totals, monthsOf(ctx.from, ctx.to)),
        );
        totalsCompared += answer.da_count;
        // The analysis shaped for the embedded database (one statement, the chosen document's category
        // rows) and for PostgreSQL (two side by side, both documents' rows) answers the same, to the
        // cent, on either database (decisions 048, 049).
        const read = mode === 'cost' ? getCostAnalysis : getSavingsSummary;
        for (const embedded of [true, false]) {
          const direct = await read({ db: t.database.db, user, query, locale: 'en-US', embedded });
          expect(
            JSON.parse(JSON.stringify(direct)),
            `${name} ${mode} ${params} shaped for the embedded database: ${embedded}`,
          ).toEqual(answer);
        }
        compared += expected.length;
        if (mode === 'savings') {
          const [reasons] = await rowsOf<Record<(typeof screenedReasons)[number], string>>(
            t.database.db,
            sql`${periodDocs(ctx, mode)} ${reasonsFromLines}`,
          );
          const attributed = screenedReasons.reduce((sum, reason) => sum + cents(reasons![reason])!, 0n);
          const negotiation = cents(answer.savings)! - attributed;
          expect(answer.by_reason, `${name} by reason ${params}`).toEqual([
            ...screenedReasons.map((reason) => ({ reason, savings: reasons![reason] })),
            { reason: 'negotiation', savings: centsText(negotiation) },
          ]);
          reasonsNotZero += screenedReasons.filter((reason) => reasons![reason] !== '0.00').length;
        }
      }
    }
  }
  // Not vacuous: the documents in scope do have categories, and DAs are counted.
  expect(compared).toBeGreaterThan(0);
  expect(totalsCompared).toBeGreaterThan(0);
  return reasonsNotZero;
}

const cents = (value: string | null) => {
  if (value === null) return null;
  expect(value).toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(value.replace('.', ''));
};
const centsText = (value: bigint) => {
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${value < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
const add = (total: bigint | null, value: bigint | null) => (value === null ? total : (total ?? 0n) + value);

/** The table equals the same sums worked out here from every cost line, in exact cents. */
async function expectTotalsAsRecounted() {
  const db = t.database.db;
  const lines = await db
    .select({ line: schema.daCostLines, categoryId: schema.costItems.categoryId })
    .from(schema.daCostLines)
    .innerJoin(schema.costItems, eq(schema.costItems.id, schema.daCostLines.costItemId));
  type Sums = {
    n: number;
    quoted: bigint;
    screened: bigint | null;
    agreed: bigint | null;
    savings: bigint | null;
  };
  const recount = new Map<string, Sums>();
  for (const { line, categoryId } of lines) {
    for (const document of ['pda', 'fda'] as const) {
      const quoted = cents(document === 'pda' ? line.pdaQuotedPrice : line.fdaQuotedPrice);
      if (quoted === null) continue;
      const screened = cents(document === 'pda' ? line.pdaScreenedPrice : line.fdaScreenedPrice);
      const agreed = cents(document === 'pda' ? line.pdaAgreedPrice : line.fdaAgreedPrice);
      const key = `${line.daId}/${document}/${categoryId}`;
      const sums = recount.get(key) ?? { n: 0, quoted: 0n, screened: null, agreed: null, savings: null };
      recount.set(key, {
        n: sums.n + 1,
        quoted: sums.quoted + quoted,
        screened: add(sums.screened, screened),
        agreed: add(sums.agreed, agreed),
        savings: add(sums.savings, agreed === null ? null : quoted - agreed),
      });
    }
  }
  const table = await db.select().from(schema.daCategoryTotals);
  const stored = new Map(
    table.map((row) => [
      `${row.daId}/${row.document}/${row.categoryId}`,
      {
        n: row.lineCount,
        quoted: cents(row.quoted)!,
        screened: cents(row.screened),
        agreed: cents(row.agreed),
        savings: cents(row.savings),
      },
    ]),
  );
  expect(stored.size).toBeGreaterThan(0);
  expect(Object.fromEntries(stored)).toEqual(Object.fromEntries(recount));
}

const lineOf = (da: { lines: { id: number; cost_item: { id: number } }[] }, itemId: number, nth = 0) =>
  da.lines.filter((line) => line.cost_item.id === itemId)[nth]!.id;
const calls: Record<string, { id: number; da: { id: number } }> = {};
let items: Record<'agency' | 'pilotage' | 'towage' | 'mooring' | 'dues', number>;

beforeAll(async () => {
  t = await startTestApp();
  w = await dashboardWorld(t);
  items = {
    agency: w.itemOf('AGENCY_REMUNERATION').id,
    pilotage: w.itemOf('PILOTAGE').id,
    towage: w.itemOf('TOWAGE').id,
    mooring: w.itemOf('MOORING').id,
    dues: w.itemOf('PORT_DUES').id,
  };
  calls.a = await w.acceptedPortCall({
    port: 'CNSHA',
    vessel: 0,
    eta: '2026-02-05T10:00:00Z',
    agent: 'dash-agent',
  });
  calls.b = await w.acceptedPortCall({
    port: 'NLRTM',
    vessel: 1,
    eta: '2026-03-31T20:00:00Z',
    agent: 'dash-agent2',
  });
  calls.c = await w.acceptedPortCall({
    port: 'CNSHA',
    vessel: 1,
    eta: '2026-03-01T02:00:00Z',
    agent: 'dash-agent',
    legalEntity: 1,
  });
}, 120_000);
afterAll(() => t.close());

// Each step compares 40 dashboard answers: more than the default 30 s on a busy machine.
describe('the dashboards’ category totals', { timeout: 120_000 }, () => {
  it('follow draft edits and submissions', async () => {
    // A: a draft saved twice (a price changed, a line deleted, one added), then submitted.
    let da = await w.step('dash-agent', calls.a!.da.id, 'pda_draft', {
      cost_items_attributes: [
        { cost_item_id: items.agency, pda_quoted_price: '1000' },
        { cost_item_id: items.pilotage, pda_quoted_price: '500.25' },
        { cost_item_id: items.pilotage, pda_quoted_price: '250' },
        { cost_item_id: items.towage, pda_quoted_price: '300' },
      ],
    });
    da = await w.step('dash-agent', calls.a!.da.id, 'pda_draft', {
      cost_items_attributes: [
        { id: lineOf(da, items.towage), pda_quoted_price: '310.40' },
        { id: lineOf(da, items.pilotage, 1), _destroy: true },
        { cost_item_id: items.mooring, pda_quoted_price: '99.99' },
      ],
    });
    await w.step('dash-agent', calls.a!.da.id, 'pda_submit');
    // B: quoted in EUR, straight to submission. C: a draft only (not counted yet).
    await w.step('dash-agent2', calls.b!.da.id, 'pda_submit', {
      currency: 'EUR',
      cost_items_attributes: [
        { cost_item_id: items.agency, pda_quoted_price: '800' },
        { cost_item_id: items.dues, pda_quoted_price: '1234.56' },
        { cost_item_id: items.towage, pda_quoted_price: '410' },
      ],
    });
    await w.step('dash-agent', calls.c!.da.id, 'pda_draft', {
      cost_items_attributes: [{ cost_item_id: items.dues, pda_quoted_price: '2000' }],
    });
    await expectTotalsAsRecounted();
    await expectCategoriesAsFromLines();
  });

  it('follow screening and approval', async () => {
    let da = await w.step('operator', calls.a!.da.id, 'pda_start_screening');
    da = await w.step('operator', calls.a!.da.id, 'pda_submit_screening', {
      screening_summary: 'Pilotage per tariff',
      cost_items_attributes: [
        {
          id: lineOf(da, items.pilotage),
          pda_screened_price: '480.00',
          pda_screening_reason: 'tariff_deviation',
        },
        { id: lineOf(da, items.mooring), pda_screened_price: '90.00', pda_screening_reason: 'duplicate' },
      ],
    });
    await w.step('dash-principal', calls.a!.da.id, 'pda_approve', {
      prefunding_agreed_percent: '50',
      cost_items_attributes: [{ id: lineOf(da, items.towage), pda_agreed_price: '290.00' }],
    });
    da = await w.step('operator', calls.b!.da.id, 'pda_start_screening');
    await w.step('operator', calls.b!.da.id, 'pda_submit_screening', {
      screening_summary: 'ok',
      cost_items_attributes: [{ id: lineOf(da, items.dues), pda_screened_price: '1200.00' }],
    });
    await w.step('dash-agent', calls.c!.da.id, 'pda_submit', {
      cost_items_attributes: [{ cost_item_id: items.agency, pda_quoted_price: '700' }],
    });
    await expectTotalsAsRecounted();
    // Screening savings by reason are in the answers now, so the comparison is not of zeros.
    expect(await expectCategoriesAsFromLines()).toBeGreaterThan(0);
  });

  it('follow the FDA to its approval', async () => {
    await w.settleAdvance(calls.a!.id, calls.a!.da.id, 'dash-agent');
    let da = await w.step('dash-agent', calls.a!.da.id, 'fda_draft', {
      cost_items_attributes: [
        { cost_item_id: items.dues, fda_quoted_price: '640.10', fda_variance_reason: 'other' },
      ],
    });
    da = await w.step('dash-agent', calls.a!.da.id, 'fda_submit', {
      cost_items_attributes: [
        { id: lineOf(da, items.agency), fda_quoted_price: '1000', fda_variance_reason: 'other' },
        { id: lineOf(da, items.pilotage), fda_quoted_price: '470.55', fda_variance_reason: 'other' },
        { id: lineOf(da, items.towage), fda_quoted_price: '305', fda_variance_reason: 'other' },
      ],
    });
    await expectTotalsAsRecounted();
    await expectCategoriesAsFromLines();
    da = await w.step('operator', calls.a!.da.id, 'fda_start_screening');
    da = await w.step('operator', calls.a!.da.id, 'fda_submit_screening', {
      screening_summary: 'Dues per tariff',
      cost_items_attributes: [
        { id: lineOf(da, items.dues), fda_screened_price: '600.00', fda_screening_reason: 'exchange_rate' },
      ],
    });
    await w.step('dash-principal', calls.a!.da.id, 'fda_approve', {
      cost_items_attributes: [{ id: lineOf(da, items.pilotage), fda_agreed_price: '450.00' }],
    });
    await expectTotalsAsRecounted();
    // Screening savings by reason are in the answers now, so the comparison is not of zeros.
    expect(await expectCategoriesAsFromLines()).toBeGreaterThan(0);
  });

  it('follow a cancellation and a catalogue item moved to another category', async () => {
    const current = await w.ok('dash-principal', 'GET', `/port_calls/${calls.b!.id}`);
    await w.ok('dash-principal', 'POST', `/port_calls/${calls.b!.id}/cancel`, {
      lock_version: current.lock_version,
      reason: 'Voyage changed',
    });
    await expectTotalsAsRecounted();
    await expectCategoriesAsFromLines();
    // Reference data edited directly: the trigger on cost_items moves the lines' sums.
    const db = t.database.db;
    const [mooring] = await db.select().from(schema.costItems).where(eq(schema.costItems.id, items.mooring));
    await db
      .update(schema.costItems)
      .set({ categoryId: w.itemOf('TOWAGE').categoryId })
      .where(eq(schema.costItems.id, items.mooring));
    await expectTotalsAsRecounted();
    await expectCategoriesAsFromLines();
    await db
      .update(schema.costItems)
      .set({ categoryId: mooring!.categoryId })
      .where(eq(schema.costItems.id, items.mooring));
    await expectTotalsAsRecounted();
  });

  it('follow lines deleted directly, and are recomputed whole by da_category_totals_rebuild()', async () => {
    const db = t.database.db;
    await db.delete(schema.daCostLines).where(eq(schema.daCostLines.daId, calls.c!.da.id));
    await expectTotalsAsRecounted();
    const left = await db
      .select()
      .from(schema.daCategoryTotals)
      .where(eq(schema.daCategoryTotals.daId, calls.c!.da.id));
    expect(left).toEqual([]);
    // What bench/data does after a load with the triggers off.
    await db.execute(sql`delete from ${schema.daCategoryTotals}`);
    await db.execute(sql`select da_category_totals_rebuild()`);
    await expectTotalsAsRecounted();
  });
});
