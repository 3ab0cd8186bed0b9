import { addDays, DUE_SOON_DAYS, TODAY_LIST_LIMIT } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, asc, eq, gte, lt, lte, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duePaymentSections } from '../src/modules/dashboards/get-today-dashboard.ts';
import { portCallScope } from '../src/modules/port-calls/port-call-scope.ts';
import { auth, sessionUserOf, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
let pilotage = 0;

async function bankAccountOf(companyId: number) {
  const [row] = await t.database.db
    .select({ id: schema.bankAccounts.id })
    .from(schema.bankAccounts)
    .innerJoin(schema.entities, eq(schema.entities.id, schema.bankAccounts.entityId))
    .where(or(eq(schema.entities.id, companyId), eq(schema.entities.parentId, companyId)))
    .orderBy(asc(schema.bankAccounts.id));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  const [item] = await t.database.db
    .select({ id: schema.costItems.id })
    .from(schema.costItems)
    .orderBy(asc(schema.costItems.id));
  pilotage = item!.id;
});
afterAll(() => t.close());

type Obj = Record<string, unknown> & { id: number; lock_version: number };
const obj = (response: { json(): { data: { object: Obj } } }) => response.json().data.object;

/** A PDA of 1000.00 approved at the given prefunding percentage. */
async function approvedPda(percent: string) {
  const pc = await w.acceptedPortCall();
  const da = pc.da.id;
  let v = 0;
  const step = async (user: string, action: string, body: Record<string, unknown> = {}) => {
    const response = await w.call(user, 'POST', `/das/${da}/${action}`, { lock_version: v, ...body });
    expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    v = obj(response).lock_version;
    return obj(response);
  };
  await step('agent', 'pda_submit', {
    cost_items_attributes: [{ cost_item_id: pilotage, pda_quoted_price: '1000' }],
  });
  await step('operator', 'pda_start_screening');
  await step('operator', 'pda_submit_screening', { screening_summary: 'ok' });
  await step('principal', 'pda_approve', { prefunding_agreed_percent: percent });
  return { pc, da, step };
}

