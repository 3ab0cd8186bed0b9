import {
  paymentListQuery,
  paymentStatuses,
  paymentTypes,
  portCallStatuses,
  statusOrder,
} from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, asc, count, eq, gte, inArray, not, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayments, paymentListOrder, readsOwnFirst } from '../src/modules/payments/list-payments.ts';
import { actionableCondition, paymentSizes } from '../src/modules/payments/payment-tabs.ts';
import { auth, sessionUserOf, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld, visibleTo } from './port-call-fixtures.ts';

// The payment list's page is one statement (decision 035): the payments, each one's documents and
// the tab counts, prepared once per kind of user and tab without filters. Its answers are compared
// with the statements it replaced, written out here: the payments joined to their port calls in
// the user's scope, in the list's order (open first, by due day; then done, latest due first); the documents of each, in the order attached; the counts by
// counting those payments. The scope is written out (visibleTo), not taken from the server, and
// every user has payments it must not see (another company's, another agent's, a legal entity its
// principal does not manage), so counts of a wrong scope show. Every user, both tabs, with and
// without filters, pages of 2 walked to one past the end.

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
const users = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
const p = schema.payments;
const pc = schema.portCalls;

interface Listed {
  objects: { id: number; documents: { id: number; file_url: string; original_filename: string }[] }[];
  page: { total_count: number; page: number; per_page: number };
  tab_counts: { all: number; actionable: number };
}

