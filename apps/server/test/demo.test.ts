import { documentTotalsOf, type PortCallStatus, transitions } from '@portledger/contracts';
import { type Database, type Db, schema } from '@portledger/db';
import { openTestDatabase } from '@portledger/db/testing';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDemoActivity } from '../src/demo/create-demo-activity.ts';
import { auth, inRecipientLanguage, login, startTestApp, type TestApp } from './helpers.ts';

const t = schema;
const DAY = 86_400_000;
const now = Date.now();
let app: TestApp;
const extra: Database[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const result = await createDemoActivity({ db: app.database.db, now });
  console.log(
    `demo: ${result.portCalls} port calls, ${result.steps} steps in ${result.ms} ms (${app.database.kind})`,
  );
}, 600_000);
afterAll(async () => {
  for (const database of extra) await database.close();
  await app.close();
});

async function freshDatabase() {
  const database = await openTestDatabase(inject('testTemplate'));
  extra.push(database);
  return database;
}

async function call(user: string, url: string) {
  const { token } = await login(app.app, user);
  const response = await app.app.inject({ url: `/uapi${url}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The demo's business data without ids and timestamps, for comparing two runs. */
async function businessData(db: Db) {
  const calls = await db
    .select({
      ref: t.portCalls.refNo,
      status: t.portCalls.status,
      vessel: t.vessels.name,
      port: t.ports.unlocode,
      voyage: t.portCalls.voyageNo,
      eta: t.portCalls.eta,
      da: t.das,
    })
    .from(t.portCalls)
    .innerJoin(t.das, eq(t.das.portCallId, t.portCalls.id))
    .leftJoin(t.vessels, eq(t.vessels.id, t.portCalls.vesselId))
    .leftJoin(t.ports, eq(t.ports.id, t.portCalls.portId))
    .orderBy(asc(t.portCalls.refNo));
  const lines = await db
    .select({ ref: t.portCalls.refNo, item: t.costItems.code, line: t.daCostLines })
    .from(t.daCostLines)
    .innerJoin(t.das, eq(t.das.id, t.daCostLines.daId))
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.das.portCallId))
    .innerJoin(t.costItems, eq(t.costItems.id, t.daCostLines.costItemId))
    .orderBy(asc(t.portCalls.refNo), asc(t.daCostLines.id));
  const payments = await db
    .select()
    .from(t.payments)
    .orderBy(asc(t.payments.paymentReference), asc(t.payments.amount));
  const comments = await db
    .select({ content: t.daComments.content })
    .from(t.daComments)
    .orderBy(asc(t.daComments.id));
  const logs = await db
    .select({ action: t.auditEvents.action, note: t.auditEvents.note, changes: t.auditEvents.changes })
    .from(t.auditEvents)
    .where(eq(t.auditEvents.recordType, 'port_call'))
    .orderBy(asc(t.auditEvents.id));
  const notices = await db
    .select({
      user: t.users.name,
      title: inRecipientLanguage('title'),
      read: sql<boolean>`${t.notifications.readAt} is not null`,
    })
    .from(t.notifications)
    .innerJoin(t.users, eq(t.users.id, t.notifications.userId))
    .orderBy(asc(t.notifications.id));
  const strip = <T extends object>(row: T) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !/(^id$|Id$|At$|lockVersion)/.test(key)));
  return {
    calls: calls.map(({ da, ...rest }) => ({ ...rest, da: strip(da) })),
    lines: lines.map(({ ref, item, line }) => ({ ref, item, ...strip(line) })),
    payments: payments.map(strip),
    comments,
    logs,
    notices,
  };
}

describe('the living demo', () => {
  it('creates about 40 port calls in every status the state machine can reach', async () => {
    const rows = await app.database.db.select({ status: t.portCalls.status }).from(t.portCalls);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.length).toBeLessThanOrEqual(50);
    const reachable = new Set<PortCallStatus>([
      'port_call_draft',
      ...transitions.flatMap((tr) => (tr.to ? [tr.to] : [])),
    ]);
    const present = new Set(rows.map((row) => row.status));
    expect([...reachable].filter((status) => !present.has(status))).toEqual([]);
  });

  it('spreads ETAs over the last and next two months, consistent with each status', async () => {
    const rows = await app.database.db
      .select({ status: t.portCalls.status, eta: t.portCalls.eta, etd: t.portCalls.etd })
      .from(t.portCalls);
    const days = rows.map((row) => (row.eta!.getTime() - now) / DAY);
    expect(Math.min(...days)).toBeLessThan(-40);
    expect(Math.max(...days)).toBeGreaterThan(40);
    expect(days.every((d) => d > -65 && d < 65)).toBe(true);
    for (const row of rows) {
      if (row.status === 'da_completed' || row.status.startsWith('fda'))
        expect(row.etd!.getTime()).toBeLessThan(now);
      if (row.status === 'port_call_draft' || row.status.startsWith('pda_pending'))
        expect(row.eta!.getTime()).toBeGreaterThan(now);
      expect(row.etd!.getTime()).toBeGreaterThan(row.eta!.getTime());
    }
  });

  it('keeps every DA total equal to the sum of its lines', async () => {
    const db = app.database.db;
    const das = await db.select().from(t.das);
    const lines = await db
      .select({ line: t.daCostLines, grouping: t.costItemCategories.grouping })
      .from(t.daCostLines)
      .innerJoin(t.costItems, eq(t.costItems.id, t.daCostLines.costItemId))
      .innerJoin(t.costItemCategories, eq(t.costItemCategories.id, t.costItems.categoryId));
    let priced = 0;
    for (const da of das) {
      const prices = lines
        .filter(({ line }) => line.daId === da.id)
        .map(({ line, grouping }) => ({
          grouping,
          pda_quoted_price: line.pdaQuotedPrice,
          pda_screened_price: line.pdaScreenedPrice,
          pda_agreed_price: line.pdaAgreedPrice,
          fda_quoted_price: line.fdaQuotedPrice,
          fda_screened_price: line.fdaScreenedPrice,
          fda_agreed_price: line.fdaAgreedPrice,
        }));
      if (prices.length === 0) continue;
      priced++;
      const pda = documentTotalsOf(prices, 'pda');
      const fda = documentTotalsOf(prices, 'fda');
      expect([da.pdaQuotedTotal, da.pdaScreenedTotal, da.pdaAgreedTotal]).toEqual([
        pda.quoted,
        pda.screened,
        pda.agreed,
      ]);
      const fdaTotals = [da.fdaQuotedTotal, da.fdaScreenedTotal, da.fdaAgreedTotal];
      expect(fdaTotals).toEqual([fda.quoted, fda.screened, fda.agreed]);
    }
    expect(priced).toBeGreaterThan(25);
    // Screening and approval moved real money: the desk saved something somewhere.
    expect(
      das.some(
        (da) =>
          da.pdaAgreedTotal && da.pdaQuotedTotal && Number(da.pdaAgreedTotal) < Number(da.pdaQuotedTotal),
      ),
    ).toBe(true);
  });

  it('shows payments due soon, overdue, partly paid, and a refund, as the payment list answers them', async () => {
    const { objects } = await call('operator', '/payments?per_page=100');
    const flags = objects.map((p: { due_flag: string | null }) => p.due_flag);
    expect(flags).toContain('due_soon');
    expect(flags).toContain('due');
    const types = new Set(objects.map((p: { payment_type: string }) => p.payment_type));
    expect([...types].sort()).toEqual(['advance', 'balance', 'refund']);
    const partial = objects.filter(
      (p: { status: string; transferred_amount: string | null; amount: string }) =>
        p.status === 'pending' && p.transferred_amount && Number(p.transferred_amount) < Number(p.amount),
    );
    expect(partial).toHaveLength(1);
    expect(objects.filter((p: { status: string }) => p.status === 'done').length).toBeGreaterThan(5);
  });

  it('leaves operation logs, comments and notifications that read as a history before now', async () => {
    const db = app.database.db;
    const calls = await db.select().from(t.portCalls);
    const logs = await db.select().from(t.auditEvents).where(eq(t.auditEvents.recordType, 'port_call'));
    for (const pc of calls) {
      const own = logs.filter((log) => log.recordId === pc.id).sort((a, b) => a.id - b.id);
      expect(own[0]?.action).toBe('create');
      const times = own.map((log) => log.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)!).toBeLessThanOrEqual(now);
      expect(pc.createdAt.getTime()).toBe(times[0]);
      // The last change of the row itself (a transfer, say, is logged but leaves the row alone).
      expect(times).toContain(pc.updatedAt.getTime());
      if (pc.status === 'da_completed') expect(times.at(-1)!).toBeGreaterThan(pc.etd!.getTime());
    }
    const comments = await db.select().from(t.daComments);
    expect(comments.length).toBeGreaterThan(15);
    expect(comments.every((c) => c.createdAt.getTime() <= now)).toBe(true);
    const perUser = await db
      .select({
        name: t.users.name,
        total: count(),
        unread: sql<number>`count(*) filter (where ${t.notifications.readAt} is null)::int`,
      })
      .from(t.notifications)
      .innerJoin(t.users, eq(t.users.id, t.notifications.userId))
      .groupBy(t.users.name);
    for (const name of ['principal', 'agent', 'agent2', 'operator']) {
      const row = perUser.find((r) => r.name === name)!;
      expect(row.total).toBeGreaterThan(10);
      expect(row.unread).toBeGreaterThan(0);
      expect(row.unread).toBeLessThanOrEqual(5);
    }
  });

  it('can be opened in the app: every port call and DA answers its detail to the operator', async () => {
    const { token } = await login(app.app, 'operator');
    const calls = await app.database.db
      .select({ id: t.portCalls.id, status: t.portCalls.status })
      .from(t.portCalls);
    for (const pc of calls.filter((c) => c.status !== 'port_call_draft')) {
      const detail = await app.app.inject({ url: `/uapi/port_calls/${pc.id}`, headers: auth(token) });
      expect(detail.statusCode, detail.body).toBe(200);
      const da = await app.app.inject({
        url: `/uapi/das/${detail.json().data.object.da.id}`,
        headers: auth(token),
      });
      expect(da.statusCode, da.body).toBe(200);
    }
    const agent = await call('agent', '/port_calls?tab=actionable&per_page=100');
    expect(agent.objects.length).toBeGreaterThan(3);
  });

  it('gives the same business data on every run', async () => {
    const second = await freshDatabase();
    await createDemoActivity({ db: second.db, now });
    expect(await businessData(second.db)).toEqual(await businessData(app.database.db));
  }, 600_000);

  it('writes nothing when a step fails, and refuses a database that already has port calls', async () => {
    const broken = await freshDatabase();
    // The Rotterdam agent's account is closed: the first advance to it cannot be instructed.
    await broken.db
      .update(t.bankAccounts)
      .set({ isActive: false })
      .where(eq(t.bankAccounts.accountTitle, 'Rotterdam Port Services B.V. - EUR'));
    await expect(createDemoActivity({ db: broken.db, now })).rejects.toThrow(/Demo step .* failed: 422/);
    const [left] = await broken.db.select({ n: count() }).from(t.portCalls);
    const [notices] = await broken.db.select({ n: count() }).from(t.notifications);
    expect([left!.n, notices!.n]).toEqual([0, 0]);

    await expect(createDemoActivity({ db: app.database.db, now })).rejects.toThrow(/without port calls/);
  }, 600_000);
});
