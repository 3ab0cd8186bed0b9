import { localDay } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWorld } from './dashboard-fixtures.ts';
import { startTestApp, type TestApp } from './helpers.ts';

/**
 * A payment is due (Due / Due Soon, the Today dashboard's overdue and due-soon payments, the
 * port-call list's due marker, the due-day counters) only while it is still owed: not done and
 * part of its amount still to be transferred. A fully transferred payment waiting for the
 * receiver's confirmation ('submitted') is due no more; a part-paid one is due for what remains.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof dashboardWorld>>;

// A clock on which it is now about noon, so nothing below sits near midnight.
const now = new Date();
const tz = 720 - (now.getUTCHours() * 60 + now.getUTCMinutes());
const day = (offset: number) => localDay(new Date(now.getTime() + offset * 86_400_000), tz);

type Advance = { id: number; amount: string; lock_version: number; port_call_id: number };
let transferred: Advance & { ref_no: string };
let partPaid: Advance & { ref_no: string };

/** A PDA of 2,000.00 approved with 50 % prefunding: the advance of 1,000.00, instructed and checked. */
async function instructedAdvance(vessel: number) {
  const agency = w.itemOf('AGENCY_REMUNERATION').id;
  const pilotage = w.itemOf('PILOTAGE').id;
  const pc = await w.acceptedPortCall({
    port: 'CNSHA',
    vessel,
    eta: '2026-03-15T10:00:00Z',
    agent: 'dash-agent',
  });
  await w.step('dash-agent', pc.da.id, 'pda_submit', {
    cost_items_attributes: [
      { cost_item_id: agency, pda_quoted_price: '1200' },
      { cost_item_id: pilotage, pda_quoted_price: '800' },
    ],
  });
  await w.step('operator', pc.da.id, 'pda_start_screening');
  await w.step('operator', pc.da.id, 'pda_submit_screening', { screening_summary: 'ok' });
  await w.step('dash-principal', pc.da.id, 'pda_approve', { prefunding_agreed_percent: '50' });
  const [advance] = (await w.call('dash-principal', 'GET', `/payments?port_call_id_eq=${pc.id}`)).json().data
    .objects;
  expect(advance).toMatchObject({ amount: '1000.00', status: 'pending' });
  const [account] = await t.database.db
    .select({ id: schema.bankAccounts.id })
    .from(schema.bankAccounts)
    .where(eq(schema.bankAccounts.entityId, w.ids.agentCny));
  let p = await w.ok('dash-principal', 'POST', `/das/${pc.da.id}/pda_submit_payment_instructions`, {
    lock_version: advance.lock_version,
    payment_id: advance.id,
    bank_account_id: account!.id,
    payment_mode: 'swift',
    due_on: day(10),
  });
  p = await w.ok('operator', 'POST', `/payments/${p.id}/check`, { lock_version: p.lock_version });
  return { ...(p as Advance), ref_no: pc.ref_no };
}

const submit = (p: Advance, amount: string) =>
  w.ok('dash-principal', 'POST', `/payments/${p.id}/submit`, {
    lock_version: p.lock_version,
    transferred_on: day(-1),
    transferred_amount: amount,
  });

const today = (user = 'dash-principal') => w.ok(user, 'GET', `/dashboards/today?tz=${tz}`);
const ids = (section: { objects: { id: number }[] }) => section.objects.map((o) => o.id);

