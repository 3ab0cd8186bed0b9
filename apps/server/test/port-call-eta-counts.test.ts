import { type PortCallStatus, portCallStatuses, statusOrder } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeMonths } from '../src/modules/port-calls/port-call-eta-counts.ts';
import type { SessionUser } from '../src/types.ts';
import { sessionUserOf, startTestApp, type TestApp } from './helpers.ts';
import {
  expectListCounts,
  expectCountersEqualRecount as expectRecount,
  portCallWorld,
  seededRandom,
  tabCountsOfStatuses,
  visibleTo,
} from './port-call-fixtures.ts';

// A list filtered by an ETA range alone counts the whole UTC months inside the range from counters
// that triggers keep per month (port_call_eta_counts, migration 0022, decision 042) and the days at
// the range's ends from port_calls. Whatever the calls' ETAs, statuses, parties and deletions, every
// tab count and the total must be those of the plain definition, written out here from the rows.

let t: TestApp;
const names = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
type Name = (typeof names)[number];
const users = {} as Record<Name, SessionUser>;
const pc = schema.portCalls;
const ids = {
  legal: 0,
  otherLegal: 0,
  legal2: 0,
  agentCompany: 0,
  agent2Company: 0,
  vessel: 0,
  port: 0,
  loading: 0,
};

/** [eta_gteq, eta_lteq]: whole months, ends inside months, open ends, one month, none, inverted. */
const ranges: [string | undefined, string | undefined][] = [
  ['2027-01-01', '2027-03-31'], // three whole months
  ['2026-12-15', '2027-02-10'], // one whole month and two ends
  ['2026-11-30', '2027-04-01'], // a day before and after whole months
  ['2027-01-01', undefined], // open end
  [undefined, '2027-01-31'], // open start
  [undefined, '2027-02-14'],
  ['2027-02-01', '2027-02-28'], // one whole month (to the next midnight)
  ['2027-01-03', '2027-01-20'], // inside one month: counted from the calls
  ['2026-12-31', '2027-01-01'], // two days across a month's first midnight
  // Ends over half their month: the month's counter less the days left out (decision 066).
  ['2026-12-02', '2027-03-30'], // less 1 Dec and 31 Mar
  ['2027-01-02', '2027-03-27'], // less 1 Jan and 28-31 Mar
  ['2026-12-10', undefined], // less 1-9 Dec, open end
  [undefined, '2027-01-25'], // open start, less 26-31 Jan
  ['2027-03-01', '2027-01-01'], // inverted: nothing
];

/** ETAs on both sides of month boundaries (UTC), in the middle of months, and none. */
const etas = [
  '2026-11-30T23:59:59Z',
  '2026-12-01T00:00:00Z',
  '2026-12-15T00:00:00Z',
  '2026-12-31T23:59:59.999Z',
  '2027-01-01T00:00:00Z',
  '2027-01-20T23:30:00Z',
  '2027-01-31T16:00:00Z', // 1 Feb in Shanghai: the filter's days are UTC days
  '2027-02-10T12:00:00Z',
  '2027-02-28T23:59:59Z',
  '2027-03-31T23:59:59Z',
  '2027-04-01T00:00:00Z',
  '2027-04-02T08:00:00Z',
  null,
];

let world: Awaited<ReturnType<typeof portCallWorld>>;
const request = (name: Name, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  world.call(name, method, url, payload);

async function ok(name: Name, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await request(name, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data.object as { id: number; lock_version: number };
}

async function create(
  eta: string | null,
  principal: 'principal' | 'principal2',
  extra: Record<string, unknown>,
) {
  return ok(principal, 'POST', '/port_calls', {
    vessel_id: ids.vessel,
    voyage_no: 'V1',
    port_id: ids.port,
    eta,
    legal_entity_id: principal === 'principal' ? ids.legal : ids.legal2,
    agent_entity_id: ids.agentCompany,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: ids.loading }],
    ...extra,
  });
}

const query = ([from, to]: (typeof ranges)[number]) =>
  [from && `eta_gteq=${from}`, to && `eta_lteq=${to}`].filter(Boolean).join('&');