async function list(name: string, query: string): Promise<Listed> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/uapi/payments?${query}`,
    headers: auth(w.tokens[name]),
  });
  expect(response.statusCode, `${name} ${query} ${response.body}`).toBe(200);
  return response.json().data;
}

/** The previous statements: ids in list order, each one's documents, the two counts. */
async function expected(name: string, tab: 'all' | 'actionable', filters: SQL[]) {
  const db = t.database.db;
  const user = await sessionUserOf(t, name);
  const where = [visibleTo(user), ...filters];
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(pc, eq(pc.id, p.portCallId))
    .where(and(...where, tab === 'actionable' ? actionableCondition(user) : undefined))
    .orderBy(...paymentListOrder(tab));
  const ids = rows.map((row) => row.id);
  const documents = ids.length
    ? await db
        .select({
          recordId: schema.attachments.recordId,
          id: schema.files.id,
          name: schema.files.originalFilename,
        })
        .from(schema.attachments)
        .innerJoin(schema.files, eq(schema.files.id, schema.attachments.fileId))
        .where(and(eq(schema.attachments.recordType, 'payment'), inArray(schema.attachments.recordId, ids)))
        .orderBy(asc(schema.attachments.id))
    : [];
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      actionable: sql<number>`count(*) filter (where ${actionableCondition(user)})::int`,
    })
    .from(p)
    .innerJoin(pc, eq(pc.id, p.portCallId))
    .where(and(...where));
  return {
    ids,
    documentsOf: (id: number) =>
      documents.filter((d) => d.recordId === id).map((d) => ({ id: d.id, original_filename: d.name })),
    counts: counts!,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  const db = t.database.db;
  const calls = [await w.acceptedPortCall(), await w.acceptedPortCall(), ...(await w.callsOutOfScope())];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const payment = (index: number, paymentType: string, status: string, dueOn: string | null) => ({
    portCallId: calls[index]!.id,
    daId: calls[index]!.da.id,
    paymentType,
    amount: '100.00',
    currency: 'USD',
    status,
    dueOn,
  });
  // Ties on the due day and on null due days: the creation time and the id order them.
  const made = await db
    .insert(p)
    .values([
      payment(0, 'advance', 'pending', day(3)),
      payment(0, 'balance', 'submitted', day(3)),
      payment(0, 'refund', 'pending', null),
      payment(1, 'advance', 'done', day(-10)),
      payment(1, 'balance', 'pending', null),
      payment(1, 'refund', 'submitted', day(40)),
      payment(2, 'advance', 'submitted', day(1)),
      payment(2, 'balance', 'pending', null),
      payment(3, 'advance', 'submitted', day(2)),
      payment(3, 'refund', 'pending', day(-3)),
    ])
    .returning({ id: p.id });
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  const file = async (name: string) =>
    (
      await db
        .insert(schema.files)
        .values({
          uploadedById: user!.id,
          originalFilename: name,
          contentType: 'application/pdf',
          byteSize: 1,
          sha256: '0'.repeat(64),
        })
        .returning({ id: schema.files.id })
    )[0]!.id;
  // Two documents on one payment (attached in the opposite order of the files' ids), one on
  // another, none on the rest; a port-call attachment with a payment's id must not show.
  const [a, b, c, d] = [
    await file('b-receipt.pdf'),
    await file('a-statement.pdf'),
    await file('收据.pdf'),
    await file('x.pdf'),
  ];
  await db.insert(schema.attachments).values([
    { fileId: b, recordType: 'payment', recordId: made[0]!.id },
    { fileId: a, recordType: 'payment', recordId: made[0]!.id },
    { fileId: c, recordType: 'payment', recordId: made[5]!.id },
    { fileId: d, recordType: 'port_call', recordId: made[1]!.id },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('the payment list page', () => {
  it('answers the payments, documents and counts of the previous statements, for every user, tab and filter', async () => {
    let compared = 0;
    let documented = 0;
    for (const name of users) {
      const filterSets: [string, SQL[]][] = [
        ['', []],
        [
          '&payment_type_in=advance&payment_type_in=balance&payment_type_in=refund&payment_type_in=additional_prefunding',
          [],
        ],
        ['&status_in=pending', [inArray(p.status, ['pending'])]],
        // Status and type filters are counted from the counters' rows (decision 064).
        [
          '&status_in=done&status_in=submitted&payment_type_in=advance&payment_type_in=refund',
          [inArray(p.status, ['done', 'submitted']), inArray(p.paymentType, ['advance', 'refund'])],
        ],
        ['&payment_type_in=balance', [inArray(p.paymentType, ['balance'])]],
        // A due-date filter is counted over the payments, serial (decision 064).
        [
          '&due_on_gteq=2000-01-01&status_in=pending',
          [gte(p.dueOn, '2000-01-01'), inArray(p.status, ['pending'])],
        ],
        [
          `&status_in=pending&legal_entity_id_eq=${w.ids.legalEntity}`,
          [inArray(p.status, ['pending']), eq(pc.legalEntityId, w.ids.legalEntity)],
        ],
        [`&legal_entity_id_eq=${w.ids.legalEntity}`, [eq(pc.legalEntityId, w.ids.legalEntity)]],
        [`&legal_entity_id_eq=${w.ids.otherLegalEntity}`, [eq(pc.legalEntityId, w.ids.otherLegalEntity)]],
        ['&legal_entity_id_eq=999999', [eq(pc.legalEntityId, 999_999)]],
      ];
      for (const tab of ['all', 'actionable'] as const) {
        for (const [query, filters] of filterSets) {
          const want = await expected(name, tab, filters);
          const label = `${name} ${tab}${query}`;
          const walked: Listed['objects'] = [];
          const pages = Math.ceil(want.ids.length / 2) + 1;
          for (let page = 1; page <= pages; page++) {
            const got = await list(name, `tab=${tab}&per_page=2&page=${page}${query}`);
            expect(got.tab_counts, label).toEqual(want.counts);
            expect(got.page.total_count, label).toBe(want.counts[tab]);
            for (const object of got.objects) {
              expect(
                object.documents.map((doc) => ({ id: doc.id, original_filename: doc.original_filename })),
                `${label} ${object.id}`,
              ).toEqual(want.documentsOf(object.id));
              for (const doc of object.documents) expect(doc.file_url).toBe(`/uapi/files/${doc.id}`);
              documented += object.documents.length;
            }
            walked.push(...got.objects);
          }
          expect(
            walked.map((o) => o.id),
            label,
          ).toEqual(want.ids);
          compared += walked.length;
          // The whole list in one page is the same objects as the walk, field for field.
          const whole = await list(name, `tab=${tab}&per_page=100${query}`);
          expect(whole.objects, label).toEqual(walked);
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(documented).toBeGreaterThan(0);
  });

  it('answers a payment in the list as its detail does', async () => {
    for (const name of users) {
      const { objects } = await list(name, 'tab=all&per_page=100');
      for (const object of objects) {
        const detail = await w.call(name, 'GET', `/payments/${object.id}`);
        expect(detail.statusCode, detail.body).toBe(200);
        expect(object, `${name} ${object.id}`).toEqual(detail.json().data.object);
      }
    }
  });

  it("carries the tab counts of the user's own scope, every user having payments it must not see", async () => {
    const db = t.database.db;
    for (const name of users) {
      const user = await sessionUserOf(t, name);
      const [hidden] = await db
        .select({ n: count() })
        .from(p)
        .innerJoin(pc, eq(pc.id, p.portCallId))
        .where(not(visibleTo(user)));
      // The desk sees every payment: payments exist only on calls past the draft.
      if (user.kind !== 'operator') expect(hidden!.n, name).toBeGreaterThan(0);
      for (const tab of ['all', 'actionable'] as const) {
        const want = await expected(name, tab, []);
        // Rows on the page: the counts come with them, not from the separate count of an empty page.
        expect(want.counts.all, name).toBeGreaterThan(0);
        const got = await list(name, `tab=${tab}&per_page=100`);
        expect(got.tab_counts, `${name} ${tab}`).toEqual(want.counts);
        expect(
          got.objects.map((o) => o.id),
          `${name} ${tab}`,
        ).toEqual(want.ids);
      }
    }
  });

  it('holds on the Actionable tab exactly the payments the rule names, whatever the port call status', async () => {
    // The Actionable page starts from a few port-call statuses and payment states (decision 045,
    // actionableCandidates); the rule itself (actionableCondition) is the definition. Every type
    // and state of payment on two calls of the principal and the agent, the calls taken through
    // every status in turn: the page must list what the rule lists, for every user.
    const db = t.database.db;
    const [first, second] = (
      await db
        .select({ id: pc.id, status: pc.status, statusOrder: pc.statusOrder })
        .from(pc)
        .innerJoin(p, eq(p.portCallId, pc.id))
        .where(eq(p.status, 'pending'))
        .groupBy(pc.id)
        .orderBy(asc(pc.id))
        .limit(2)
    ).map((row) => ({ ...row, daId: undefined as number | undefined }));
    const calls = [first!, second!];
    for (const call of calls) {
      const [da] = await db
        .select({ id: schema.das.id })
        .from(schema.das)
        .where(eq(schema.das.portCallId, call.id));
      call.daId = da!.id;
    }
    const added = await db
      .insert(p)
      .values(
        calls.flatMap((call) =>
          paymentTypes.flatMap((paymentType) =>
            paymentStatuses.map((status) => ({
              portCallId: call.id,
              daId: call.daId!,
              paymentType,
              amount: '10.00',
              currency: 'USD',
              status,
              dueOn: null,
            })),
          ),
        ),
      )
      .returning({ id: p.id });
    let listed = 0;
    try {
      for (const status of portCallStatuses) {
        if (status === 'port_call_draft') continue;
        await db
          .update(pc)
          .set({ status, statusOrder: statusOrder(status) })
          .where(
            inArray(
              pc.id,
              calls.map((call) => call.id),
            ),
          );
        for (const name of users) {
          const want = await expected(name, 'actionable', []);
          // Several times: PostgreSQL plans a prepared statement generically after five runs.
          for (let round = 0; round < 6; round++) {
            const got = await list(name, 'tab=actionable&per_page=100');
            expect(
              got.objects.map((o) => o.id),
              `${name} with the calls ${status}`,
            ).toEqual(want.ids);
            expect(got.tab_counts, `${name} with the calls ${status}`).toEqual(want.counts);
          }
          listed += want.ids.length;
          // Page by page, one payment a page, with and without a filter: each page is the next
          // payment of the whole list.
          for (const [query, filters] of [
            ['', []],
            [
              '&payment_type_in=refund&payment_type_in=balance',
              [inArray(p.paymentType, ['refund', 'balance'])],
            ],
          ] as [string, SQL[]][]) {
            const wanted = query ? (await expected(name, 'actionable', filters)).ids : want.ids;
            const walked: number[] = [];
            for (let page = 1; page <= wanted.length + 1; page++) {
              const got = await list(name, `tab=actionable&per_page=1&page=${page}${query}`);
              walked.push(...got.objects.map((o) => o.id));
            }
            expect(walked, `${name} with the calls ${status}, pages of one${query}`).toEqual(wanted);
          }
        }
      }
    } finally {
      await db.delete(p).where(
        inArray(
          p.id,
          added.map((row) => row.id),
        ),
      );
      for (const call of calls) {
        await db
          .update(pc)
          .set({ status: call.status, statusOrder: call.statusOrder })
          .where(eq(pc.id, call.id));
      }
    }
    expect(listed).toBeGreaterThan(0);
  });

  it('reads the All tab the same whether from the user own calls or along the list order', async () => {
    // listPayments chooses by the counters (readsOwnFirst, decision 046); here each way is asked
    // of every user, page by page, and must give the whole list in order.
    let compared = 0;
    for (const name of users) {
      const user = await sessionUserOf(t, name);
      const want = await expected(name, 'all', []);
      for (const ownFirst of [true, false]) {
        const walked: number[] = [];
        for (let page = 1; page <= Math.ceil(want.ids.length / 2) + 1; page++) {
          const got = await listPayments({
            db: t.database.db,
            user,
            query: paymentListQuery.parse({ tab: 'all', per_page: '2', page: String(page) }),
            apiPrefix: '/uapi',
            ownFirst,
          });
          expect(got.tab_counts, `${name} ${ownFirst}`).toEqual(want.counts);
          walked.push(...got.objects.map((o) => o.id));
        }
        expect(walked, `${name}, own calls first: ${ownFirst}`).toEqual(want.ids);
        compared += walked.length;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('reads from the user own calls only while that is the shorter way', () => {
    // The largest principal at 330,000 calls, then an ordinary agent.
    expect(readsOwnFirst({ own: 90_000, all: 605_000 }, 10)).toBe(false);
    expect(readsOwnFirst({ own: 1_228, all: 605_000 }, 10)).toBe(true);
    // A deep page makes the walk longer.
    expect(readsOwnFirst({ own: 5_000, all: 605_000 }, 10)).toBe(false);
    expect(readsOwnFirst({ own: 5_000, all: 605_000 }, 500)).toBe(true);
  });

  it('reads a scope’s sizes from the counters at most once a minute, each scope its own', async () => {
    const db = t.database.db;
    const principal = await sessionUserOf(t, 'principal');
    const agent = await sessionUserOf(t, 'agent2');
    // A clock ten minutes ahead: what the list kept for these users in real time has expired by it.
    const start = Date.now() + 10 * 60_000;
    const first = await paymentSizes(db, principal, start);
    const agentFirst = await paymentSizes(db, agent, start);
    expect(first.all).toBeGreaterThan(0);
    // Each scope its own: the other agent sees other payments than the principal.
    expect(agentFirst.own).not.toBe(first.own);
    // Seven more payments in the market's counters, read back afterwards.
    const [row] = await db
      .select()
      .from(schema.paymentCounts)
      .where(eq(schema.paymentCounts.scope, 'all'))
      .limit(1);
    const same = and(
      eq(schema.paymentCounts.scope, row!.scope),
      eq(schema.paymentCounts.scopeId, row!.scopeId),
      eq(schema.paymentCounts.scopeSubId, row!.scopeSubId),
      eq(schema.paymentCounts.portCallStatus, row!.portCallStatus),
      eq(schema.paymentCounts.paymentType, row!.paymentType),
      eq(schema.paymentCounts.status, row!.status),
    );
    await db
      .update(schema.paymentCounts)
      .set({ n: row!.n + 7 })
      .where(same);
    try {
      // Within the minute each scope answers what it read; after it, the counters again.
      expect(await paymentSizes(db, principal, start + 59_999)).toEqual(first);
      expect(await paymentSizes(db, agent, start + 59_999)).toEqual(agentFirst);
      expect(await paymentSizes(db, principal, start + 60_000)).toEqual({
        own: first.own,
        all: first.all + 7,
      });
      expect(await paymentSizes(db, agent, start + 60_001)).toEqual({
        own: agentFirst.own,
        all: agentFirst.all + 7,
      });
    } finally {
      await db.update(schema.paymentCounts).set({ n: row!.n }).where(same);
    }
  });
});
