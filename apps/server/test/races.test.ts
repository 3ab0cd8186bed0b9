import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth, startTestApp, type TestApp } from './helpers.ts';
import { type StagedContext, stagedDas, stagingContext } from './staged-das.ts';

/**
 * Issue 9, races and double actions: 20 identical requests at once against one record. Exactly one
 * may take effect: the others answer 409 (stale lock_version or status) or, for a payment submit
 * with the same Idempotency-Key, replay the first answer; the operation log, the payments and the
 * notifications show the step once. PGlite serves one connection, so requests never overlap there:
 * these tests run on PostgreSQL only (TEST_DATABASE_URL).
 */
const onPostgres = inject('testTemplate').kind === 'postgres';
const N = 20;

let t: TestApp;
let x: StagedContext;
let daAt: ReturnType<typeof stagedDas>['daAt'];
beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestApp();
  x = await stagingContext(t);
  daAt = stagedDas(x).daAt;
}, 240_000);
afterAll(() => t?.close());

type User = 'principal' | 'agent' | 'operator';
type Row = Record<string, unknown>;

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
const one = async (query: ReturnType<typeof sql>) => (await rows(query))[0]!;

/** Fires `N` copies of one request at once over the pool and answers their statuses. */
async function burst(user: User, url: string, body: unknown, headers: Record<string, string> = {}) {
  const responses = await Promise.all(
    Array.from({ length: N }, () =>
      t.app.inject({
        method: 'POST',
        url: `/uapi${url}`,
        headers: { ...auth(x.w.tokens[user]), ...headers },
        payload: body as object,
      }),
    ),
  );
  for (const response of responses)
    expect(response.statusCode, `never a 5xx: ${response.body}`).toBeLessThan(500);
  return responses;
}
const statuses = (responses: { statusCode: number }[]) => {
  const count: Record<number, number> = {};
  for (const { statusCode } of responses) count[statusCode] = (count[statusCode] ?? 0) + 1;
  return count;
};

const portCallOf = async (da: number) =>
  Number((await one(sql`select port_call_id from das where id = ${da}`)).port_call_id);
const lastEventId = async () =>
  Number((await one(sql`select coalesce(max(id), 0) as id from audit_events`)).id);
const lastNotificationId = async () =>
  Number((await one(sql`select coalesce(max(id), 0) as id from notifications`)).id);
/** Operation-log entries of a port call since an id, by action. */
async function eventsSince(portCall: number, since: number) {
  const found = await rows(
    sql`select action, count(*)::int as n from audit_events where record_type = 'port_call' and record_id = ${portCall} and id > ${since} group by action`,
  );
  return Object.fromEntries(found.map((row) => [row.action, row.n]));
}
/** Every user notified since an id about a port call got one notification, not one per request. */
async function expectOneNotificationEach(portCall: number, since: number) {
  const { total, users } = await one(
    sql`select count(*)::int as total, count(distinct user_id)::int as users from notifications where id > ${since} and link like ${`%/${portCall}%`}`,
  );
  expect(total).toBeGreaterThan(0);
  expect(total).toBe(users);
}
const lockOf = async (user: User, da: number) =>
  (await x.w.call(user, 'GET', `/das/${da}`)).json().data.object.lock_version as number;

