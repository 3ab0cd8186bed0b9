import { schema } from '@portledger/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  containsText,
  ownSearchAllColumns,
  ownSearchColumns,
} from '../src/modules/port-calls/port-call-search.ts';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

// The list's search (q, containsAll, remarks filters) reads trigram indexes or id sets depending on
// the text (decision 020). Whatever the form, the answer must be the one of the plain definition:
// the visible calls, in the list's order, whose columns contain the text case-insensitively and
// literally. This file builds calls through the API and compares every answer with that definition
// computed here from the rows.

let t: TestApp;
const users = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
const tokens: Record<string, string> = {};
const tabs = ['all', 'actionable', 'in_progress', 'drafts', 'done'] as const;

const get = (name: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/uapi${url}`, headers: auth(tokens[name]) });

interface Searchable {
  id: number;
  own: string[];
  remarks: string | null;
  chartererRemarks: string | null;
}
let rows = new Map<number, Searchable>();
const created: number[] = [];

async function loadRows() {
  const db = t.database.db;
  const s = schema;
  const found = await db
    .select({
      id: s.portCalls.id,
      refNo: s.portCalls.refNo,
      voyageNo: s.portCalls.voyageNo,
      agencyRefNo: s.portCalls.agencyRefNo,
      remarks: s.portCalls.remarks,
      chartererRemarks: s.portCalls.chartererRemarks,
      vesselName: s.vessels.name,
      imo: s.vessels.imo,
      portName: s.ports.name,
      unlocode: s.ports.unlocode,
    })
    .from(s.portCalls)
    .leftJoin(s.vessels, eq(s.vessels.id, s.portCalls.vesselId))
    .leftJoin(s.ports, eq(s.ports.id, s.portCalls.portId));
  rows = new Map(
    found.map((row) => [
      row.id,
      {
        id: row.id,
        own: [
          row.refNo,
          row.voyageNo,
          row.agencyRefNo,
          row.vesselName,
          row.imo,
          row.portName,
          row.unlocode,
        ].filter((value): value is string => value !== null),
        remarks: row.remarks,
        chartererRemarks: row.chartererRemarks,
      },
    ]),
  );
}

/** ILIKE '%text%' with the text taken literally (the test texts have no locale-dependent case). */
const contains = (value: string | null, text: string) =>
  (value ?? '').toLowerCase().includes(text.toLowerCase());

/** Every page of a list, in order: ids and the counts of the first page. */
async function listAll(name: string, query: string) {
  const ids: number[] = [];
  let first: { total: number; tabCounts: Record<string, number> } | undefined;
  for (let page = 1; ; page++) {
    const response = await get(name, `/port_calls?per_page=100&page=${page}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    first ??= { total: data.page.total_count, tabCounts: data.tab_counts };
    ids.push(...data.objects.map((o: { id: number }) => o.id));
    if (data.objects.length < 100) break;
  }
  return { ids, ...first! };
}

/**
 * The answer of the list for `query`, computed from the unfiltered list of each tab (same order,
 * same scope) and the rows: the ids in order, the total and every tab's count.
 */
const unfiltered = new Map<string, number[]>();
async function expected(name: string, tab: string, matches: (row: Searchable) => boolean) {
  const tabCounts: Record<string, number> = {};
  let ids: number[] = [];
  for (const each of tabs) {
    const key = `${name} ${each}`;
    if (!unfiltered.has(key)) unfiltered.set(key, (await listAll(name, `tab=${each}`)).ids);
    const kept = unfiltered.get(key)!.filter((id) => matches(rows.get(id)!));
    tabCounts[each] = name.startsWith('principal') || each !== 'drafts' ? kept.length : 0;
    if (each === tab) ids = kept;
  }
  return { ids, total: tabCounts[tab], tabCounts };
}

async function expectSameAnswer(query: string, matches: (row: Searchable) => boolean, tab = 'all') {
  for (const name of users) {
    const want = await expected(name, tab, matches);
    const got = await listAll(name, `tab=${tab}&${query}`);
    expect(got.ids, `${name} ${query}`).toEqual(want.ids);
    expect(got.total, `${name} ${query}`).toBe(want.total);
    expect(got.tabCounts, `${name} ${query}`).toEqual(want.tabCounts);
  }
}

