import type { PortCallStatus } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, eq, exists, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/types.ts';
import { auth, sessionUserOf, startTestApp, type TestApp } from './helpers.ts';
import { expectListCounts, portCallWorld, tabCountsOfStatuses, visibleTo } from './port-call-fixtures.ts';

// The list's page statement is built once per shape of filters (which filters and searches, the
// statuses they name, the form of each search) and executed with each request's values as
// parameters, what a search matches included (decision 044). A value kept in the statement by mistake would answer the first request's filter to every
// later one of the same shape. So each filter is asked in turn with several values (one matching
// nothing), for every user, and each answer must be the calls that filter selects, written out
// here in SQL: the ids, the total, every tab count, and the counts of a page past the end (its own
// statement, with the values inline).

let t: TestApp;
const pc = schema.portCalls;
const names = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
let tokens: Record<string, string> = {};
const users = {} as Record<(typeof names)[number], SessionUser>;

/** A filter of the list: the query for a value, and the same selection in SQL. */
interface Filter {
  name: string;
  values: readonly (string | number)[];
  query: (value: string | number) => string;
  where: (value: string | number) => SQL;
}

/** `text` in one of the call's own columns, or in its vessel's name or IMO, or its port's name or code. */
function searched(text: string, own: AnyPgColumn[]): SQL {
  const pattern = `%${text}%`;
  const v = schema.vessels;
  const p = schema.ports;
  return or(
    ...own.map((column) => ilike(column, pattern)),
    exists(
      sql`(select 1 from ${v} where ${v.id} = ${pc.vesselId} and (${v.name} ilike ${pattern} or ${v.imo} ilike ${pattern}))`,
    ),
    exists(
      sql`(select 1 from ${p} where ${p.id} = ${pc.portId} and (${p.name} ilike ${pattern} or ${p.unlocode} ilike ${pattern}))`,
    ),
  )!;
}

const dayStart = (day: string | number) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string | number) => new Date(dayStart(day).getTime() + 86_400_000);
const filters: Filter[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const world = await portCallWorld(t);
  tokens = world.tokens;
  const calls = [
    await world.acceptedPortCall(),
    await world.acceptedPortCall({ legalEntityId: world.ids.otherLegalEntity }),
    await world.acceptedPortCall({ agent: 'agent2' }),
    await world.acceptedPortCall(),
    await world.draftPortCall(),
    ...(await world.callsOutOfScope()),
  ];
  const db = t.database.db;
  for (const name of names) users[name] = await sessionUserOf(t, name);
  const [otherPort] = await db
    .select({ id: schema.ports.id })
    .from(schema.ports)
    .where(eq(schema.ports.unlocode, 'SGSIN'));
  const [otherVessel] = await db
    .insert(schema.vessels)
    .values({ name: 'SHAPE CARRIER', imo: '9074729' })
    .returning({ id: schema.vessels.id });
  // Spread the calls over two ports, two vessels, ETAs months apart and remarks, so every filter
  // below has values that keep different calls.
  const etas = [
    '2026-10-03T10:00:00Z',
    '2026-12-10T06:00:00Z',
    '2027-01-31T23:00:00Z',
    '2027-03-15T00:00:00Z',
  ];
  for (const [index, call] of calls.entries()) {
    await db
      .update(pc)
      .set({
        portId: index % 2 === 0 ? world.ids.port : otherPort!.id,
        vesselId: index % 3 === 0 ? otherVessel!.id : world.ids.vessel,
        eta: new Date(etas[index % etas.length]!),
        remarks: index % 2 === 0 ? 'tug ordered' : 'berth window',
        chartererRemarks: index % 3 === 1 ? 'laycan 5-7' : null,
      })
      .where(eq(pc.id, call.id));
  }
  const ids = { ...world.ids, otherPort: otherPort!.id, otherVessel: otherVessel!.id };
  filters.push(
    {
      name: 'port',
      values: [ids.port, ids.otherPort, 999_999],
      query: (v) => `port_id_eq=${v}`,
      where: (v) => eq(pc.portId, Number(v)),
    },
    {
      name: 'vessel',
      values: [ids.vessel, ids.otherVessel],
      query: (v) => `vessel_id_eq=${v}`,
      where: (v) => eq(pc.vesselId, Number(v)),
    },
    {
      name: 'agent',
      values: [ids.agentCompany, ids.agent2Company],
      query: (v) => `agent_entity_id_eq=${v}`,
      where: (v) => eq(pc.agentEntityId, Number(v)),
    },
    {
      name: 'legal entity',
      values: [ids.legalEntity, ids.otherLegalEntity, ids.principal2LegalEntity],
      query: (v) => `legal_entity_id_eq=${v}`,
      where: (v) => eq(pc.legalEntityId, Number(v)),
    },
    {
      name: 'ETA from',
      values: ['2026-12-10', '2027-01-01', '2027-04-01'],
      query: (v) => `eta_gteq=${v}`,
      where: (v) => gte(pc.eta, dayStart(v)),
    },
    {
      name: 'ETA to',
      values: ['2026-12-09', '2027-01-31', '2027-03-15'],
      query: (v) => `eta_lteq=${v}`,
      where: (v) => lt(pc.eta, nextDay(v)),
    },
    {
      name: 'ETA range (whole months)',
      values: ['2026-10-01/2026-12-31', '2027-01-01/2027-03-31'],
      query: (v) => `eta_gteq=${String(v).split('/')[0]}&eta_lteq=${String(v).split('/')[1]}`,
      where: (v) =>
        and(gte(pc.eta, dayStart(String(v).split('/')[0]!)), lt(pc.eta, nextDay(String(v).split('/')[1]!)))!,
    },
    {
      name: 'port and ETA range',
      values: [`${ids.port}/2026-10-01/2026-12-10`, `${ids.otherPort}/2026-12-10/2027-03-15`],
      query: (v) => {
        const [port, from, to] = String(v).split('/');
        return `port_id_eq=${port}&eta_gteq=${from}&eta_lteq=${to}`;
      },
      where: (v) => {
        const [port, from, to] = String(v).split('/');
        return and(eq(pc.portId, Number(port)), gte(pc.eta, dayStart(from!)), lt(pc.eta, nextDay(to!)))!;
      },
    },
    {
      name: 'remarks',
      values: ['tug', 'BERTH', 'nothing like it'],
      query: (v) => `onlyRemarks=${encodeURIComponent(v)}`,
      where: (v) => ilike(pc.remarks, `%${v}%`),
    },
    {
      // Trigram-sized text read first (vessel, port, the calls' own columns as ids), and shorter
      // text scanned: both forms, with values that match different calls in turn.
      name: 'search',
      values: ['SHAPE', 'FIXTURE TR', 'Singapore', 'cnsha', calls[2]!.ref_no, 'zz', 'SG'],
      query: (v) => `q=${encodeURIComponent(v)}`,
      where: (v) => searched(String(v), [pc.refNo, pc.voyageNo, pc.agencyRefNo]),
    },
    {
      name: 'search and port',
      values: [`${ids.port}/SHAPE`, `${ids.otherPort}/FIXTURE`, `${ids.port}/SG`],
      query: (v) => `port_id_eq=${String(v).split('/')[0]}&q=${String(v).split('/')[1]}`,
      where: (v) =>
        and(
          eq(pc.portId, Number(String(v).split('/')[0])),
          searched(String(v).split('/')[1]!, [pc.refNo, pc.voyageNo, pc.agencyRefNo]),
        )!,
    },
    {
      name: 'every word',
      values: ['tug', 'berth window', 'laycan SHAPE', 'tug Singapore'],
      query: (v) => `containsAll=${encodeURIComponent(v)}`,
      where: (v) =>
        and(
          ...String(v)
            .split(' ')
            .map((word) =>
              searched(word, [pc.refNo, pc.voyageNo, pc.agencyRefNo, pc.remarks, pc.chartererRemarks]),
            ),
        )!,
    },
    {
      name: 'charterer remarks',
      values: ['laycan', 'zzz'],
      query: (v) => `chartererRemarks=${encodeURIComponent(v)}`,
      where: (v) => ilike(pc.chartererRemarks, `%${v}%`),
    },
  );
});

