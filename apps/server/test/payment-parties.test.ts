import { statusOrder } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lockDa } from '../src/modules/das/da-scope.ts';
import { lockPayment } from '../src/modules/payments/payment-steps.ts';
import { auth, sessionUserOf, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

// A payment carries its port call's agent, principal and status (payments.agent_entity_id,
// principal_entity_id and port_call_status, decisions 074-076), copied by two triggers: from the
// call when the payment is written, and to the payments when the call's parties or status change.
// The Actionable payments are read by those columns, so a payment naming another party would leave
// the tab of the call's, and one naming another status the desk's.

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
const p = schema.payments;
const pc = schema.portCalls;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const partiesOf = (portCallId: number) =>
  t.database.db
    .select({ agent: p.agentEntityId, principal: p.principalEntityId })
    .from(p)
    .where(eq(p.portCallId, portCallId))
    .orderBy(p.id);

const companyOf = async (name: string) => {
  const [user] = await t.database.db
    .select({ entityId: schema.users.entityId })
    .from(schema.users)
    .where(eq(schema.users.name, name));
  return user!.entityId!;
};

interface Listed {
  id: number;
  status: string;
  dueOn: string | null;
  createdAt: Date;
}

/**
 * The ids in the payment list's order, written out: open payments first, the soonest due first
 * (none last); then done ones, the latest due first; then the newest, then the id.
 */
const inListOrder = (rows: Listed[]) =>
  rows
    .map((row) => ({ ...row, done: row.status === 'done' }))
    .sort(
      (a, b) =>
        Number(a.done) - Number(b.done) ||
        (a.done ? 0 : (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999')) ||
        (b.dueOn ?? '').localeCompare(a.dueOn ?? '') ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        a.id - b.id,
    )
    .map((row) => row.id);

/** Every id of a user's Actionable tab, read `perPage` at a time. */
async function actionablePages(name: string, perPage: number) {
  const listed: number[] = [];
  for (let page = 1; page <= 200; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/uapi/payments?tab=actionable&per_page=${perPage}&page=${page}`,
      headers: auth(w.tokens[name]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().data.objects as { id: number }[]).map((row) => row.id);
    if (ids.length === 0) return listed;
    listed.push(...ids);
  }
  throw new Error('More than 200 pages.');
}

async function actionableIds(name: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/uapi/payments?tab=actionable&per_page=100',
    headers: auth(w.tokens[name]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.objects as { id: number }[]).map((row) => row.id);
}

describe('payments name their port call’s agent, principal and status', () => {
  it('from the call when written, again when the call’s parties change, and never others', async () => {
    const db = t.database.db;
    const principal = await companyOf('principal');
    const principal2 = await companyOf('principal2');
    const call = await w.acceptedPortCall();
    const [submitted] = await db
      .insert(p)
      .values({
        portCallId: call.id,
        daId: call.da.id,
        paymentType: 'advance',
        amount: '250000.00',
        currency: 'USD',
        status: 'submitted',
      })
      .returning({ id: p.id, agent: p.agentEntityId, principal: p.principalEntityId });
    expect(submitted).toMatchObject({ agent: w.ids.agentCompany, principal });
    // The agent must confirm a submitted advance: it is on its Actionable tab, not on agent2's.
    expect(await actionableIds('agent')).toContain(submitted!.id);
    expect(await actionableIds('agent2')).not.toContain(submitted!.id);

    // Written with other parties, it still names the call's.
    await db
      .update(p)
      .set({ agentEntityId: w.ids.agent2Company, principalEntityId: principal2 })
      .where(eq(p.id, submitted!.id));
    expect(await partiesOf(call.id)).toEqual([{ agent: w.ids.agentCompany, principal }]);
    const [inserted] = await db
      .insert(p)
      .values({
        portCallId: call.id,
        daId: call.da.id,
        agentEntityId: w.ids.agent2Company,
        principalEntityId: principal2,
        paymentType: 'balance',
        amount: '10.00',
        currency: 'USD',
      })
      .returning({ agent: p.agentEntityId, principal: p.principalEntityId });
    expect(inserted).toEqual({ agent: w.ids.agentCompany, principal });

    // The call given to agent2: its payments follow, and so does the Actionable tab.
    await db.update(pc).set({ agentEntityId: w.ids.agent2Company }).where(eq(pc.id, call.id));
    expect(await partiesOf(call.id)).toEqual([
      { agent: w.ids.agent2Company, principal },
      { agent: w.ids.agent2Company, principal },
    ]);
    expect(await actionableIds('agent2')).toContain(submitted!.id);
    expect(await actionableIds('agent')).not.toContain(submitted!.id);

    // A principal's submitted refund is on its Actionable tab; the call moved to another principal,
    // it leaves the tab with it.
    const [refund] = await db
      .insert(p)
      .values({
        portCallId: call.id,
        daId: call.da.id,
        paymentType: 'refund',
        amount: '99.99',
        currency: 'USD',
        status: 'submitted',
      })
      .returning({ id: p.id });
    expect(await actionableIds('principal')).toContain(refund!.id);
    await db.update(pc).set({ principalEntityId: principal2 }).where(eq(pc.id, call.id));
    expect((await partiesOf(call.id)).map((row) => row.principal)).toEqual([
      principal2,
      principal2,
      principal2,
    ]);
    expect(await actionableIds('principal')).not.toContain(refund!.id);

    // Every payment of the database names its call's parties.
    const [differ] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(p)
      .innerJoin(pc, eq(pc.id, p.portCallId))
      .where(
        sql`${p.agentEntityId} is distinct from ${pc.agentEntityId} or ${p.principalEntityId} is distinct from ${pc.principalEntityId}
          or ${p.portCallStatus} is distinct from ${pc.status}`,
      );
    expect(differ!.n).toBe(0);
  });

  it('a principal’s pending payments come in the list’s order, page after page', async () => {
    // Read by walking the principal's pending payments in the list's order (decision 075): due day
    // first (none last), then the newest, then the id; only those of calls awaiting its payment.
    const db = t.database.db;
    const { pc: approved } = await w.approvedPda('1000.00');
    const waiting = await w.acceptedPortCall(); // not awaiting payment: its pending payment is not the principal's to act on
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 8, minutes));
    const rows = [
      ['2026-12-05', at(1)],
      ['2026-12-01', at(2)],
      [null, at(3)],
      ['2026-12-03', at(4)],
      ['2026-12-01', at(5)],
      ['2026-12-01', at(5)],
      [null, at(1)],
    ] as const;
    await db.insert(p).values(
      rows.map(([dueOn, createdAt]) => ({
        portCallId: approved.id,
        daId: approved.da.id,
        paymentType: 'additional_prefunding',
        amount: '5.00',
        currency: 'USD',
        dueOn,
        createdAt,
      })),
    );
    await db.insert(p).values({
      portCallId: waiting.id,
      daId: waiting.da.id,
      paymentType: 'advance',
      amount: '1.00',
      currency: 'USD',
      dueOn: '2026-11-01',
    });
    const expected = inListOrder(
      await db
        .select({ id: p.id, status: p.status, dueOn: p.dueOn, createdAt: p.createdAt })
        .from(p)
        .where(and(eq(p.portCallId, approved.id), eq(p.status, 'pending'))),
    );
    expect(expected.length).toBe(8); // the approval's advance and the seven above

    const listed = await actionablePages('principal', 2);
    expect(listed.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it('the desk’s come in the list’s order while their call is at the desk, and leave with it', async () => {
    // Walked from the payments of the calls at the desk in the list's order (decision 076): open
    // ones first, soonest due first (none last); then done ones, latest due first; newest; id.
    const db = t.database.db;
    const { pc: call } = await w.approvedPda('1000.00');
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 8, minutes));
    const rows = [
      ['pending', '2026-12-05', at(1)],
      ['done', '2026-12-01', at(2)],
      ['submitted', null, at(3)],
      ['pending', '2026-12-03', at(4)],
      ['done', '2026-12-09', at(5)],
      ['submitted', '2026-12-01', at(5)],
      ['pending', '2026-12-01', at(5)],
      ['done', null, at(1)],
      ['pending', null, at(6)],
    ] as const;
    await db.insert(p).values(
      rows.map(([status, dueOn, createdAt]) => ({
        portCallId: call.id,
        daId: call.da.id,
        paymentType: 'additional_prefunding',
        amount: '5.00',
        currency: 'USD',
        status,
        dueOn,
        createdAt,
      })),
    );
    const statusesOf = async () =>
      (await db.select({ status: p.portCallStatus }).from(p).where(eq(p.portCallId, call.id))).map(
        (row) => row.status,
      );
    expect(new Set(await statusesOf())).toEqual(new Set(['pda_approved']));
    const ids = (await db.select({ id: p.id }).from(p).where(eq(p.portCallId, call.id))).map((row) => row.id);
    expect((await actionablePages('operator', 3)).filter((id) => ids.includes(id))).toEqual([]);

    const moveTo = (status: 'fda_checking' | 'fda_approved') =>
      db
        .update(pc)
        .set({ status, statusOrder: statusOrder(status) })
        .where(eq(pc.id, call.id));
    await moveTo('fda_checking');
    expect(new Set(await statusesOf())).toEqual(new Set(['fda_checking']));
    const expected = inListOrder(
      await db
        .select({ id: p.id, status: p.status, dueOn: p.dueOn, createdAt: p.createdAt })
        .from(p)
        .where(eq(p.portCallId, call.id)),
    );
    expect(expected.length).toBe(10); // the approval's advance and the nine above
    const listed = await actionablePages('operator', 3);
    expect(listed.filter((id) => expected.includes(id))).toEqual(expected);

    // Approved, the call leaves the desk and its payments leave the desk's tab.
    await moveTo('fda_approved');
    expect(new Set(await statusesOf())).toEqual(new Set(['fda_approved']));
    const after = await actionablePages('operator', 3);
    expect(after.filter((id) => expected.includes(id))).toEqual([]);
  });
});

type Tx = Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0];

/**
 * Two transactions at once on one port call: `writer` holds the call (as a move of the call or a
 * payment step does) and writes `write` once `locker`, started after the call is held, waits for a
 * lock; both must complete. Locking in the other order, PostgreSQL ends one with a deadlock error.
 */
async function heldCallAndLocker(
  callId: number,
  write: (tx: Tx) => Promise<unknown>,
  locker: (tx: Tx) => Promise<unknown>,
) {
  const db = t.database.db;
  let callHeld!: () => void;
  const held = new Promise<void>((resolve) => {
    callHeld = resolve;
  });
  const lockerWaits = async () => {
    for (let i = 0; i < 100; i++) {
      const found = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      )) as unknown as { rows: { n: number }[] };
      if (found.rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The second transaction never waited for a lock.');
  };
  const writer = db.transaction(async (tx) => {
    await tx.select({ id: pc.id }).from(pc).where(eq(pc.id, callId)).for('update');
    callHeld();
    await lockerWaits();
    await write(tx);
  });
  const second = (async () => {
    await held;
    await db.transaction(locker);
  })();
  await Promise.all([writer, second]);
}

// The call's status is copied onto its payments (decision 076): a move of the call writes its
// payments after locking the call. Every writer of a call's rows must take the call first, or two
// of them wait on each other. PGlite serves one connection, so transactions never overlap there.
describe.skipIf(inject('testTemplate').kind !== 'postgres')('writers of one port call at once', () => {
  it('a payment step queues on the call while the call moves', async () => {
    const db = t.database.db;
    const desk = await sessionUserOf(t, 'operator');
    const { pc: call } = await w.approvedPda('1000.00');
    const [payment] = await db.select({ id: p.id }).from(p).where(eq(p.portCallId, call.id));
    await heldCallAndLocker(
      call.id,
      // The move writes the call's status, and so its payments.
      (tx) =>
        tx
          .update(pc)
          .set({ status: 'pda_checking', statusOrder: statusOrder('pda_checking') })
          .where(eq(pc.id, call.id)),
      // The step locks the payment and its call as every payment step does, then writes the payment.
      async (tx) => {
        const row = await lockPayment(tx, desk, payment!.id);
        expect(row.portCall.status).toBe('pda_checking'); // it waited for the move
        await tx
          .update(p)
          .set({ lockVersion: sql`${p.lockVersion} + 1` })
          .where(eq(p.id, payment!.id));
      },
    );
    const [after] = await db.select({ status: p.portCallStatus }).from(p).where(eq(p.id, payment!.id));
    expect(after!.status).toBe('pda_checking');
  });

  it('a DA action queues on the call while a payment step writes the DA', async () => {
    const agent = await sessionUserOf(t, 'agent');
    const { pc: call } = await w.approvedPda('1000.00');
    const versionOf = async () =>
      (
        await t.database.db
          .select({ v: schema.das.lockVersion })
          .from(schema.das)
          .where(eq(schema.das.id, call.da.id))
      )[0]!.v;
    const before = await versionOf();
    await heldCallAndLocker(
      call.id,
      // A confirmation of the advance holds the call and writes the DA.
      (tx) =>
        tx
          .update(schema.das)
          .set({ lockVersion: sql`${schema.das.lockVersion} + 1` })
          .where(eq(schema.das.id, call.da.id)),
      // A DA action locks the DA and its call, and reads the DA as the confirmation left it.
      async (tx) => expect((await lockDa(tx, agent, call.da.id)).da.lockVersion).toBe(before + 1),
    );
    expect(await versionOf()).toBe(before + 1);
  });
});
