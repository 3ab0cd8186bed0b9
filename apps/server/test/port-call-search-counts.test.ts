import { type PortCallStatus, portCallStatuses, statusOrder } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// The tab counts of a search (`q` alone, trigram-sized) come from counters per vessel and port that
// triggers keep (port_call_search_counts, migration 0017, decision 036), with the calls of both a
// matching vessel and a matching port subtracted and the calls matching only on their own columns
// added. Whatever the calls' statuses, vessels, ports, parties and deletions, every tab count and
// the total must be those of the plain definition, written out here from the rows.

let t: TestApp;
const names = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
type Name = (typeof names)[number];
const users = {} as Record<Name, SessionUser>;
const s = schema;
const pc = s.portCalls;

const ids = {
  legal: 0,
  otherLegal: 0,
  legal2: 0,
  agentCompany: 0,
  agent2Company: 0,
  loading: 0,
  /** QUOKKA STAR, QUOKKA MOON (IMO 9074729), PLAIN BARGE */
  vesselA: 0,
  vesselB: 0,
  vesselX: 0,
  /** Quokka Harbour (XQQKH), Wombat Bay (XQWMB) */
  portQ: 0,
  portX: 0,
};

/** Texts: vessels and port and references, vessels only, one vessel by IMO, the port only, references only. */
const texts = ['quokka', 'quokka star', 'quokka moon', '907472', 'quokka harbour', 'XQQKH', 'QK-ref', 'zzzq'];

let world: Awaited<ReturnType<typeof portCallWorld>>;
const request = (name: Name, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  world.call(name, method, url, payload);

async function ok(name: Name, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await request(name, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data.object as { id: number; lock_version: number };
}

interface CallSpec {
  principal?: 'principal' | 'principal2';
  legal?: number | null;
  agent?: number;
  vessel?: number | null;
  port?: number | null;
  voyage?: string;
}

async function create(spec: CallSpec) {
  const principal = spec.principal ?? 'principal';
  return ok(principal, 'POST', '/port_calls', {
    vessel_id: spec.vessel === undefined ? ids.vesselX : spec.vessel,
    voyage_no: spec.voyage ?? 'V1',
    port_id: spec.port === undefined ? ids.portX : spec.port,
    eta: '2026-12-10T06:00:00Z',
    legal_entity_id:
      spec.legal === undefined ? (principal === 'principal' ? ids.legal : ids.legal2) : spec.legal,
    agent_entity_id: spec.agent ?? ids.agentCompany,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: ids.loading }],
  });
}

async function lockVersion(id: number) {
  const [row] = await t.database.db.select({ v: pc.lockVersion }).from(pc).where(eq(pc.id, id));
  return row!.v;
}

async function act(name: Name, id: number, action: 'submit' | 'accept' | 'cancel' | 'decline') {
  const reason = action === 'cancel' || action === 'decline' ? { reason: 'test' } : {};
  return ok(name, 'POST', `/port_calls/${id}/${action}`, { lock_version: await lockVersion(id), ...reason });
}

async function edit(name: Name, id: number, changes: Record<string, unknown>) {
  return ok(name, 'PUT', `/port_calls/${id}`, { lock_version: await lockVersion(id), ...changes });
}

/** A status the workflow reaches later (DA steps), written directly with its order. */
async function setStatus(id: number, status: PortCallStatus) {
  await t.database.db
    .update(pc)
    .set({ status, statusOrder: statusOrder(status) })
    .where(eq(pc.id, id));
}

/** ILIKE '%text%' (the test texts have no `%`, `_` or locale-dependent case). */
const contains = (value: string | null, text: string) =>
  (value ?? '').toLowerCase().includes(text.toLowerCase());

/** The tab counts of `q=text` for a user, from the rows: the calls it may see that contain the text. */
async function expectedCounts(name: Name, text: string) {
  const user = users[name];
  const rows = await t.database.db
    .select({
      status: pc.status,
      own: sql<string[]>`array[${pc.refNo}, ${pc.voyageNo}, ${pc.agencyRefNo}, ${s.vessels.name},
        ${s.vessels.imo}, ${s.ports.name}, ${s.ports.unlocode}]`,
    })
    .from(pc)
    .leftJoin(s.vessels, eq(s.vessels.id, pc.vesselId))
    .leftJoin(s.ports, eq(s.ports.id, pc.portId))
    .where(visibleTo(user));
  const matching = rows.filter((row) => row.own.some((value) => contains(value, text)));
  return tabCountsOfStatuses(
    user,
    matching.map((row) => row.status as PortCallStatus),
  );
}

/**
 * Every user's answer to every text equals the definition: the tab counts, the total of tab=all and
 * of tab=done, on the first page (the page statement carries the counts) and past the last page
 * (no row to carry them: counted on their own). Answers how many matches were checked in all.
 */