afterAll(async () => {
  await t?.close();
});

/** The calls the user's list must show for a selection: visible, with their DA, by id. */
async function wanted(user: SessionUser, where: SQL) {
  const rows = await t.database.db
    .select({ id: pc.id, status: pc.status })
    .from(pc)
    .where(
      and(
        visibleTo(user),
        where,
        exists(sql`(select 1 from ${schema.das} where ${schema.das.portCallId} = ${pc.id})`),
      ),
    );
  return {
    ids: rows.map((row) => row.id).sort((a, b) => a - b),
    counts: tabCountsOfStatuses(
      user,
      rows.map((row) => row.status as PortCallStatus),
    ),
  };
}

const list = (name: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/uapi/port_calls?${query}`, headers: auth(tokens[name]) });

describe('the port-call list built once per shape of filters', () => {
  it("answers each request's own values: every filter, several values in turn, every user", async () => {
    let matched = 0;
    for (const filter of filters) {
      const differentAnswers = new Set<string>();
      for (const name of names) {
        for (const value of filter.values) {
          const label = `${name} ${filter.name} ${value}`;
          const want = await wanted(users[name], filter.where(value));
          const response = await list(name, `tab=all&per_page=100&${filter.query(value)}`);
          expectListCounts(response, want.counts, 'all', label);
          const ids = (response.json().data.objects as { id: number }[])
            .map((o) => o.id)
            .sort((a, b) => a - b);
          expect(ids, label).toEqual(want.ids);
          // Past the end: no row carries the counts, so they are counted by a statement of their own.
          const past = await list(name, `tab=all&per_page=100&page=9&${filter.query(value)}`);
          expectListCounts(past, want.counts, 'all', `${label}, past the end`);
          differentAnswers.add(JSON.stringify(ids));
          matched += ids.length;
        }
      }
      // Otherwise the filter's values would not tell a kept value from the request's.
      expect(differentAnswers.size, filter.name).toBeGreaterThan(1);
    }
    expect(matched).toBeGreaterThan(50);
  });
});