/** The tab counts of a range for a user, from the rows: the calls it may see with an ETA inside. */
async function expectedCounts(name: Name, [from, to]: (typeof ranges)[number]) {
  const user = users[name];
  const rows = await t.database.db
    .select({ status: pc.status })
    .from(pc)
    .where(
      and(
        visibleTo(user),
        from ? gte(pc.eta, new Date(`${from}T00:00:00Z`)) : undefined,
        to ? lt(pc.eta, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)) : undefined,
      ),
    );
  return tabCountsOfStatuses(
    user,
    rows.map((row) => row.status as PortCallStatus),
  );
}

/**
 * Every user's answer to every range equals the definition, on the first page (the page statement
 * carries the counts) and past the last page (counted on their own). Answers the matches checked.
 */
async function expectExactCounts(step: string) {
  let checked = 0;
  for (const name of names) {
    for (const range of ranges) {
      const want = await expectedCounts(name, range);
      checked += want.all;
      for (const [tab, page] of [
        ['all', 1],
        ['in_progress', 1],
        ['all', 1000],
      ] as const) {
        const response = await request(
          name,
          'GET',
          `/port_calls?tab=${tab}&per_page=5&page=${page}&${query(range)}`,
        );
        expectListCounts(response, want, tab, `${step}: ${name} ${query(range)} tab=${tab} page=${page}`);
      }
    }
  }
  return checked;
}

/** The stored counters (rows above 0) against a recount of every port call. */
const expectCountersEqualRecount = () =>
  expectRecount(t, {
    table: 'port_call_eta_counts',
    keys: 'port_call_eta_count_keys',
    columns: ['scope', 'scope_id', 'scope_sub_id', 'month', 'status'],
  });

beforeAll(async () => {
  t = await startTestApp();
  world = await portCallWorld(t);
  ids.legal = world.ids.legalEntity;
  ids.otherLegal = world.ids.otherLegalEntity;
  ids.legal2 = world.ids.principal2LegalEntity;
  ids.agentCompany = world.ids.agentCompany;
  ids.agent2Company = world.ids.agent2Company;
  ids.vessel = world.ids.vessel;
  ids.port = world.ids.port;
  ids.loading = world.ids.loading;
  for (const name of names) users[name] = await sessionUserOf(t, name);
});
afterAll(() => t.close());

describe('whole UTC months of an ETA range', () => {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);
  const iso = (value?: Date) => value?.toISOString().slice(0, 10);
  const months = (from?: string, to?: string) => {
    const found = wholeMonths({ from: from ? day(from) : undefined, to: to ? day(to) : undefined });
    return found && [iso(found.first), iso(found.end)];
  };

  it('from the first whole month to the first month past the range', () => {
    expect(months('2027-01-01', '2027-04-01')).toEqual(['2027-01-01', '2027-04-01']);
    expect(months('2026-12-15', '2027-02-11')).toEqual(['2027-01-01', '2027-02-01']);
    expect(months('2026-12-31', '2027-12-31')).toEqual(['2027-01-01', '2027-12-01']);
    expect(months(undefined, '2027-02-15')).toEqual([undefined, '2027-02-01']);
    expect(months('2027-02-02', undefined)).toEqual(['2027-03-01', undefined]);
  });

  it('none when no whole month fits', () => {
    expect(months('2027-01-03', '2027-01-21')).toBeUndefined();
    expect(months('2027-01-15', '2027-02-15')).toBeUndefined();
    expect(months('2027-03-01', '2027-01-02')).toBeUndefined();
  });
});