const q = (text: string) => (row: Searchable) => row.own.some((value) => contains(value, text));
const everywhere = (text: string) => (row: Searchable) =>
  q(text)(row) || contains(row.remarks, text) || contains(row.chartererRemarks, text);

beforeAll(async () => {
  t = await startTestApp();
  const managed: Record<string, number> = {};
  let agentCompany = 0;
  for (const name of users) {
    const { token, body } = await login(t.app, name);
    tokens[name] = token!;
    if (name.startsWith('principal')) managed[name] = body.data.managed_entities[0].id;
    if (name === 'agent') agentCompany = body.data.entity.id;
  }
  const db = t.database.db;
  const s = schema;
  const ports = await db
    .select({ id: s.ports.id, unlocode: s.ports.unlocode })
    .from(s.ports)
    .where(inArray(s.ports.unlocode, ['CNSHA', 'NLRTM', 'SGSIN']));
  const port = (code: string) => ports.find((p) => p.unlocode === code)!.id;
  const [loading] = await db
    .select({ id: s.activityTypes.id })
    .from(s.activityTypes)
    .where(eq(s.activityTypes.code, 'loading'));
  const vessels = await db
    .insert(s.vessels)
    .values([
      { name: 'SEARCH TRADER', imo: '9074731' },
      { name: '远洋之星', imo: '9176199' },
      { name: 'Percent_Line 50%', imo: '9321483' },
    ])
    .returning({ id: s.vessels.id });
  // Calls of two principals, submitted or left as drafts, with texts that exercise every branch:
  // own columns, vessel, port, remarks, Chinese, and `%` / `_` that must be taken literally.
  const specs = [
    {
      who: 'principal',
      vessel: 0,
      port: 'CNSHA',
      voyage: 'VX-1001',
      remarks: 'Crew change at anchorage',
      charterer: 'draft survey',
      submit: true,
    },
    {
      who: 'principal',
      vessel: 1,
      port: 'NLRTM',
      voyage: '航次-88',
      remarks: '上海港 引航预约',
      charterer: null,
      submit: true,
    },
    {
      who: 'principal',
      vessel: 2,
      port: 'SGSIN',
      voyage: 'A_B%9',
      remarks: '100% ore, 5_000 t',
      charterer: 'Owners 50%',
      submit: true,
    },
    {
      who: 'principal',
      vessel: 0,
      port: 'SGSIN',
      voyage: 'AxB-9',
      remarks: null,
      charterer: 'crew change',
      submit: false,
    },
    {
      who: 'principal2',
      vessel: 1,
      port: 'CNSHA',
      voyage: 'VX-2002',
      remarks: 'bunkers only',
      charterer: '远洋 survey',
      submit: true,
    },
    {
      who: 'principal2',
      vessel: 2,
      port: 'NLRTM',
      voyage: 'P%X',
      remarks: 'Shanghai transfer',
      charterer: null,
      submit: false,
    },
  ];
  for (const spec of specs) {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/uapi/port_calls',
      headers: auth(tokens[spec.who]),
      payload: {
        vessel_id: vessels[spec.vessel]!.id,
        voyage_no: spec.voyage,
        port_id: port(spec.port),
        eta: '2026-12-10T06:00:00Z',
        legal_entity_id: managed[spec.who],
        agent_entity_id: agentCompany,
        agent_nomination_type: 'ona',
        remarks: spec.remarks,
        charterer_remarks: spec.charterer,
        activities: [{ activity_type_id: loading!.id }],
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const object = draft.json().data.object;
    created.push(object.id);
    if (!spec.submit) continue;
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/uapi/port_calls/${object.id}/submit`,
      headers: auth(tokens[spec.who]),
      payload: { lock_version: object.lock_version },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  // The agency's own reference is written by the agency's systems (the generator fills it too).
  await db.update(s.portCalls).set({ agencyRefNo: 'AG-77_%' }).where(eq(s.portCalls.id, created[0]!));
  await db.update(s.portCalls).set({ agencyRefNo: 'AG-9000' }).where(eq(s.portCalls.id, created[4]!));
  await loadRows();
});
afterAll(() => t.close());

describe('the port-call list search answers exactly as its definition', () => {
  it('q with one and two characters (no trigram to look up)', async () => {
    for (const text of ['a', '7', '港', 'VX', 'sh', '-9'])
      await expectSameAnswer(`q=${encodeURIComponent(text)}`, q(text));
  });

  it('q with three characters and more: own columns, vessel, port, any case', async () => {
    expect((await listAll('principal', 'q=search%20trader')).ids.sort()).toEqual(
      [created[0], created[3]].sort(),
    );
    for (const text of [
      'VX-1001',
      'trader',
      'SEARCH TRADER',
      'shanghai',
      'CNSHA',
      'nlr',
      '9074731',
      'AG-9',
      'zzzq',
    ]) {
      await expectSameAnswer(`q=${encodeURIComponent(text)}`, q(text));
    }
  });

  it('q in Chinese', async () => {
    for (const text of ['远洋之星', '之星', '航次-88', '远洋之星号'])
      await expectSameAnswer(`q=${encodeURIComponent(text)}`, q(text));
  });

  it('q with % and _ taken literally', async () => {
    // Not wildcards: `A_B` finds the voyage A_B%9 and not AxB-9, `P%X` not the principal's calls.
    expect((await listAll('principal', 'q=A_B')).ids).toEqual([created[2]]);
    expect((await listAll('principal2', 'q=P%25X')).ids).toEqual([created[5]]);
    for (const text of ['%', '_', '50%', 'A_B', 'A_B%9', '_Line', 'AG-77_%', 'P%X']) {
      await expectSameAnswer(`q=${encodeURIComponent(text)}`, q(text));
    }
  });

  it('q within each tab', async () => {
    for (const tab of tabs) await expectSameAnswer('q=trader', q('trader'), tab);
  });

  it('containsAll: every word somewhere, short and long words mixed, remarks included', async () => {
    for (const text of [
      'crew change',
      'ore 50%',
      'VX survey',
      '上海港 a',
      'trader zebra',
      'S _',
      '远洋 survey',
    ]) {
      const words = text.split(/\s+/);
      await expectSameAnswer(`containsAll=${encodeURIComponent(text)}`, (row) =>
        words.every((word) => everywhere(word)(row)),
      );
    }
  });

  it('remarks and charterer remarks filters, short and long, literal % and _', async () => {
    for (const text of ['c', 'ch', 'crew change', '上海港', '%', '5_0', '100%']) {
      await expectSameAnswer(`onlyRemarks=${encodeURIComponent(text)}`, (row) => contains(row.remarks, text));
    }
    for (const text of ['s', 'su', 'survey', '50%', '远洋']) {
      await expectSameAnswer(`chartererRemarks=${encodeURIComponent(text)}`, (row) =>
        contains(row.chartererRemarks, text),
      );
    }
  });

  it('q and a remarks filter together', async () => {
    await expectSameAnswer(
      `q=trader&onlyRemarks=crew`,
      (row) => q('trader')(row) && contains(row.remarks, 'crew'),
    );
  });

  it('own columns read as ids or, for text many calls share, tested with ILIKE: the same calls', async () => {
    const db = t.database.db;
    const pc = schema.portCalls;
    let matched = 0;
    for (const text of ['VX-1001', 'trader', 'AG-9', 'A_B%9', 'survey', 'crew change', '远洋之星', 'zzzq']) {
      for (const [columns, definition] of [
        [ownSearchColumns, q(text)],
        [ownSearchAllColumns, everywhere(text)],
      ] as const) {
        // At most 0 ids: any own-column match keeps the ILIKEs (the form of text like `PL-2025`).
        const found = async (atMost?: number) =>
          (
            await db
              .select({ id: pc.id })
              .from(pc)
              .where(await containsText(db, text, columns, atMost))
          )
            .map((row) => row.id)
            .sort((a, b) => a - b);
        const want = [...rows.values()].filter(definition).map((row) => row.id);
        expect(await found(), text).toEqual(want.sort((a, b) => a - b));
        expect(await found(0), text).toEqual(want);
        matched += want.length;
      }
    }
    expect(matched).toBeGreaterThan(0);
  });
});
