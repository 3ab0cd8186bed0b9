import { formatCents, toCents } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';
import { stagedDas, stagingContext } from './staged-das.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
let items: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  items = (
    await t.database.db
      .select({ id: schema.costItems.id })
      .from(schema.costItems)
      .orderBy(asc(schema.costItems.id))
  ).map((row) => row.id);
});
afterAll(() => t.close());

type Line = {
  id: number;
  cost_item: { id: number };
  pda_quoted_price: string | null;
  comments: { content: string }[];
};
type Da = { id: number; lock_version: number; lines: Line[]; pda: Record<string, string | null> };
const daOf = (response: { json(): { data: { object: Da } } }) => response.json().data.object;

describe('a large PDA draft', () => {
  it('keeps every price and comment on its own line through adds, edits and removals in one save', async () => {
    const pc = await w.acceptedPortCall();
    const count = Math.min(60, items.length);
    const price = (i: number) => `${100 + i}.${String(i % 100).padStart(2, '0')}`;
    const first = await w.call('agent', 'POST', `/das/${pc.da.id}/pda_draft`, {
      lock_version: 0,
      cost_items_attributes: items.slice(0, count).map((id, i) => ({
        cost_item_id: id,
        pda_quoted_price: price(i),
        ...(i % 7 === 0 ? { comments_attributes: [{ content: `note for item ${id}` }] } : {}),
      })),
    });
    expect(first.statusCode, first.body).toBe(200);
    const da = daOf(first);
    expect(da.lines).toHaveLength(count);
    for (const line of da.lines) {
      const i = items.indexOf(line.cost_item.id);
      expect(line.pda_quoted_price).toBe(price(i));
      expect(line.comments.map((c) => c.content)).toEqual(
        i % 7 === 0 ? [`note for item ${line.cost_item.id}`] : [],
      );
    }

    // One save: change every even line, remove every fifth, add nothing new; totals follow to the cent.
    const byItem = new Map(da.lines.map((line) => [line.cost_item.id, line]));
    const edits = items.slice(0, count).flatMap((id, i): Record<string, unknown>[] => {
      const line = byItem.get(id)!;
      if (i % 5 === 0) return [{ id: line.id, _destroy: true }];
      if (i % 2 === 0)
        return [
          { id: line.id, pda_quoted_price: '1.01', comments_attributes: [{ content: `edited ${id}` }] },
        ];
      return [];
    });
    const second = await w.call('agent', 'POST', `/das/${pc.da.id}/pda_draft`, {
      lock_version: da.lock_version,
      cost_items_attributes: edits,
    });
    expect(second.statusCode, second.body).toBe(200);
    const after = daOf(second);
    let expected = 0n;
    for (let i = 0; i < count; i += 1) {
      const line = after.lines.find((l) => l.cost_item.id === items[i]);
      if (i % 5 === 0) {
        expect(line).toBeUndefined();
        continue;
      }
      const want = i % 2 === 0 ? '1.01' : price(i);
      expect(line!.pda_quoted_price).toBe(want);
      if (i % 2 === 0) expect(line!.comments.at(-1)!.content).toBe(`edited ${items[i]}`);
      expected += toCents(want);
    }
    expect(after.pda.quoted).toBe(formatCents(expected));
  });
});

/**
 * The totals stored on the DA, and the amounts in the save's operation-log entry, equal a recount
 * of the lines in the database, in exact cents: a save works them out from the lines it read and
 * the edits it made instead of reading the lines again (decision 029).
 */