/** payment_due_counts against a recount of the payments still owed (the definition). */
async function expectCountersMatchPayments() {
  const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);
  const db = t.database.db;
  const counted = await db.execute(sql`
    select k.scope, k.scope_id, k.scope_sub_id, p.due_on, k.status as port_call_status, count(*)::int as n
    from payments p join port_calls pc on pc.id = p.port_call_id
    cross join lateral port_call_count_keys(pc) k
    where p.status <> 'done' and p.amount > coalesce(p.transferred_amount, 0) and p.due_on is not null
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  const kept = await db.execute(sql`
    select scope, scope_id, scope_sub_id, due_on, port_call_status, n from payment_due_counts
    order by 1, 2, 3, 4, 5`);
  expect(rowsOf(kept)).toEqual(rowsOf(counted));
}

beforeAll(async () => {
  t = await startTestApp();
  w = await dashboardWorld(t);
  // Both overdue since 11 days: one transferred in full, one in part. Instructions cannot give a
  // past due date, so the days have passed here.
  const a = await instructedAdvance(0);
  const b = await instructedAdvance(1);
  await t.database.db
    .update(schema.payments)
    .set({ dueOn: day(-11) })
    .where(inArray(schema.payments.id, [a.id, b.id]));
  transferred = { ...((await submit(a, '1000.00')) as Advance), ref_no: a.ref_no };
  partPaid = { ...((await submit(b, '400.00')) as Advance), ref_no: b.ref_no };
});

afterAll(async () => {
  await t?.close();
});

describe('a payment due only while something of it is still owed', () => {
  it('leaves a fully transferred payment out of the overdue payments and shows what remains of a part-paid one', async () => {
    expect(transferred).toMatchObject({ status: 'submitted', remaining_amount: '0.00' });
    expect(partPaid).toMatchObject({ status: 'pending', remaining_amount: '600.00' });
    for (const user of ['dash-principal', 'dash-agent']) {
      const board = await today(user);
      // Counted from the counters (payment_due_counts) and listed from the payments: the same one.
      expect(board.payments_overdue.count, user).toBe(1);
      expect(ids(board.payments_overdue), user).toEqual([partPaid.id]);
      expect(board.payments_overdue.objects[0], user).toMatchObject({
        ref_no: partPaid.ref_no,
        amount: '600.00',
        currency: 'USD',
        due_on: day(-11),
        due_flag: 'due',
        status: 'pending',
      });
      expect(ids(board.payments_due_soon), user).not.toContain(transferred.id);
    }
    await expectCountersMatchPayments();
  });

  it('shows no due flag on a fully transferred payment, in the payment list, its detail and the port-call list', async () => {
    for (const user of ['dash-principal', 'dash-agent']) {
      const listed = (
        await w.call(user, 'GET', `/payments?port_call_id_eq=${transferred.port_call_id}`)
      ).json().data.objects;
      expect(listed.map((p: { id: number; due_flag: string | null }) => [p.id, p.due_flag])).toEqual([
        [transferred.id, null],
      ]);
      expect(await w.ok(user, 'GET', `/payments/${transferred.id}`)).toMatchObject({ due_flag: null });
      expect(await w.ok(user, 'GET', `/payments/${partPaid.id}`)).toMatchObject({ due_flag: 'due' });

      const calls = (await w.call(user, 'GET', '/port_calls?tab=all&per_page=100')).json().data.objects as {
        id: number;
        due_flag: string | null;
      }[];
      const flagOf = (id: number) => calls.find((call) => call.id === id)?.due_flag;
      expect(flagOf(transferred.port_call_id), user).toBeNull();
      expect(flagOf(partPaid.port_call_id), user).toBe('due');
    }
  });

  it('keeps a fully transferred payment out of the payments due soon', async () => {
    const db = t.database.db;
    for (const p of [transferred, partPaid]) {
      await db
        .update(schema.payments)
        .set({ dueOn: day(1) })
        .where(eq(schema.payments.id, p.id));
    }
    await expectCountersMatchPayments();
    const board = await today();
    expect(board.payments_overdue.count).toBe(0);
    expect(board.payments_due_soon.count).toBe(1);
    expect(ids(board.payments_due_soon)).toEqual([partPaid.id]);
    expect(board.payments_due_soon.objects[0]).toMatchObject({ amount: '600.00', due_flag: 'due_soon' });
    expect((await w.ok('dash-principal', 'GET', `/payments/${transferred.id}`)).due_flag).toBeNull();
  });

  it('counts a payment whose transfers change directly as the rule says, and one confirmed not at all', async () => {
    const db = t.database.db;
    const p = schema.payments;
    // The rest transferred (the status left as it was): nothing remains, nothing is due.
    await db.update(p).set({ transferredAmount: '1000.00' }).where(eq(p.id, partPaid.id));
    await expectCountersMatchPayments();
    expect((await today()).payments_due_soon.count).toBe(0);
    // Back to the part transfer: due soon again, for what remains.
    await db.update(p).set({ transferredAmount: '400.00' }).where(eq(p.id, partPaid.id));
    await expectCountersMatchPayments();
    let board = await today();
    expect(board.payments_due_soon.count).toBe(1);
    expect(board.payments_due_soon.objects[0]).toMatchObject({ id: partPaid.id, amount: '600.00' });
    // A larger amount leaves more to transfer; no transfer at all, the whole amount.
    await db.update(p).set({ amount: '1500.00' }).where(eq(p.id, partPaid.id));
    await db.update(p).set({ transferredAmount: null }).where(eq(p.id, transferred.id));
    await db.update(p).set({ status: 'pending' }).where(eq(p.id, transferred.id));
    await expectCountersMatchPayments();
    board = await today();
    expect(board.payments_due_soon.count).toBe(2);
    expect(
      board.payments_due_soon.objects.map((o: { id: number; amount: string }) => [o.id, o.amount]),
    ).toEqual([
      [transferred.id, '1000.00'],
      [partPaid.id, '1100.00'],
    ]);
    // Confirmed (done): not owed, whatever the transfers say.
    await db.update(p).set({ status: 'done' }).where(eq(p.id, transferred.id));
    await expectCountersMatchPayments();
    expect(ids((await today()).payments_due_soon)).toEqual([partPaid.id]);
  });
});
