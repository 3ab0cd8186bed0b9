import { schema } from '@portledger/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentListOrder } from '../src/modules/payments/list-payments.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

// The payment list's All tab: open payments (pending, submitted) first, the soonest due first and
// those without a due date after them; then the done ones, the most recently due first. Sorted by
// due date alone, a principal's first page was all done payments, the overdue ones on later pages.

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
});
afterAll(() => t.close());

describe('the payment list order', () => {
  it('puts open payments first, soonest due first, then the done ones, most recent first', async () => {
    const call = await w.acceptedPortCall();
    const made = (status: string, dueOn: string | null) => ({
      portCallId: call.id,
      daId: call.da.id,
      paymentType: 'advance',
      amount: '100.00',
      currency: 'USD',
      status,
      dueOn,
    });
    const rows = await t.database.db
      .insert(schema.payments)
      .values([
        made('done', '2026-01-05'),
        made('pending', '2026-12-20'),
        made('done', '2026-03-01'),
        made('submitted', '2026-12-02'),
        made('pending', null),
        made('pending', '2026-11-01'),
      ])
      .returning({ id: schema.payments.id });
    const [oldDone, late, recentDone, soon, undated, overdue] = rows.map((row) => row.id) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (const tab of ['all', 'actionable'] as const) {
      const response = await w.call('principal', 'GET', `/payments?port_call_id_eq=${call.id}&tab=${tab}`);
      expect(response.statusCode, response.body).toBe(200);
      const ids = (response.json().data.objects as { id: number }[]).map((p) => p.id);
      const expected = [overdue, soon, late, undated, recentDone, oldDone];
      // The Actionable tab holds some of them, in the same order.
      expect(ids, tab).toEqual(expected.filter((id) => ids.includes(id)));
      if (tab === 'all') expect(ids).toEqual(expected);
    }
    // The same order without the port-call filter: the prepared first page.
    const all = await w.call('principal', 'GET', '/payments?per_page=100');
    const ids = (all.json().data.objects as { id: number; status: string }[]).filter((p) =>
      rows.some((row) => row.id === p.id),
    );
    expect(ids.map((p) => p.id)).toEqual([overdue, soon, late, undated, recentDone, oldDone]);
  });

  it('is served by payments_list_order_idx, with no sort of every payment', async () => {
    const db = t.database.db;
    const query = db
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .orderBy(...paymentListOrder('all'))
      .limit(20);
    const plan = await db.transaction(async (tx) => {
      // Tiny tables make a sort cheap: forbid it to see whether the index can give the order.
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('payments_list_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
