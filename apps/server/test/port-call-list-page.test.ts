import {
  actionableStatuses,
  doneStatuses,
  dueFlag,
  type PortCallStatus,
  portCallStatuses,
} from '@portledger/contracts';
import { schema } from '@portledger/db';
import { count, eq, min, ne, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, sessionUserOf, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld, visibleTo } from './port-call-fixtures.ts';

// The list's page is one statement (ids, names and due dates): prepared once per kind of user, tab
// and order when there are no filters, built per request otherwise (port-call-page.ts). Both forms
// must answer what the list answered before: the same rows in the order the sort defines, the
// names of the detail, the due marker of the earliest unpaid payment, and every page of a
// paginated walk. A filter that keeps every call (all statuses) takes the built form, so the two
// forms are compared on the same calls, for every user, tab and order. The page also carries the
// tab counts of the user's scope (decision 035): every user who gets rows has calls it must not
// see (another company's, another agent's, a legal entity its principal does not manage, drafts),
// and its counts are checked against a count with the visibility rules written out.

let t: TestApp;
const users = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
const tabs = ['all', 'actionable', 'in_progress', 'drafts', 'done'] as const;
const orders = [
  '',
  'sort=status_order',
  'sort=-status_order',
  'sort=eta',
  'sort=-eta',
  'sort=etd',
  'sort=-etd',
  'sort=ref_no',
  'sort=-ref_no',
  'sort=updated_at',
  'sort=-updated_at',
  'descDateRemarks=true',
] as const;
const everyStatus = portCallStatuses.map((status) => `status_in=${status}`).join('&');
let tokens: Record<string, string> = {};

interface Item {
  id: number;
  status_order: number;
  eta: string | null;
  etd: string | null;
  ref_no: string;
  updated_at: string;
  due_flag: string | null;
  [field: string]: unknown;
}