describe.skipIf(!onPostgres)('races on one record (PostgreSQL)', () => {
  it('20 parallel PDA submits of one DA: one succeeds, 19 conflict, one line, one log entry', async () => {
    const da = await daAt('pda_pending_creation');
    const pc = await portCallOf(da);
    const [events, notes] = [await lastEventId(), await lastNotificationId()];
    const responses = await burst('agent', `/das/${da}/pda_submit`, {
      lock_version: await lockOf('agent', da),
      cost_items_attributes: [{ cost_item_id: x.costItem, pda_quoted_price: '1000.00' }],
    });
    expect(statuses(responses)).toEqual({ 200: 1, 409: N - 1 });
    expect(await eventsSince(pc, events)).toEqual({ pda_submit: 1 });
    const lines = await one(
      sql`select count(*)::int as n, sum(pda_quoted_price)::text as total from da_cost_lines where da_id = ${da}`,
    );
    expect(lines).toEqual({ n: 1, total: '1000.00' });
    expect((await one(sql`select pda_quoted_total::text as total from das where id = ${da}`)).total).toBe(
      '1000.00',
    );
    await expectOneNotificationEach(pc, notes);
  });

  it('20 parallel PDA approvals: one succeeds, one advance payment, one log entry, one notification each', async () => {
    const da = await daAt('pda_pending_approval');
    const pc = await portCallOf(da);
    const [events, notes] = [await lastEventId(), await lastNotificationId()];
    const responses = await burst('principal', `/das/${da}/pda_approve`, {
      lock_version: await lockOf('principal', da),
      prefunding_agreed_percent: '50',
    });
    expect(statuses(responses)).toEqual({ 200: 1, 409: N - 1 });
    expect(await eventsSince(pc, events)).toEqual({ pda_approve: 1 });
    const payments = await rows(
      sql`select payment_type, amount::text as amount from payments where da_id = ${da}`,
    );
    expect(payments).toEqual([{ payment_type: 'advance', amount: '500.00' }]);
    await expectOneNotificationEach(pc, notes);
  });

  it('20 parallel payment instructions, checks, submits (with and without a key) and receipts: each step once', async () => {
    const da = await daAt('pda_pending_approval');
    const pc = await portCallOf(da);
    await x.w.call('principal', 'POST', `/das/${da}/pda_approve`, {
      lock_version: await lockOf('principal', da),
      prefunding_agreed_percent: '50',
    });
    const payment = async () =>
      (await x.w.call('principal', 'GET', `/payments?port_call_id_eq=${pc}`)).json().data
        .objects[0] as Row & {
        id: number;
        lock_version: number;
      };
    const step = async (user: User, url: string, body: Row, headers: Record<string, string> = {}) => {
      const [events, notes] = [await lastEventId(), await lastNotificationId()];
      const responses = await burst(user, url, body, headers);
      const log = await eventsSince(pc, events);
      expect(Object.values(log), `${url}: ${JSON.stringify(log)}`).toEqual([1]);
      await expectOneNotificationEach(pc, notes);
      return responses;
    };
    let p = await payment();
    const instructions = await step('principal', `/das/${da}/pda_submit_payment_instructions`, {
      lock_version: p.lock_version,
      payment_id: p.id,
      bank_account_id: x.agentAccount,
      payment_mode: 'swift',
      due_on: '2099-12-15',
    });
    expect(statuses(instructions)).toEqual({ 200: 1, 409: N - 1 });
    p = await payment();
    expect(
      statuses(await step('operator', `/payments/${p.id}/check`, { lock_version: p.lock_version })),
    ).toEqual({
      200: 1,
      409: N - 1,
    });
    p = await payment();
    const submit = {
      lock_version: p.lock_version,
      transferred_on: '2026-11-25',
      transferred_amount: '500.00',
    };
    const keyed = await step('principal', `/payments/${p.id}/submit`, submit, {
      'idempotency-key': `race-${p.id}`,
    });
    // One transfer recorded; a repeat either replays the first answer or meets the moved lock.
    const ok = keyed.filter((r) => r.statusCode === 200);
    expect(ok.length + keyed.filter((r) => r.statusCode === 409).length).toBe(N);
    expect(new Set(ok.map((r) => JSON.stringify(r.json().data.object))).size).toBe(1);
    // The same submit again without a key: the payment has moved on, all 20 conflict, nothing written.
    const events = await lastEventId();
    expect(statuses(await burst('principal', `/payments/${p.id}/submit`, submit))).toEqual({ 409: N });
    expect(await eventsSince(pc, events)).toEqual({});
    p = await payment();
    expect(
      statuses(await step('agent', `/payments/${p.id}/confirm_receipt`, { lock_version: p.lock_version })),
    ).toEqual({ 200: 1, 409: N - 1 });
    const payments = await rows(
      sql`select payment_type, status, transferred_amount::text as paid from payments where da_id = ${da}`,
    );
    expect(payments).toEqual([{ payment_type: 'advance', status: expect.any(String), paid: '500.00' }]);
    expect((await one(sql`select status from port_calls where id = ${pc}`)).status).toBe(
      'advance_confirmed_fda_pending_creation',
    );
  });

  it('20 concurrent edits of one DA line with the same lock_version: one wins, the rest 409, no lost update', async () => {
    const da = await daAt('pda_pending_creation');
    const pc = await portCallOf(da);
    const first = await x.w.call('agent', 'POST', `/das/${da}/pda_draft`, {
      lock_version: await lockOf('agent', da),
      cost_items_attributes: [{ cost_item_id: x.costItem, pda_quoted_price: '1.00' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const line = Number((await one(sql`select id from da_cost_lines where da_id = ${da}`)).id);
    const lock = await lockOf('agent', da);
    const events = await lastEventId();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/uapi/das/${da}/pda_draft`,
          headers: auth(x.w.tokens.agent),
          payload: {
            lock_version: lock,
            cost_items_attributes: [{ id: line, pda_quoted_price: `${100 + i}.00` }],
          },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: N - 1 });
    const winner = responses.findIndex((r) => r.statusCode === 200);
    const stored = await one(
      sql`select l.pda_quoted_price::text as price, d.pda_quoted_total::text as total, d.lock_version from da_cost_lines l join das d on d.id = l.da_id where l.id = ${line}`,
    );
    // The stored figures are exactly the winner's, and the version moved once.
    expect(stored).toEqual({
      price: `${100 + winner}.00`,
      total: `${100 + winner}.00`,
      lock_version: lock + 1,
    });
    expect(await eventsSince(pc, events)).toEqual({ pda_draft: 1 });
  });
});

describe.skipIf(onPostgres)('races on PGlite', () => {
  it.skip('need PostgreSQL: PGlite runs one connection, so requests never overlap (set TEST_DATABASE_URL)', () => {});
});