async function paymentsOf(portCallId: number, user = 'principal') {
  const response = await w.call(user, 'GET', `/payments?port_call_id_eq=${portCallId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.objects as Obj[];
}

/** The principal pays an advance or balance to the agent in full: instructed, checked, paid, confirmed. */
async function payAgent(da: number, payment: Obj, document: 'pda' | 'fda', amount: string) {
  const bank = await bankAccountOf(w.ids.agentCompany);
  let p = obj(
    await w.call('principal', 'POST', `/das/${da}/${document}_submit_payment_instructions`, {
      lock_version: payment.lock_version,
      payment_id: payment.id,
      bank_account_id: bank,
      payment_mode: 'swift',
      due_on: '2099-12-15',
    }),
  );
  p = obj(await w.call('operator', 'POST', `/payments/${p.id}/check`, { lock_version: p.lock_version }));
  p = obj(
    await w.call('principal', 'POST', `/payments/${p.id}/submit`, {
      lock_version: p.lock_version,
      transferred_on: '2026-11-26',
      transferred_amount: amount,
    }),
  );
  return obj(
    await w.call('agent', 'POST', `/payments/${p.id}/confirm_receipt`, { lock_version: p.lock_version }),
  );
}

/** The agent's FDA (its first line at `price`) screened and approved as quoted. */
async function approvedFda(da: number, price: string) {
  const lineId = (await w.call('agent', 'GET', `/das/${da}`)).json().data.object.lines[0].id;
  for (const [user, action, body] of [
    [
      'agent',
      'fda_submit',
      { cost_items_attributes: [{ id: lineId, fda_quoted_price: price, fda_variance_reason: 'other' }] },
    ],
    ['operator', 'fda_start_screening', {}],
    ['operator', 'fda_submit_screening', { screening_summary: 'ok' }],
    ['principal', 'fda_approve', {}],
  ] as const) {
    const latest = (await w.call(user, 'GET', `/das/${da}`)).json().data.object;
    const response = await w.call(user, 'POST', `/das/${da}/${action}`, {
      lock_version: latest.lock_version,
      ...body,
    });
    expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  }
}

describe('the advance payment', () => {
  it('is created by the approval, instructed, checked, paid in parts once per key, and confirmed', async () => {
    const { pc, da } = await approvedPda('50');
    const [advance] = await paymentsOf(pc.id);
    expect(advance).toMatchObject({ payment_type: 'advance', amount: '500.00', status: 'pending' });
    expect(advance!.actions).toEqual(['submit_instructions']);
    const agentCompany = w.ids.agentCompany;
    const agentAccount = await bankAccountOf(agentCompany);
    const principalCompany = (await w.call('principal', 'GET', '/users/me')).json().data.object.entity.id;
    const ownAccount = await bankAccountOf(principalCompany);

    const instructions = (bank: number) => ({
      lock_version: advance!.lock_version,
      payment_id: advance!.id,
      bank_account_id: bank,
      payment_mode: 'swift',
      due_on: '2099-12-01',
    });
    const wrong = await w.call(
      'principal',
      'POST',
      `/das/${da}/pda_submit_payment_instructions`,
      instructions(ownAccount),
    );
    expect(wrong.statusCode).toBe(422);
    const instructed = await w.call(
      'principal',
      'POST',
      `/das/${da}/pda_submit_payment_instructions`,
      instructions(agentAccount),
    );
    expect(instructed.statusCode, instructed.body).toBe(200);
    const p1 = obj(instructed);
    expect(p1.payment_reference).toMatch(/^PAY-\d{4}-\d{6}$/);
    expect(p1.port_call_status).toBe('pda_checking');

    expect(
      (await w.call('agent', 'POST', `/payments/${p1.id}/check`, { lock_version: p1.lock_version }))
        .statusCode,
    ).toBe(403);
    const checked = obj(
      await w.call('operator', 'POST', `/payments/${p1.id}/check`, { lock_version: p1.lock_version }),
    );
    expect(checked.port_call_status).toBe('pda_advance_payment_pending_confirmation');

    const submit = (key: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/uapi/payments/${p1.id}/submit`,
        headers: { ...auth(w.tokens.principal), 'idempotency-key': key },
        payload: body,
      });
    const half = {
      lock_version: checked.lock_version,
      transferred_on: '2026-11-25',
      transferred_amount: '200.00',
    };
    const first = await submit('k-1', half);
    expect(first.statusCode, first.body).toBe(200);
    const again = await submit('k-1', half);
    expect(again.json()).toEqual(first.json());
    expect(obj(await w.call('principal', 'GET', `/payments/${p1.id}`))).toMatchObject({
      transferred_amount: '200.00',
      remaining_amount: '300.00',
      status: 'pending',
    });
    expect((await submit('k-1', { ...half, transferred_amount: '300.00' })).statusCode).toBe(422);
    const v2 = obj(first).lock_version;
    const tooMuch = await submit('k-2', { ...half, lock_version: v2, transferred_amount: '300.01' });
    expect(tooMuch.statusCode).toBe(422);
    const rest = await submit('k-3', { ...half, lock_version: v2, transferred_amount: '300' });
    expect(obj(rest)).toMatchObject({
      status: 'submitted',
      transferred_amount: '500.00',
      remaining_amount: '0.00',
    });

    // A later change of the agent's bank account does not redirect the submitted payment.
    await t.database.db
      .update(schema.bankAccounts)
      .set({ bankName: 'Changed Bank' })
      .where(eq(schema.bankAccounts.id, agentAccount));
    const after = obj(await w.call('agent', 'GET', `/payments/${p1.id}`));
    expect((after.bank_account as { bank_name: string }).bank_name).not.toBe('Changed Bank');

    expect(
      (
        await w.call('principal', 'POST', `/payments/${p1.id}/confirm_receipt`, {
          lock_version: after.lock_version,
        })
      ).statusCode,
    ).toBe(403);
    const confirmed = obj(
      await w.call('agent', 'POST', `/payments/${p1.id}/confirm_receipt`, {
        lock_version: after.lock_version,
      }),
    );
    expect(confirmed).toMatchObject({
      status: 'done',
      port_call_status: 'advance_confirmed_fda_pending_creation',
    });
    expect((await w.call('principal2', 'GET', `/payments/${p1.id}`)).statusCode).toBe(404);

    // The operation log notes each amount as the screens write money: currency, then the amount.
    const currency = advance!.currency as string;
    const notes = (await w.call('principal', 'GET', `/port_calls/${pc.id}/logs`))
      .json()
      .data.objects.map((entry: { note: string | null }) => entry.note);
    expect(notes).toContain(`${currency} 500.00`);
    expect(notes).toContain(`${currency} 200.00`);
  });
});