describe('the totals a save stores', () => {
  const money = (value: string | null) => (value === null ? null : toCents(value));
  const documents = ['pda', 'fda'] as const;
  const stages = ['quoted', 'screened', 'agreed'] as const;
  type Totals = Record<string, string | null>;

  async function recounted(daId: number): Promise<Totals> {
    const lines = await t.database.db
      .select()
      .from(schema.daCostLines)
      .where(eq(schema.daCostLines.daId, daId));
    const totals: Totals = {};
    for (const document of documents) {
      const on = lines.filter((line) => line[`${document}QuotedPrice`] !== null);
      for (const stage of stages) {
        const prices = on.map((line) =>
          money(line[`${document}${stage[0]!.toUpperCase()}${stage.slice(1)}Price` as 'pdaQuotedPrice']),
        );
        const complete = on.length > 0 && prices.every((price) => price !== null);
        totals[`${document}_${stage}_total`] =
          stage === 'quoted' || complete
            ? formatCents(prices.reduce((sum: bigint, price) => sum + (price ?? 0n), 0n))
            : null;
      }
    }
    return totals;
  }

  async function stored(daId: number): Promise<Totals> {
    const [da] = await t.database.db.select().from(schema.das).where(eq(schema.das.id, daId));
    return Object.fromEntries(
      documents.flatMap((document) =>
        stages.map((stage) => [
          `${document}_${stage}_total`,
          da![`${document}${stage[0]!.toUpperCase()}${stage.slice(1)}Total` as 'pdaQuotedTotal'],
        ]),
      ),
    );
  }

  /** Saves, then checks the stored totals and the log entry's amounts against a recount. */
  async function save(
    call: typeof w.call,
    user: string,
    daId: number,
    portCallId: number,
    action: string,
    lines: Record<string, unknown>[],
  ) {
    const before = await recounted(daId);
    const current = await call(user, 'GET', `/das/${daId}`);
    const response = await call(user, 'POST', `/das/${daId}/${action}`, {
      lock_version: current.json().data.object.lock_version,
      cost_items_attributes: lines,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await stored(daId);
    expect(after).toEqual(await recounted(daId));
    const [entry] = await t.database.db
      .select({ changes: schema.auditEvents.changes })
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.recordType, 'port_call'), eq(schema.auditEvents.recordId, portCallId)))
      .orderBy(desc(schema.auditEvents.id))
      .limit(1);
    const logged = Object.fromEntries(
      entry!.changes
        .filter((change) => change.field.endsWith('_total'))
        .map((change) => [change.field, change]),
    );
    const changed = Object.keys(after).filter((field) => after[field] !== before[field]);
    expect(Object.keys(logged).sort()).toEqual(changed.sort());
    for (const field of changed)
      expect(logged[field]).toMatchObject({ before: before[field], after: after[field] });
    return response.json().data.object as Da;
  }

  it('follow adds, price changes, cleared prices, removals and a line named twice in one PDA draft', async () => {
    const pc = await w.acceptedPortCall();
    const step = (lines: Record<string, unknown>[]) =>
      save(w.call, 'agent', pc.da.id, pc.id, 'pda_draft', lines);
    let da = await step(
      items.slice(0, 12).map((id, i) => ({ cost_item_id: id, pda_quoted_price: `${10 * i + 1}.0${i % 10}` })),
    );
    const ids = da.lines.map((line) => line.id);
    da = await step([
      { id: ids[0], pda_quoted_price: '0.01' },
      { id: ids[1], pda_quoted_price: null },
      { id: ids[2], _destroy: true },
      { id: ids[3], pda_quoted_price: '12345678901234.56' },
      { cost_item_id: items[0], pda_quoted_price: '7.7' },
      { cost_item_id: items[1] },
      { cost_item_id: items[2], pda_quoted_price: '3', _destroy: true },
    ]);
    // Two prices for one line: the database keeps one of them, the totals follow whichever it kept.
    da = await step([
      { id: ids[4], pda_quoted_price: '1.11' },
      { id: ids[4], pda_quoted_price: '2.22' },
      { id: ids[5], _destroy: true },
    ]);
    expect(da.lines.map((line) => line.id)).not.toContain(ids[5]);
  });

  it('follow an FDA draft that adds an FDA-only line, prices PDA lines and takes lines off the FDA', async () => {
    const x = await stagingContext(t);
    const daId = await stagedDas(x).daAt('advance_confirmed_fda_pending_creation');
    const [{ portCallId }] = (await t.database.db
      .select({ portCallId: schema.das.portCallId })
      .from(schema.das)
      .where(eq(schema.das.id, daId))) as [{ portCallId: number }];
    const step = (lines: Record<string, unknown>[]) =>
      save(x.w.call, 'agent', daId, portCallId, 'fda_draft', lines);
    let da = await step([{ cost_item_id: items[3], fda_quoted_price: '40.40' }]);
    const pdaLine = da.lines.find((line) => line.pda_quoted_price !== null)!.id;
    const fdaOnly = da.lines.find((line) => line.pda_quoted_price === null)!.id;
    da = await step([
      { id: pdaLine, fda_quoted_price: '1100.10', fda_variance_reason: 'other' },
      { cost_item_id: items[4], fda_quoted_price: '5' },
    ]);
    // Off the FDA: the PDA line keeps its PDA prices, the FDA-only line goes.
    da = await step([
      { id: pdaLine, _destroy: true },
      { id: fdaOnly, _destroy: true },
    ]);
    expect(da.lines.map((line) => line.id)).toContain(pdaLine);
    expect(da.lines.map((line) => line.id)).not.toContain(fdaOnly);
  });
});