async function expectExactCounts(step: string) {
  let checked = 0;
  for (const name of names) {
    for (const text of texts) {
      const want = await expectedCounts(name, text);
      checked += want.all;
      for (const [tab, page] of [
        ['all', 1],
        ['done', 1],
        ['all', 1000],
      ] as const) {
        const response = await request(
          name,
          'GET',
          `/port_calls?tab=${tab}&per_page=5&page=${page}&q=${encodeURIComponent(text)}`,
        );
        expectListCounts(response, want, tab, `${step}: ${name} q=${text} tab=${tab} page=${page}`);
      }
    }
  }
  return checked;
}

/** The stored counters (rows above 0) against a recount of every port call. */
const expectCountersEqualRecount = () =>
  expectRecount(t, {
    table: 'port_call_search_counts',
    keys: 'port_call_search_count_keys',
    columns: ['scope', 'scope_id', 'scope_sub_id', 'kind', 'item_id', 'status'],
  });

beforeAll(async () => {
  t = await startTestApp();
  // The demo users signed in, their legal entities and companies, and the loading activity.
  world = await portCallWorld(t);
  ids.legal = world.ids.legalEntity;
  ids.otherLegal = world.ids.otherLegalEntity;
  ids.legal2 = world.ids.principal2LegalEntity;
  ids.agentCompany = world.ids.agentCompany;
  ids.agent2Company = world.ids.agent2Company;
  ids.loading = world.ids.loading;
  for (const name of names) users[name] = await sessionUserOf(t, name);
  const db = t.database.db;
  const vessels = await db
    .insert(s.vessels)
    .values([
      { name: 'QUOKKA STAR', imo: '9074717' },
      { name: 'QUOKKA MOON', imo: '9074729' },
      { name: 'PLAIN BARGE', imo: '9074731' },
    ])
    .returning({ id: s.vessels.id });
  [ids.vesselA, ids.vesselB, ids.vesselX] = vessels.map((vessel) => vessel.id) as [number, number, number];
  const ports = await db
    .insert(s.ports)
    .values([
      { unlocode: 'XQQKH', name: 'Quokka Harbour' },
      { unlocode: 'XQWMB', name: 'Wombat Bay' },
    ])
    .returning({ id: s.ports.id });
  [ids.portQ, ids.portX] = ports.map((port) => port.id) as [number, number];
});
afterAll(() => t.close());

