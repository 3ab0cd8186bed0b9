import { schema } from '@portledger/db';
import { and, asc, count, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentListOrder } from '../src/modules/payments/list-payments.ts';
import { actionableCondition } from '../src/modules/payments/payment-tabs.ts';
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
});
