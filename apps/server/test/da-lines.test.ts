import { formatCents, toCents } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

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