describe('the tab counts of an ETA range from the month counters are exact', () => {
  const calls: number[] = [];

  it('calls of every party around month boundaries: drafts, submitted, cancelled', async () => {
    for (const [index, eta] of etas.entries()) {
      calls.push((await create(eta, 'principal', {})).id);
      calls.push(
        (
          await create(eta, 'principal', {
            legal_entity_id: ids.otherLegal,
            agent_entity_id: ids.agent2Company,
          })
        ).id,
      );
      calls.push((await create(eta, 'principal2', {})).id);
      // Drafts without a legal entity: their creator's own.
      if (index % 3 === 0) calls.push((await create(eta, 'principal', { legal_entity_id: null })).id);
    }
    // Submitted (the agents and the desk see them), some of them cancelled.
    const lock = async (id: number) =>
      (await t.database.db.select({ v: pc.lockVersion }).from(pc).where(eq(pc.id, id)))[0]!.v;
    const act = async (name: Name, id: number, action: string) =>
      ok(name, 'POST', `/port_calls/${id}/${action}`, {
        lock_version: await lock(id),
        ...(action === 'cancel' || action === 'decline' ? { reason: 'test' } : {}),
      });
    const rows = await t.database.db
      .select({ id: pc.id, eta: pc.eta, legal: pc.legalEntityId, principal: pc.principalEntityId })
      .from(pc);
    const mine = rows.filter((row) => calls.includes(row.id) && row.eta !== null && row.legal !== null);
    for (const [index, row] of mine.entries()) {
      if (index % 4 === 3) continue; // stays a draft
      const owner: Name = row.principal === users.principal.entityId ? 'principal' : 'principal2';
      await act(owner, row.id, 'submit');
      if (index % 4 === 1) await act(owner, row.id, 'cancel');
    }
    expect(await expectExactCounts('created')).toBeGreaterThan(40);
    await expectCountersEqualRecount();
  });

  it('after ETAs move across months (saved through the API) and further statuses', async () => {
    const drafts = await t.database.db
      .select({ id: pc.id, v: pc.lockVersion, principal: pc.principalEntityId })
      .from(pc)
      .where(and(eq(pc.status, 'port_call_draft'), sql`${pc.id} = any(${sql.param(calls)}::int[])`));
    for (const [index, draft] of drafts.entries()) {
      const owner: Name = draft.principal === users.principal.entityId ? 'principal' : 'principal2';
      await ok(owner, 'PUT', `/port_calls/${draft.id}`, {
        lock_version: draft.v,
        eta: etas[(index * 5) % etas.length],
      });
    }
    await t.database.db
      .update(pc)
      .set({ status: 'fda_pending_approval', statusOrder: statusOrder('fda_pending_approval') })
      .where(eq(pc.id, calls[0]!));
    await expectExactCounts('moved');
    await expectCountersEqualRecount();
  });

  it('the counters equal a recount after a random sequence of changes, and the answers stay exact', async () => {
    const db = t.database.db;
    const existing = async () =>
      (
        await db
          .select({ id: pc.id })
          .from(pc)
          .where(sql`${pc.id} = any(${sql.param(calls)}::int[])`)
      ).map((row) => row.id);
    const { random, pick } = seededRandom(20261127);
    const parties = [
      { principalEntityId: users.principal.entityId, legalEntityId: ids.legal },
      { principalEntityId: users.principal.entityId, legalEntityId: ids.otherLegal },
      { principalEntityId: users.principal.entityId, legalEntityId: null, createdById: users.principal.id },
      { principalEntityId: users.principal2.entityId, legalEntityId: ids.legal2 },
    ];
    for (let step = 0; step < 60; step++) {
      const id = pick(await existing());
      const status = pick(portCallStatuses);
      const eta = pick(etas);
      const changes = [
        { status, statusOrder: statusOrder(status) },
        { eta: eta === null ? null : new Date(eta) },
        { eta: eta === null ? null : new Date(eta), status, statusOrder: statusOrder(status) },
        { agentEntityId: pick([ids.agentCompany, ids.agent2Company, null]) },
        pick(parties),
        { remarks: `unrelated ${step}` },
      ];
      await db.transaction(async (tx) => {
        await tx.update(pc).set(pick(changes)).where(eq(pc.id, id));
        if (random(4) === 0)
          await tx
            .update(pc)
            .set(pick(changes))
            .where(eq(pc.id, pick(calls)));
      });
      if (random(20) === 0) await db.delete(pc).where(eq(pc.id, id));
    }
    expect((await existing()).length).toBeGreaterThan(20);
    await expectCountersEqualRecount();
    await expectExactCounts('random changes');
    // The rebuild recounts the same rows (what bench/data runs after its load).
    const key = (row: typeof schema.portCallEtaCounts.$inferSelect) =>
      `${row.scope} ${row.scopeId} ${row.scopeSubId} ${row.month} ${row.status} ${row.n}`;
    const before = await db.select().from(schema.portCallEtaCounts).where(sql`n <> 0`);
    await db.execute(sql`select port_call_eta_counts_rebuild()`);
    const after = await db.select().from(schema.portCallEtaCounts);
    expect(after.map(key).sort()).toEqual(before.map(key).sort());
  });
});