describe('concurrent transfers', () => {
  it('records exactly one of five parallel submits of the same payment', async () => {
    const { pc, da } = await approvedPda('50');
    const [advance] = await paymentsOf(pc.id);
    let p = obj(
      await w.call('principal', 'POST', `/das/${da}/pda_submit_payment_instructions`, {
        lock_version: advance!.lock_version,
        payment_id: advance!.id,
        bank_account_id: await bankAccountOf(w.ids.agentCompany),
        payment_mode: 'swift',
        due_on: '2099-12-01',
      }),
    );
    p = obj(await w.call('operator', 'POST', `/payments/${p.id}/check`, { lock_version: p.lock_version }));
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/uapi/payments/${p.id}/submit`,
          headers: { ...auth(w.tokens.principal), 'idempotency-key': `race-${i}` },
          payload: {
            lock_version: p.lock_version,
            transferred_on: '2026-11-25',
            transferred_amount: '500.00',
          },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    expect(obj(await w.call('principal', 'GET', `/payments/${p.id}`)).transferred_amount).toBe('500.00');
  });
});

describe('due markers', () => {
  it('mark a port call whose unpaid payment is overdue or due within three days', async () => {
    const { pc } = await approvedPda('50');
    const [advance] = await paymentsOf(pc.id);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const flagOf = async () => {
      const list = (await w.call('principal', 'GET', `/port_calls?q=${pc.ref_no}`)).json().data.objects;
      return list[0].due_flag;
    };
    expect(await flagOf()).toBeNull();
    await t.database.db
      .update(schema.payments)
      .set({ dueOn: day(-1) })
      .where(eq(schema.payments.id, advance!.id));
    expect(await flagOf()).toBe('due');
    expect(obj(await w.call('principal', 'GET', `/payments/${advance!.id}`)).due_flag).toBe('due');
    await t.database.db
      .update(schema.payments)
      .set({ dueOn: day(2) })
      .where(eq(schema.payments.id, advance!.id));
    expect(await flagOf()).toBe('due_soon');
  });
});

describe('the FDA settlement', () => {
  it('turns an advance larger than the FDA into a refund the principal confirms, completing the DA', async () => {
    const { pc, da } = await approvedPda('100');
    const [advance] = await paymentsOf(pc.id);
    await payAgent(da, advance!, 'pda', '1000.00');
    await approvedFda(da, '900');

    const refund = (await paymentsOf(pc.id)).find((payment) => payment.payment_type === 'refund')!;
    expect(refund).toMatchObject({ amount: '100.00', status: 'pending' });
    const principalCompany = (await w.call('principal', 'GET', '/users/me')).json().data.object.entity.id;
    let r = obj(
      await w.call('principal', 'POST', `/das/${da}/fda_submit_payment_instructions`, {
        lock_version: refund.lock_version,
        payment_id: refund.id,
        bank_account_id: await bankAccountOf(principalCompany),
        payment_mode: 'telegraphic_transfer',
        due_on: '2099-12-20',
      }),
    );
    r = obj(await w.call('operator', 'POST', `/payments/${r.id}/check`, { lock_version: r.lock_version }));
    expect(
      (
        await w.call('principal', 'POST', `/payments/${r.id}/submit`, {
          lock_version: r.lock_version,
          transferred_on: '2026-11-26',
          transferred_amount: '100',
        })
      ).statusCode,
    ).toBe(403);
    r = obj(
      await w.call('agent', 'POST', `/payments/${r.id}/submit`, {
        lock_version: r.lock_version,
        transferred_on: '2026-11-26',
        transferred_amount: '100',
      }),
    );
    const done = obj(
      await w.call('principal', 'POST', `/payments/${r.id}/confirm_receipt`, {
        lock_version: r.lock_version,
      }),
    );
    expect(done).toMatchObject({ status: 'done', port_call_status: 'da_completed' });
  });

  it('asks the principal for the balance when the FDA exceeds the advance, and completes the DA on receipt', async () => {
    const { pc, da } = await approvedPda('50');
    const [advance] = await paymentsOf(pc.id);
    await payAgent(da, advance!, 'pda', '500.00');
    await approvedFda(da, '1234.56');

    const payments = await paymentsOf(pc.id);
    expect(payments.map((payment) => payment.payment_type).sort()).toEqual(['advance', 'balance']);
    const balance = payments.find((payment) => payment.payment_type === 'balance')!;
    // Agreed FDA total minus the advance received, to the cent.
    expect(balance).toMatchObject({ amount: '734.56', status: 'pending' });
    expect(balance.actions).toEqual(['submit_instructions']);
    // The principal is the payer: the agent cannot record the transfer.
    const done = await payAgent(da, balance, 'fda', '734.56');
    expect(done).toMatchObject({ status: 'done', port_call_status: 'da_completed' });
    const detail = (await w.call('principal', 'GET', `/port_calls/${pc.id}`)).json().data.object;
    expect(detail.status).toBe('da_completed');
  });

  it('moves on past the payment steps when there is nothing to pay', async () => {
    // No prefunding: no advance, straight to FDA creation.
    const none = await approvedPda('0');
    expect(await paymentsOf(none.pc.id)).toEqual([]);
    const detail = (await w.call('agent', 'GET', `/port_calls/${none.pc.id}`)).json().data.object;
    expect(detail.status).toBe('advance_confirmed_fda_pending_creation');

    // An FDA equal to the advance received: no balance, no refund, the DA is complete.
    const { pc, da } = await approvedPda('100');
    const [advance] = await paymentsOf(pc.id);
    await payAgent(da, advance!, 'pda', '1000.00');
    await approvedFda(da, '1000');
    expect((await paymentsOf(pc.id)).map((payment) => payment.payment_type)).toEqual(['advance']);
    expect((await w.call('principal', 'GET', `/port_calls/${pc.id}`)).json().data.object.status).toBe(
      'da_completed',
    );
  });

  it('answers payment modes and fresh references', async () => {
    const modes = await w.call('agent', 'GET', '/payments/payment_mode');
    expect(modes.json().data.objects.map((m: { id: string }) => m.id)).toContain('swift');
    const a = (await w.call('principal', 'GET', '/das/payment_reference')).json().data.payment_reference;
    const b = (await w.call('principal', 'GET', '/das/payment_reference')).json().data.payment_reference;
    expect(a).toMatch(/^PAY-\d{4}-\d{6}$/);
    expect(a).not.toBe(b);
  });
});

describe('the payment tab counts', () => {
  const users = ['principal', 'principal2', 'agent', 'agent2', 'operator'];
  const everyType = ['advance', 'additional_prefunding', 'balance', 'refund']
    .map((type) => `payment_type_in=${type}`)
    .join('&');

  /** payment_counts against counting the payments with their port calls now (the definition). */
  async function expectCountersMatchRows() {
    const db = t.database.db;
    const counted = await db.execute(sql`
      select k.scope, k.scope_id, k.scope_sub_id, k.port_call_status, k.payment_type, k.status, count(*)::int as n
      from payments p join port_calls pc on pc.id = p.port_call_id
      cross join lateral port_call_count_keys(pc) k0
      cross join lateral (select k0.scope, k0.scope_id, k0.scope_sub_id, k0.status as port_call_status,
        p.payment_type, p.status) k
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`);
    const kept = await db.execute(sql`
      select scope, scope_id, scope_sub_id, port_call_status, payment_type, status, n from payment_counts
      where n <> 0 order by 1, 2, 3, 4, 5, 6`);
    const rowsOf = (result: unknown) =>
      Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    expect(rowsOf(kept)).toEqual(rowsOf(counted));
    // payment_due_counts (decision 027): the payments still owed (not done, part of the amount still
    // to be transferred, migration 0019) with a due day, no row left at zero.
    const dueCounted = await db.execute(sql`
      select k.scope, k.scope_id, k.scope_sub_id, p.due_on, k.status as port_call_status, count(*)::int as n
      from payments p join port_calls pc on pc.id = p.port_call_id
      cross join lateral port_call_count_keys(pc) k
      where p.status <> 'done' and p.amount > coalesce(p.transferred_amount, 0) and p.due_on is not null
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    const dueKept = await db.execute(sql`
      select scope, scope_id, scope_sub_id, due_on, port_call_status, n from payment_due_counts
      order by 1, 2, 3, 4, 5`);
    expect(rowsOf(dueKept)).toEqual(rowsOf(dueCounted));
  }

  /**
   * The Today dashboard's counts of payments due soon and overdue, from payment_due_counts, against
   * counting the payments themselves (the same function without counters), for every user and a
   * principal's legal-entity choice; answers how many payments the users' counts covered.
   */
  async function expectTodayCountsMatchPayments(today: string) {
    const db = t.database.db;
    let covered = 0;
    for (const name of users) {
      const user = await sessionUserOf(t, name);
      const choices = user.kind === 'principal' ? [undefined, w.ids.legalEntity, 999_999] : [undefined];
      for (const legalEntityId of choices) {
        const fromCounters = await duePaymentSections({ db, user, legalEntityId, today });
        const fromPayments = await duePaymentSections({ db, user, legalEntityId, today, counters: false });
        const planned = and(
          portCallScope(user),
          legalEntityId === undefined ? undefined : eq(schema.portCalls.legalEntityId, legalEntityId),
          notInArray(schema.portCalls.status, ['port_call_draft', 'da_cancelled', 'da_declined']),
        );
        const dueOn = schema.payments.dueOn;
        const ranges = {
          soon: and(gte(dueOn, today), lte(dueOn, addDays(today, DUE_SOON_DAYS))),
          overdue: lt(dueOn, today),
        };
        for (const [range, due] of Object.entries(ranges) as [keyof typeof ranges, SQL][]) {
          expect(fromCounters[range].count, `${name} ${legalEntityId} ${range}`).toBe(
            fromPayments[range].count,
          );
          // The first rows (each port call looked up by key) are those of the plain join, in due order.
          const joined = await db
            .select({ id: schema.payments.id })
            .from(schema.payments)
            .innerJoin(schema.portCalls, eq(schema.portCalls.id, schema.payments.portCallId))
            .where(
              and(
                planned,
                ne(schema.payments.status, 'done'),
                sql`${schema.payments.amount} > coalesce(${schema.payments.transferredAmount}, 0)`,
                due,
              ),
            )
            .orderBy(asc(schema.payments.dueOn), asc(schema.payments.id))
            .limit(TODAY_LIST_LIMIT);
          const ids = joined.map((row) => row.id);
          expect(
            fromPayments[range].objects.map((row) => row.id),
            `${name} ${legalEntityId} ${range}`,
          ).toEqual(ids);
          expect(
            fromCounters[range].objects.map((row) => row.id),
            `${name} ${legalEntityId} ${range}`,
          ).toEqual(ids);
          covered += fromPayments[range].count;
        }
      }
    }
    return covered;
  }

  /** Through the API: counters (no filter) and a count of the rows (a filter naming every type) agree. */
  async function expectSameAnswers() {
    let actionable = 0;
    for (const name of users) {
      for (const tab of ['all', 'actionable']) {
        const fromCounters = await w.call(name, 'GET', `/payments?tab=${tab}`);
        const counted = await w.call(name, 'GET', `/payments?tab=${tab}&${everyType}`);
        expect(fromCounters.statusCode, fromCounters.body).toBe(200);
        expect(fromCounters.json().data.tab_counts, `${name} ${tab}`).toEqual(counted.json().data.tab_counts);
        expect(fromCounters.json().data.page.total_count, `${name} ${tab}`).toBe(
          counted.json().data.page.total_count,
        );
        actionable += fromCounters.json().data.tab_counts.actionable;
      }
    }
    // The principal's legal-entity choice also reads the counters.
    const entity = w.ids.legalEntity;
    for (const query of [`legal_entity_id_eq=${entity}`, 'legal_entity_id_eq=999999']) {
      const fromCounters = await w.call('principal', 'GET', `/payments?${query}`);
      const counted = await w.call('principal', 'GET', `/payments?${query}&${everyType}`);
      expect(fromCounters.json().data.tab_counts, query).toEqual(counted.json().data.tab_counts);
    }
    return actionable;
  }

  it('are kept by the triggers exactly as counting the payments does, through every step', async () => {
    // By now this file has left payments in every status and port calls at every payment step.
    expect(await expectSameAnswers()).toBeGreaterThan(0);
    await expectCountersMatchRows();
    // One more advance, followed step by step: the port call's status moves its payment's counts.
    const { pc, da } = await approvedPda('30');
    await expectCountersMatchRows();
    const [advance] = await paymentsOf(pc.id);
    await payAgent(da, advance!, 'pda', '300.00');
    await expectCountersMatchRows();
    await expectSameAnswers();
  });

  it('follow a payment changed or deleted directly, and a port call deleted with its payments', async () => {
    const db = t.database.db;
    const { pc } = await approvedPda('40');
    const [advance] = await paymentsOf(pc.id);
    await db
      .update(schema.payments)
      .set({ paymentType: 'additional_prefunding' })
      .where(eq(schema.payments.id, advance!.id));
    await expectCountersMatchRows();
    await db.update(schema.portCalls).set({ agentEntityId: null }).where(eq(schema.portCalls.id, pc.id));
    await expectCountersMatchRows();
    await db.delete(schema.payments).where(eq(schema.payments.id, advance!.id));
    await expectCountersMatchRows();
    const other = await approvedPda('60');
    await db.delete(schema.portCalls).where(eq(schema.portCalls.id, other.pc.id));
    await expectCountersMatchRows();
    await expectSameAnswers();
  });

  it('give the Today dashboard the counts of payments due soon and overdue that counting them gives', async () => {
    const db = t.database.db;
    const today = new Date().toISOString().slice(0, 10);
    // Spread the unpaid payments over the days around today: overdue, due today, soon and later,
    // and some without a due day; every change goes through the counters' triggers.
    await db.execute(sql`
      update payments set due_on = case when id % 7 = 0 then null else ${today}::date + (id % 11 - 6) end
      where status <> 'done'`);
    await expectCountersMatchRows();
    expect(await expectTodayCountsMatchPayments(today)).toBeGreaterThan(0);
    // A payment paid, one moved to another port call's status, and one whose port call is cancelled.
    const { pc } = await approvedPda('50');
    const [advance] = await paymentsOf(pc.id);
    await db.update(schema.payments).set({ dueOn: today }).where(eq(schema.payments.id, advance!.id));
    await expectCountersMatchRows();
    const before = await expectTodayCountsMatchPayments(today);
    await db
      .update(schema.portCalls)
      .set({ status: 'da_cancelled', statusOrder: 3 })
      .where(eq(schema.portCalls.id, pc.id));
    await expectCountersMatchRows();
    expect(await expectTodayCountsMatchPayments(today)).toBeLessThan(before);
    await db.update(schema.payments).set({ status: 'done' }).where(eq(schema.payments.id, advance!.id));
    await expectCountersMatchRows();
    await expectTodayCountsMatchPayments(today);
  });
});