async function list(name: string, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/uapi/port_calls?${query}`,
    headers: auth(tokens[name]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    objects: Item[];
    page: { total_count: number };
    tab_counts: Record<string, number>;
  };
}

/** The order a sort defines, written out: nulls last for the nullable dates, the id breaks ties. */
function compare(order: string) {
  const [field, descending] = order.startsWith('sort=')
    ? [order.slice(5).replace(/^-/, ''), order.startsWith('sort=-')]
    : order
      ? ['updated_at', true]
      : [undefined, false];
  const key = (item: Item, name: string) => item[name] as string | number | null;
  const by = (name: string, desc: boolean) => (a: Item, b: Item) => {
    const x = key(a, name);
    const y = key(b, name);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * (desc ? -1 : 1);
  };
  const keys = field === undefined ? [by('status_order', false), by('eta', false)] : [by(field, descending)];
  return (a: Item, b: Item) => {
    for (const each of keys) {
      const result = each(a, b);
      if (result !== 0) return result;
    }
    return (a.id - b.id) * (descending ? -1 : 1);
  };
}

beforeAll(async () => {
  t = await startTestApp();
  const world = await portCallWorld(t);
  tokens = world.tokens;
  // Accepted calls with payments: unpaid ones due yesterday and in a month on the first (the
  // earlier one marks it), a paid one due long ago beside an unpaid one on the second (the paid
  // one does not count), one without a due date on the third.
  const calls = [
    await world.acceptedPortCall(),
    await world.acceptedPortCall(),
    await world.acceptedPortCall(),
    ...(await world.callsOutOfScope()),
  ];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const payment = (index: number, status: string, dueOn: string | null) => ({
    portCallId: calls[index]!.id,
    daId: calls[index]!.da.id,
    paymentType: 'advance',
    amount: '100.00',
    currency: 'USD',
    status,
    dueOn,
  });
  await t.database.db
    .insert(schema.payments)
    .values([
      payment(0, 'pending', day(30)),
      payment(0, 'pending', day(-1)),
      payment(1, 'done', day(-40)),
      payment(1, 'pending', day(2)),
      payment(2, 'pending', null),
      payment(3, 'pending', day(-2)),
      payment(4, 'pending', day(5)),
    ]);
});

afterAll(async () => {
  await t?.close();
});

describe('the port-call list page', () => {
  it('answers the same rows, counts and order with and without filters, for every user, tab and order', async () => {
    let compared = 0;
    for (const name of users) {
      for (const tab of tabs) {
        for (const order of orders) {
          const query = `tab=${tab}&per_page=100${order ? `&${order}` : ''}`;
          const prepared = await list(name, query);
          const built = await list(name, `${query}&${everyStatus}`);
          expect(built, `${name} ${query}`).toEqual(prepared);
          expect(prepared.objects.length, `${name} ${query}`).toBe(prepared.page.total_count);
          const sorted = [...prepared.objects].sort(compare(order));
          expect(
            prepared.objects.map((o) => o.id),
            `${name} ${query}`,
          ).toEqual(sorted.map((o) => o.id));
          compared += prepared.objects.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('walks pages in order, and a page past the end is empty with the same counts', async () => {
    for (const name of users) {
      for (const filter of ['', `&${everyStatus}`]) {
        const whole = await list(name, `tab=all&per_page=100${filter}`);
        const walked: number[] = [];
        for (let page = 1; page <= Math.ceil(whole.page.total_count / 3) + 1; page++) {
          const part = await list(name, `tab=all&per_page=3&page=${page}${filter}`);
          expect(part.tab_counts).toEqual(whole.tab_counts);
          expect(part.page.total_count).toBe(whole.page.total_count);
          walked.push(...part.objects.map((o) => o.id));
        }
        expect(walked, name).toEqual(whole.objects.map((o) => o.id));
      }
    }
  });

  it('shows the names of the detail and the due marker of the earliest unpaid payment', async () => {
    const db = t.database.db;
    const p = schema.payments;
    const dues = await db
      .select({ portCallId: p.portCallId, dueOn: min(p.dueOn) })
      .from(p)
      .where(ne(p.status, 'done'))
      .groupBy(p.portCallId);
    const dueOf = new Map(dues.map((row) => [row.portCallId, row.dueOn]));
    const today = new Date().toISOString().slice(0, 10);
    const flags = new Set<string | null>();
    for (const name of users) {
      const { objects } = await list(name, 'tab=all&per_page=100');
      for (const item of objects) {
        const detail = await t.app.inject({
          method: 'GET',
          url: `/uapi/port_calls/${item.id}`,
          headers: auth(tokens[name]),
        });
        const object = detail.json().data.object;
        for (const field of [
          'ref_no',
          'status',
          'status_label',
          'vessel',
          'voyage_no',
          'port',
          'principal',
        ] as const) {
          expect(item[field], `${name} ${item.id} ${field}`).toEqual(object[field]);
        }
        for (const field of ['legal_entity', 'agent', 'eta', 'etd', 'updated_at', 'request_type'] as const) {
          expect(item[field], `${name} ${item.id} ${field}`).toEqual(object[field]);
        }
        const expected = dueFlag(dueOf.get(item.id) ?? null, 'pending', today);
        expect(item.due_flag, `${name} ${item.id}`).toBe(expected);
        flags.add(item.due_flag);
      }
    }
    expect(flags).toEqual(new Set(['due', 'due_soon', null]));
  });

  it("carries the tab counts of the user's own scope on the page, with and without filters", async () => {
    const db = t.database.db;
    const pc = schema.portCalls;
    const everyCall = (await db.select({ n: count() }).from(pc))[0]!.n;
    for (const name of users) {
      const user = await sessionUserOf(t, name);
      // The counts written out: the visible calls per status, summed over each tab's statuses.
      const rows = await db
        .select({ status: pc.status, n: count() })
        .from(pc)
        .innerJoin(schema.das, eq(schema.das.portCallId, pc.id))
        .where(visibleTo(user))
        .groupBy(pc.status);
      const sum = (keep: (status: PortCallStatus) => boolean) =>
        rows.filter((row) => keep(row.status as PortCallStatus)).reduce((total, row) => total + row.n, 0);
      const want = {
        all: sum(() => true),
        actionable: sum((status) => actionableStatuses(user.kind).includes(status)),
        in_progress: sum((status) => status !== 'port_call_draft' && !doneStatuses.includes(status)),
        drafts: sum((status) => status === 'port_call_draft'),
        done: sum((status) => doneStatuses.includes(status)),
      };
      const [hidden] = await db
        .select({ n: count() })
        .from(pc)
        .where(not(visibleTo(user)));
      // Every user has rows here (the page carries the counts) and calls it must not count.
      expect(want.all, name).toBeGreaterThan(0);
      expect(hidden!.n, name).toBeGreaterThan(0);
      expect(want.all + hidden!.n, name).toBe(everyCall);
      for (const tab of tabs) {
        for (const filter of ['', `&${everyStatus}`]) {
          const got = await list(name, `tab=${tab}&per_page=100${filter}`);
          expect(got.tab_counts, `${name} ${tab}${filter}`).toEqual(want);
          expect(got.objects.length, `${name} ${tab}${filter}`).toBe(want[tab]);
        }
      }
    }
  });
});
