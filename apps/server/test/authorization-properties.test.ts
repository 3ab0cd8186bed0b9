import { schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

/** Property-level authorization (issue 9): what a caller may read of a record, and set in a body. */
let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
let items: number[] = [];
beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  const rows = await t.database.db
    .select({ id: schema.costItems.id })
    .from(schema.costItems)
    .orderBy(asc(schema.costItems.id));
  items = rows.map((row) => row.id);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type Line = Json & { id: number };
type Da = Json & { id: number; lock_version: number; lines: Line[]; pda: Json; fda: Json };
type LogEntry = {
  action: string;
  note: string | null;
  changes: { field: string; label: string; before: string | null; after: string | null }[];
};

const da = async (user: string, id: number) =>
  (await w.call(user, 'GET', `/das/${id}`)).json().data.object as Da;
const logs = async (user: string, portCall: number) =>
  (await w.call(user, 'GET', `/port_calls/${portCall}/logs`)).json().data.objects as LogEntry[];
async function act(user: string, daId: number, action: string, body: Json = {}) {
  const { lock_version } = await da(user, daId);
  const response = await w.call(user, 'POST', `/das/${daId}/${action}`, { lock_version, ...body });
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  return response.json().data.object as Da;
}
const figures = (entries: LogEntry[]) =>
  entries
    .flatMap((entry) => entry.changes.map((change) => change.field))
    .filter((f) => /screened|agreed/.test(f));

/** A PDA of two lines quoted by the agent and screened by the desk: it waits for the principal. */
async function screenedPda() {
  const pc = await w.acceptedPortCall();
  const daId = pc.da.id;
  const lines = [
    { cost_item_id: items[0], pda_quoted_price: '1000.00' },
    { cost_item_id: items[1], pda_quoted_price: '500.00' },
  ];
  await act('agent', daId, 'pda_submit', { cost_items_attributes: lines });
  await act('operator', daId, 'pda_start_screening');
  const [first] = (await da('operator', daId)).lines;
  await act('operator', daId, 'pda_submit_screening', {
    screening_summary: 'Desk note: pilotage above tariff',
    cost_items_attributes: [{ id: first!.id, pda_screened_price: '900.00' }],
  });
  return { pc, daId };
}

describe('what an agent reads before the principal approves', () => {
  it('GET /das/{id} leaves out screened prices, the screening summary and the principal’s defaults', async () => {
    const { daId } = await screenedPda();
    const desk = await da('operator', daId);
    expect(desk.pda.screened).toBe('1400.00');
    expect(desk.pda_screening_summary).toBe('Desk note: pilotage above tariff');
    expect(desk.prefunding_default_percent).not.toBeNull();

    const agent = await da('agent', daId);
    expect(agent.status).toBe('pda_pending_approval');
    expect(agent.lines.map((line) => [line.pda_screened_price, line.pda_agreed_price])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(agent.pda).toMatchObject({ quoted: '1500.00', screened: null, agreed: null });
    expect(agent.pda_screening_summary).toBeNull();
    expect(agent.prefunding_default_percent).toBeNull();
    expect(JSON.stringify(agent)).not.toContain('Desk note');
    expect(JSON.stringify(agent)).not.toContain('1400.00');
  });

  it('GET /port_calls/{id}/logs leaves out screened totals and the screening summary', async () => {
    const { pc } = await screenedPda();
    const desk = await logs('operator', pc.id);
    expect(figures(desk)).toContain('pda_screened_total');
    // Labelled and written as the screens write amounts, never the raw field and decimal.
    const screened = desk
      .flatMap((entry) => entry.changes)
      .find((change) => change.field === 'pda_screened_total');
    expect(screened).toMatchObject({ label: 'PDA screened total', after: '1,400.00' });
    expect(desk.map((entry) => entry.note)).toContain('Desk note: pilotage above tariff');

    const agent = await logs('agent', pc.id);
    expect(agent.map((entry) => entry.action)).toEqual(desk.map((entry) => entry.action));
    expect(figures(agent)).toEqual([]);
    expect(JSON.stringify(agent)).not.toContain('Desk note');
    expect(JSON.stringify(agent)).not.toContain('1400.00');
    expect(JSON.stringify(agent)).not.toContain('1,400.00');
  });

  it('reads the agreed figures once approved, and loses the FDA’s again while a declined FDA is in query', async () => {
    const { pc, daId } = await screenedPda();
    await act('principal', daId, 'pda_approve', { prefunding_agreed_percent: '0' });
    const approved = await da('agent', daId);
    expect(approved.pda).toMatchObject({ screened: '1400.00', agreed: '1400.00' });
    expect(approved.pda_screening_summary).toBe('Desk note: pilotage above tariff');
    expect(approved.prefunding_agreed_percent).toBe('0.00');
    expect(figures(await logs('agent', pc.id))).toEqual(['pda_screened_total', 'pda_agreed_total']);

    const [line] = approved.lines;
    await act('agent', daId, 'fda_submit', {
      cost_items_attributes: [{ id: line!.id, fda_quoted_price: '950' }],
    });
    await act('operator', daId, 'fda_start_screening');
    await act('operator', daId, 'fda_submit_screening', {
      screening_summary: 'FDA desk note',
      cost_items_attributes: [{ id: line!.id, fda_screened_price: '925.00' }],
    });
    await act('principal', daId, 'fda_decline', { decline_reason: 'Receipt missing' });
    const declined = await da('agent', daId);
    expect(declined.status).toBe('fda_in_query');
    expect(declined.lines[0]!.fda_screened_price).toBeNull();
    expect(declined.fda_screening_summary).toBeNull();
    expect(declined.fda_decline_reason).toBe('Receipt missing');
    const entries = await logs('agent', pc.id);
    expect(figures(entries)).toEqual(['pda_screened_total', 'pda_agreed_total']);
    expect(JSON.stringify(entries)).not.toContain('FDA desk note');
    expect(entries.map((entry) => entry.note)).toContain('Receipt missing');
  });
});

describe('fields a caller does not own', () => {
  it('a port call’s status, principal, creator and version cannot be set through its body', async () => {
    const pc = await w.acceptedPortCall();
    const before = (await w.call('principal', 'GET', `/port_calls/${pc.id}`)).json().data.object;
    const principalId = (await w.call('principal', 'GET', '/users/me')).json().data.object.id;
    const agentId = (await w.call('agent', 'GET', '/users/me')).json().data.object.id;
    for (const field of ['status', 'principal_entity_id', 'created_by_id', 'ref_no', 'da']) {
      const response = await w.call('principal', 'PUT', `/port_calls/${pc.id}`, {
        lock_version: before.lock_version,
        [field]: field === 'status' ? 'da_completed' : agentId,
      });
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().data.errors.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
    }
    const bumped = await w.call('principal', 'PUT', `/port_calls/${pc.id}`, {
      lock_version: before.lock_version + 5,
    });
    expect(bumped.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(schema.portCalls).where(eq(schema.portCalls.id, pc.id));
    expect(row).toMatchObject({
      status: 'pda_pending_creation',
      lockVersion: before.lock_version,
      createdById: principalId,
      principalEntityId: before.principal.id,
    });
  });

  it('an agent cannot set screened or agreed prices or the agreed prefunding, and nothing is written', async () => {
    const pc = await w.acceptedPortCall();
    const lines = [{ cost_item_id: items[0], pda_quoted_price: '100' }];
    const draft = await act('agent', pc.da.id, 'pda_draft', { cost_items_attributes: lines });
    const line = draft.lines[0]!.id;
    for (const body of [
      { cost_items_attributes: [{ id: line, pda_agreed_price: '1.00' }] },
      { cost_items_attributes: [{ id: line, pda_screened_price: '1.00' }] },
      { cost_items_attributes: [{ id: line, pda_quoted_price: '7', pda_agreed_price: '7' }] },
      { prefunding_agreed_percent: '0' },
      { screening_summary: 'self-screened' },
    ]) {
      const response = await w.call('agent', 'POST', `/das/${pc.da.id}/pda_submit`, {
        lock_version: draft.lock_version,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
    }
    const [row] = await t.database.db
      .select()
      .from(schema.daCostLines)
      .where(eq(schema.daCostLines.id, line));
    expect(row).toMatchObject({ pdaQuotedPrice: '100.00', pdaScreenedPrice: null, pdaAgreedPrice: null });
    const [stored] = await t.database.db.select().from(schema.das).where(eq(schema.das.id, pc.da.id));
    expect(stored).toMatchObject({
      lockVersion: draft.lock_version,
      prefundingAgreedPercent: null,
      pdaScreeningSummary: null,
    });
  });

  it('a comment is always the session user’s, whatever user_id says', async () => {
    const pc = await w.acceptedPortCall();
    const lines = [{ cost_item_id: items[0], pda_quoted_price: '100' }];
    const draft = await act('agent', pc.da.id, 'pda_draft', { cost_items_attributes: lines });
    const principalId = (await w.call('principal', 'GET', '/users/me')).json().data.object.id;
    const agentId = (await w.call('agent', 'GET', '/users/me')).json().data.object.id;
    const line = draft.lines[0]!.id;
    const posted = await w.call('agent', 'POST', '/comments', {
      cost_line_id: line,
      document: 'pda',
      content: 'as someone else?',
      user_id: principalId,
    });
    expect(posted.statusCode).toBe(200);
    const inLine = await w.call('agent', 'POST', `/das/${pc.da.id}/pda_draft`, {
      lock_version: draft.lock_version,
      cost_items_attributes: [
        { id: line, comments_attributes: [{ content: 'inline', user_id: principalId }] },
      ],
    });
    expect(inLine.statusCode).toBe(200);
    const comments = await t.database.db
      .select()
      .from(schema.daComments)
      .where(eq(schema.daComments.costLineId, line));
    expect(comments.map((c) => [c.content, c.userId])).toEqual([
      ['as someone else?', agentId],
      ['inline', agentId],
    ]);
  });
});

describe('references to other companies’ records in a body', () => {
  async function otherCompany() {
    const me = (await w.call('principal2', 'GET', '/users/me')).json().data.object;
    const legalEntity = me.managed_entities[0].id as number;
    const charterer = (
      await w.call('principal2', 'POST', '/charterers', {
        entity_id: legalEntity,
        name: 'Northern charterer',
      })
    ).json().data.object.id as number;
    const [file] = await t.database.db
      .insert(schema.files)
      .values({
        uploadedById: me.id,
        originalFilename: 'northern.pdf',
        contentType: 'application/pdf',
        byteSize: 4,
        sha256: '0'.repeat(64),
      })
      .returning({ id: schema.files.id });
    return { company: me.entity.id as number, legalEntity, charterer, file: file!.id };
  }
  const count = async (
    table: typeof schema.portCalls | typeof schema.charterers | typeof schema.attachments,
  ) => (await t.database.db.select().from(table)).length;

  it('are refused and nothing is written', async () => {
    const other = await otherCompany();
    const principal = (await w.call('principal', 'GET', '/users/me')).json().data.object;
    const calls = await count(schema.portCalls);
    const attachments = await count(schema.attachments);
    const base = { vessel_id: w.ids.vessel, port_id: w.ids.port, legal_entity_id: w.ids.legalEntity };
    const refused: [string, 'POST' | 'PUT', string, Json][] = [
      ['legal entity', 'POST', '/port_calls', { ...base, legal_entity_id: other.legalEntity }],
      ['charterer', 'POST', '/port_calls', { ...base, charterer_id: other.charterer }],
      ['file', 'POST', '/port_calls', { ...base, file_ids: [other.file] }],
      ['charterer entity', 'POST', '/charterers', { entity_id: other.legalEntity, name: 'Stolen' }],
      [
        'instruction entity',
        'POST',
        '/instructions',
        {
          name: 'x',
          instruction_type: 'general',
          legal_entity_id: other.legalEntity,
          articles_attributes: [],
        },
      ],
    ];
    const account = (
      await w.call('principal', 'POST', '/bank_accounts', {
        entity_id: principal.entity.id,
        bank_name: 'Own bank',
        account_title: 'Own',
        account_number: '5500123',
      })
    ).json().data.object;
    refused.push([
      'bank account entity',
      'PUT',
      `/bank_accounts/${account.id}`,
      { lock_version: account.lock_version, entity_id: other.company },
    ]);
    const statuses: Record<string, number> = {};
    for (const [name, method, url, body] of refused) {
      statuses[name] = (await w.call('principal', method, url, body)).statusCode;
    }
    // Port calls check every reference at once (400 with field errors); the other modules answer 422.
    expect(statuses).toEqual({
      'legal entity': 400,
      charterer: 400,
      file: 422,
      'charterer entity': 422,
      'instruction entity': 422,
      'bank account entity': 422,
    });
    expect(await count(schema.portCalls)).toBe(calls);
    expect(await count(schema.attachments)).toBe(attachments);
    const [stored] = await t.database.db
      .select()
      .from(schema.bankAccounts)
      .where(eq(schema.bankAccounts.id, account.id));
    expect(stored).toMatchObject({ entityId: principal.entity.id, lockVersion: account.lock_version });
  });

  it('a cost line of another DA cannot be priced through this one', async () => {
    const one = await screenedPda();
    const two = await screenedPda();
    const foreignLine = (await da('principal', two.daId)).lines[0]!;
    const { lock_version } = await da('principal', one.daId);
    const response = await w.call('principal', 'POST', `/das/${one.daId}/pda_approve`, {
      lock_version,
      prefunding_agreed_percent: '0',
      cost_items_attributes: [{ id: foreignLine.id, pda_agreed_price: '1.00' }],
    });
    expect(response.statusCode).toBe(400);
    const [line] = await t.database.db
      .select()
      .from(schema.daCostLines)
      .where(eq(schema.daCostLines.id, foreignLine.id));
    expect(line!.pdaAgreedPrice).toBeNull();
    expect((await da('principal', one.daId)).status).toBe('pda_pending_approval');
  });
});