describe('the search tab counts from the vessel and port counters are exact', () => {
  const calls: Record<string, number> = {};

  it('calls matching through their vessel, their port, both, and their own references', async () => {
    const { vesselA, vesselB, vesselX, portQ, portX } = ids;
    // Both vessel and port match (counted once, not twice), and references that also match.
    calls.both = (await create({ vessel: vesselA, port: portQ })).id;
    calls.bothAndRef = (await create({ vessel: vesselA, port: portQ, voyage: 'QK-REF-1' })).id;
    calls.vesselOnly = (await create({ vessel: vesselA, port: portX })).id;
    calls.vesselRef = (await create({ vessel: vesselB, port: portX, voyage: 'quokka-qk-ref' })).id;
    calls.portOnly = (
      await create({ vessel: vesselX, port: portQ, legal: ids.otherLegal, agent: ids.agent2Company })
    ).id;
    calls.portRef = (await create({ vessel: vesselX, port: portQ, voyage: 'QK-REF-2' })).id;
    calls.refOnly = (await create({ vessel: vesselX, port: portX, voyage: 'Quokka QK-REF-3' })).id;
    // Without a vessel or port: drafts (submitting needs both).
    calls.noVessel = (await create({ vessel: null, port: portQ, voyage: 'QK-REF-4' })).id;
    calls.noPort = (await create({ vessel: vesselB, port: null })).id;
    calls.nothing = (await create({ vessel: null, port: null, voyage: 'QK-REF-5' })).id;
    // Drafts without a legal entity: their creator's own.
    calls.ownDraft = (await create({ vessel: vesselA, port: portQ, legal: null })).id;
    calls.ownDraftRef = (await create({ vessel: vesselX, port: portX, legal: null, voyage: 'QK-REF-6' })).id;
    // The other principal's, one given to the other agent.
    calls.theirs = (await create({ principal: 'principal2', vessel: vesselA, port: portQ })).id;
    calls.theirsRef = (
      await create({
        principal: 'principal2',
        vessel: vesselX,
        port: portQ,
        voyage: 'QK-REF-7',
        agent: ids.agent2Company,
      })
    ).id;
    // Submitted (the agents and the desk see them), some accepted, one declined, one cancelled.
    for (const key of ['both', 'bothAndRef', 'vesselOnly', 'vesselRef', 'portOnly', 'portRef', 'refOnly'])
      await act('principal', calls[key]!, 'submit');
    for (const key of ['theirs', 'theirsRef']) await act('principal2', calls[key]!, 'submit');
    await act('agent', calls.both!, 'accept');
    await act('agent', calls.refOnly!, 'accept');
    await act('agent2', calls.theirsRef!, 'accept');
    await act('agent', calls.vesselRef!, 'decline');
    await act('principal', calls.portRef!, 'cancel');
    expect(await expectExactCounts('created')).toBeGreaterThan(20);
    await expectCountersEqualRecount();
  });

  it('after status changes further along the workflow', async () => {
    await setStatus(calls.both!, 'pda_under_creation');
    await setStatus(calls.refOnly!, 'da_completed');
    await setStatus(calls.theirsRef!, 'fda_pending_approval');
    await expectExactCounts('statuses');
    await expectCountersEqualRecount();
  });

  it('after a call changes its vessel or port (saved through the API)', async () => {
    const { vesselA, vesselX, portQ, portX } = ids;
    // Appointed (not yet accepted) and draft calls may still be edited by their principal.
    await edit('principal', calls.vesselOnly!, { vessel_id: vesselX }); // now matches nothing by vessel
    await edit('principal', calls.portOnly!, { vessel_id: vesselA }); // now both
    await edit('principal', calls.noVessel!, { port_id: portX }); // now by its reference only
    await edit('principal', calls.ownDraftRef!, { port_id: portQ }); // now by port and reference
    await edit('principal', calls.noPort!, { vessel_id: null, port_id: portQ });
    await expectExactCounts('vessels and ports');
    await expectCountersEqualRecount();
  });

  it('after the legal entity or the agent of a call changes', async () => {
    // Through the API: another legal entity, none (an own draft), another agent.
    await edit('principal', calls.ownDraft!, { legal_entity_id: ids.otherLegal });
    await edit('principal', calls.noPort!, { legal_entity_id: null });
    await edit('principal', calls.portOnly!, { agent_entity_id: ids.agentCompany });
    // Directly: an accepted call given to the other agent, one moved to a legal entity the
    // principal does not manage (the other principal's).
    const db = t.database.db;
    await db.update(pc).set({ agentEntityId: ids.agent2Company }).where(eq(pc.id, calls.both!));
    await db
      .update(pc)
      .set({ principalEntityId: users.principal2.entityId, legalEntityId: ids.legal2 })
      .where(eq(pc.id, calls.bothAndRef!));
    await expectExactCounts('parties');
    await expectCountersEqualRecount();
  });

  it('after deletes', async () => {
    await t.database.db.delete(pc).where(eq(pc.id, calls.theirs!));
    await t.database.db.delete(pc).where(eq(pc.id, calls.refOnly!));
    await expectExactCounts('deletes');
    await expectCountersEqualRecount();
  });

  it('the counters equal a recount after a random sequence of changes, and the answers stay exact', async () => {
    const db = t.database.db;
    const mine = Object.values(calls);
    const existing = async () =>
      (
        await db
          .select({ id: pc.id })
          .from(pc)
          .where(sql`${pc.id} = any(${sql.param(mine)}::int[])`)
      ).map((row) => row.id);
    const { random, pick } = seededRandom(20261127);
    const vessels = [ids.vesselA, ids.vesselB, ids.vesselX, null];
    const ports = [ids.portQ, ids.portX, null];
    const parties = [
      { principalEntityId: users.principal.entityId, legalEntityId: ids.legal },
      { principalEntityId: users.principal.entityId, legalEntityId: ids.otherLegal },
      { principalEntityId: users.principal.entityId, legalEntityId: null, createdById: users.principal.id },
      { principalEntityId: users.principal2.entityId, legalEntityId: ids.legal2 },
    ];
    for (let step = 0; step < 60; step++) {
      const id = pick(await existing());
      const status = pick(portCallStatuses);
      const changes = [
        { status, statusOrder: statusOrder(status) },
        { vesselId: pick(vessels) },
        { portId: pick(ports) },
        { vesselId: pick(vessels), portId: pick(ports), status, statusOrder: statusOrder(status) },
        { agentEntityId: pick([ids.agentCompany, ids.agent2Company, null]) },
        pick(parties),
        { remarks: `unrelated ${step}` },
      ];
      const change = pick(changes);
      // Now and then in one transaction with a second change of another call, or a delete.
      await db.transaction(async (tx) => {
        await tx.update(pc).set(change).where(eq(pc.id, id));
        if (random(4) === 0)
          await tx
            .update(pc)
            .set(pick(changes))
            .where(eq(pc.id, pick(mine)));
      });
      if (random(20) === 0) await db.delete(pc).where(eq(pc.id, id));
    }
    expect((await existing()).length).toBeGreaterThan(5);
    await expectCountersEqualRecount();
    await expectExactCounts('random changes');
    // The rebuild recounts the same rows (what bench/data runs after its load).
    const before = await db.select().from(s.portCallSearchCounts).where(sql`n <> 0`);
    await db.execute(sql`select port_call_search_counts_rebuild()`);
    const after = await db.select().from(s.portCallSearchCounts);
    const key = (row: (typeof after)[number]) =>
      `${row.scope} ${row.scopeId} ${row.scopeSubId} ${row.kind} ${row.itemId} ${row.status} ${row.n}`;
    expect(after.map(key).sort()).toEqual(before.map(key).sort());
  });
});
