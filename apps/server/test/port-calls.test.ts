import { actionableStatuses, portCallStatuses } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids = {} as {
  legalEntity: number;
  agentCompany: number;
  agent2Company: number;
  vessel: number;
  port: number;
  otherPort: number;
  terminalElsewhere: number;
  loading: number;
  canal: number;
  crewing: number;
  canalType: number;
  crewingOption: number;
  agentUser: number;
  principalUser: number;
};

const call = (name: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/uapi${url}`, headers: auth(tokens[name]), ...(payload ? { payload } : {}) });

async function idOf<T extends { id: unknown }>(rows: Promise<T[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('reference data missing');
  return row.id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'principal2', 'agent', 'agent2', 'operator']) {
    const { token, body } = await login(t.app, name);
    tokens[name] = token!;
    if (name === 'principal') {
      ids.legalEntity = body.data.managed_entities[0].id;
      ids.principalUser = body.data.id;
    }
    if (name === 'agent') {
      ids.agentCompany = body.data.entity.id;
      ids.agentUser = body.data.id;
    }
    if (name === 'agent2') ids.agent2Company = body.data.entity.id;
  }
  const db = t.database.db;
  const s = schema;
  ids.port = await idOf(db.select({ id: s.ports.id }).from(s.ports).where(eq(s.ports.unlocode, 'CNSHA')));
  ids.otherPort = await idOf(
    db.select({ id: s.ports.id }).from(s.ports).where(eq(s.ports.unlocode, 'NLRTM')),
  );
  const [terminal] = await db
    .insert(s.terminals)
    .values({ portId: ids.otherPort, name: 'Test Rotterdam Terminal' })
    .returning({ id: s.terminals.id });
  ids.terminalElsewhere = terminal!.id;
  const [vessel] = await db
    .insert(s.vessels)
    .values({ name: 'PORT CALL TESTER', imo: '9074729' })
    .returning({ id: s.vessels.id });
  ids.vessel = vessel!.id;
  const activity = (code: string) =>
    idOf(db.select({ id: s.activityTypes.id }).from(s.activityTypes).where(eq(s.activityTypes.code, code)));
  ids.loading = await activity('loading');
  ids.canal = await activity('canal_transit');
  ids.crewing = await activity('crewing');
  ids.canalType = await idOf(db.select({ id: s.canalTransitTypes.id }).from(s.canalTransitTypes).limit(1));
  ids.crewingOption = await idOf(db.select({ id: s.crewingOptions.id }).from(s.crewingOptions).limit(1));
});
afterAll(() => t.close());

function completeBody() {
  return {
    request_type: 'appointment_with_pda_request',
    vessel_id: ids.vessel,
    voyage_no: 'V-2611',
    port_id: ids.port,
    previous_port_id: 'na',
    next_port_id: ids.otherPort,
    eta: '2026-12-01T08:00:00+08:00',
    etd: '2026-12-03T18:00:00+08:00',
    legal_entity_id: ids.legalEntity,
    agent_entity_id: ids.agentCompany,
    agent_nomination_type: 'ona',
    quantity: '65000.5',
    laycan_start: '2026-11-28',
    laycan_end: '2026-12-02',
    remarks: 'Iron ore discharge, hold cleaning after',
    charterer_remarks: 'Charterer asks for draft survey',
    activities: [
      { activity_type_id: ids.loading },
      { activity_type_id: ids.canal, canal_transit_type_id: ids.canalType },
      { activity_type_id: ids.crewing, crewing_option_id: ids.crewingOption, crew_count: 3, crew_rank: 'AB' },
    ],
  };
}

async function createDraft(body: Record<string, unknown> = {}) {
  const response = await call('principal', 'POST', '/port_calls', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.object;
}

async function submitted() {
  const draft = await createDraft(completeBody());
  const response = await call('principal', 'POST', `/port_calls/${draft.id}/submit`, {
    lock_version: draft.lock_version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.object;
}

describe('creating and editing a port call', () => {
  it('saves a draft with a readable reference, its DA and the actions the principal may take', async () => {
    const draft = await createDraft({ voyage_no: 'V1' });
    expect(draft.ref_no).toMatch(/^PL-\d{4}-\d{6}$/);
    expect(draft.status).toBe('port_call_draft');
    expect(draft.status_label).toBe('Draft');
    expect(draft.da.id).toBeGreaterThan(0);
    expect(draft.actions).toEqual(['edit', 'submit', 'cancel']);
    const again = await createDraft({});
    expect(again.ref_no).not.toBe(draft.ref_no);
  });

  it('answers every field of the detail with names for the references', async () => {
    const draft = await createDraft(completeBody());
    expect(draft.vessel).toEqual({ id: ids.vessel, name: 'PORT CALL TESTER', imo: '9074729' });
    expect(draft.port.unlocode).toBe('CNSHA');
    expect(draft.previous_port).toBeNull();
    expect(draft.next_port.unlocode).toBe('NLRTM');
    expect(draft.quantity).toBe('65000.500');
    expect(draft.activities.map((a: { activity_type: { code: string } }) => a.activity_type.code)).toEqual([
      'loading',
      'canal_transit',
      'crewing',
    ]);
    expect(draft.activities[2].crew_count).toBe(3);
  });

  it('rejects a terminal of another port, a reversed laycan and a canal transit without its type', async () => {
    const before = await t.database.db.select({ id: schema.portCalls.id }).from(schema.portCalls);
    const response = await call('principal', 'POST', '/port_calls', {
      port_id: ids.port,
      terminal_id: ids.terminalElsewhere,
      activities: [{ activity_type_id: ids.canal }],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['terminal_id', 'activities.0.canal_transit_type_id']));
    const reversed = await call('principal', 'POST', '/port_calls', {
      laycan_start: '2026-12-05',
      laycan_end: '2026-12-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.errors[0]).toEqual({
      field: 'laycan_end',
      message: 'Laycan end must not be before laycan start',
    });
    const after = await t.database.db.select({ id: schema.portCalls.id }).from(schema.portCalls);
    expect(after.length).toBe(before.length);
  });

  it('does not let an agent or an operator create a port call', async () => {
    expect((await call('agent', 'POST', '/port_calls', {})).statusCode).toBe(403);
    expect((await call('operator', 'POST', '/port_calls', {})).statusCode).toBe(403);
  });

  it('answers 409 to a stale lock_version and keeps the data', async () => {
    const draft = await createDraft({ voyage_no: 'A' });
    const first = await call('principal', 'PUT', `/port_calls/${draft.id}`, {
      voyage_no: 'B',
      lock_version: 0,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('principal', 'PUT', `/port_calls/${draft.id}`, {
      voyage_no: 'C',
      lock_version: 0,
    });
    expect(stale.statusCode).toBe(409);
    const detail = await call('principal', 'GET', `/port_calls/${draft.id}`);
    expect(detail.json().data.object.voyage_no).toBe('B');
    expect(detail.json().data.object.lock_version).toBe(1);
  });

  it('names each missing field when a draft is submitted incomplete, and stays a draft', async () => {
    const draft = await createDraft({ voyage_no: 'V9' });
    const response = await call('principal', 'POST', `/port_calls/${draft.id}/submit`, { lock_version: 0 });
    expect(response.statusCode).toBe(400);
    const errors = response.json().data.errors;
    expect(errors).toContainEqual({ field: 'vessel_id', message: 'Vessel is required' });
    expect(errors).toContainEqual({ field: 'activities', message: 'Purposes is required' });
    expect(errors.map((e: { field: string }) => e.field)).not.toContain('voyage_no');
    const detail = await call('principal', 'GET', `/port_calls/${draft.id}`);
    expect(detail.json().data.object.status).toBe('port_call_draft');
  });
});

describe('appointing the agent', () => {
  it('submits, notifies the agent, and lets the agent accept; the log shows every step', async () => {
    const call1 = await submitted();
    expect(call1.status).toBe('port_call_pending_confirmation');
    const [notice] = await t.database.db
      .select()
      .from(schema.notifications)
      .where(
        and(
          eq(schema.notifications.userId, ids.agentUser),
          eq(schema.notifications.link, `/das-mgmt/${call1.id}`),
        ),
      );
    expect(notice?.titleZh).toBe(`新委托 ${call1.ref_no}`);
    expect(notice?.title).toContain(call1.ref_no);

    const seen = await call('agent', 'GET', `/port_calls/${call1.id}`);
    expect(seen.json().data.object.actions).toEqual(['accept', 'decline']);
    const accepted = await call('agent', 'POST', `/port_calls/${call1.id}/accept`, {
      lock_version: call1.lock_version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.object.status).toBe('pda_pending_creation');

    const logs = await call('principal', 'GET', `/port_calls/${call1.id}/logs`);
    const entries = logs.json().data.objects;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['create', 'submit', 'accept']);
    expect(entries[2]).toMatchObject({ role: 'agent', role_label: 'Agent', name: '王磊 Wang Lei' });
    expect(entries[1].changes).toContainEqual({
      field: 'status',
      label: 'Status',
      before: 'Draft',
      after: 'Pending Confirmation',
    });
    const zh = await t.app.inject({
      url: `/uapi/port_calls/${call1.id}/logs`,
      headers: { ...auth(tokens.principal), 'accept-language': 'zh-CN' },
    });
    expect(zh.json().data.objects[2].role_label).toBe('代理');
    expect(zh.json().data.objects[1].changes).toContainEqual({
      field: 'status',
      label: '状态',
      before: '草稿',
      after: '待代理确认',
    });
  });

  it('refuses a wrong-role action with 403 and an out-of-order one with 409 naming the status', async () => {
    const call1 = await submitted();
    const byPrincipal = await call('principal', 'POST', `/port_calls/${call1.id}/accept`, {
      lock_version: call1.lock_version,
    });
    expect(byPrincipal.statusCode).toBe(403);
    const again = await call('principal', 'POST', `/port_calls/${call1.id}/submit`, {
      lock_version: call1.lock_version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.status).toBe('port_call_pending_confirmation');
    expect(again.json().msg).toContain('Pending Confirmation');
  });

  it('lets the agent decline with a reason, and requires the reason', async () => {
    const call1 = await submitted();
    const noReason = await call('agent', 'POST', `/port_calls/${call1.id}/decline`, {
      lock_version: call1.lock_version,
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await call('agent', 'POST', `/port_calls/${call1.id}/decline`, {
      lock_version: call1.lock_version,
      reason: 'No berth capacity that week',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.object).toMatchObject({
      status: 'da_declined',
      decline_reason: 'No berth capacity that week',
    });
  });

  it('lets the principal cancel with a reason', async () => {
    const call1 = await submitted();
    const cancelled = await call('principal', 'POST', `/port_calls/${call1.id}/cancel`, {
      lock_version: call1.lock_version,
      reason: 'Voyage re-routed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.object.status).toBe('da_cancelled');
    expect(cancelled.json().data.object.actions).toEqual([]);
  });

  it('lets exactly one of ten concurrent submits win', async () => {
    const draft = await createDraft(completeBody());
    const body = { lock_version: draft.lock_version };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('principal', 'POST', `/port_calls/${draft.id}/submit`, body)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const logs = await call('principal', 'GET', `/port_calls/${draft.id}/logs`);
    expect(logs.json().data.objects.filter((e: { action: string }) => e.action === 'submit')).toHaveLength(1);
  });
});

const agentActionable: readonly string[] = actionableStatuses('agent');

describe('who sees which port call', () => {
  it('answers 404 to another principal, another agent, and an agent asking for a draft', async () => {
    const draft = await createDraft({});
    expect((await call('agent', 'GET', `/port_calls/${draft.id}`)).statusCode).toBe(404);
    expect((await call('operator', 'GET', `/port_calls/${draft.id}`)).statusCode).toBe(404);
    const call1 = await submitted();
    expect((await call('principal2', 'GET', `/port_calls/${call1.id}`)).statusCode).toBe(404);
    expect((await call('agent2', 'GET', `/port_calls/${call1.id}`)).statusCode).toBe(404);
    expect((await call('principal2', 'PUT', `/port_calls/${call1.id}`, { lock_version: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('operator', 'GET', `/port_calls/${call1.id}`)).statusCode).toBe(200);
  });

  it('counts the tabs and filters the list', async () => {
    const call1 = await submitted();
    const agentList = await call('agent', 'GET', '/port_calls?tab=actionable&per_page=100');
    expect(agentList.statusCode).toBe(200);
    const data = agentList.json().data;
    expect(data.objects.map((o: { id: number }) => o.id)).toContain(call1.id);
    expect(data.page.total_count).toBe(data.tab_counts.actionable);
    expect(data.tab_counts.drafts).toBe(0);
    expect(data.objects.every((o: { status: string }) => agentActionable.includes(o.status))).toBe(true);

    const drafts = await call('principal', 'GET', '/port_calls?tab=drafts&per_page=100');
    expect(drafts.json().data.objects.every((o: { status: string }) => o.status === 'port_call_draft')).toBe(
      true,
    );
    expect(drafts.json().data.tab_counts.drafts).toBeGreaterThan(0);

    const byRef = await call('principal', 'GET', `/port_calls?q=${call1.ref_no}`);
    expect(byRef.json().data.objects.map((o: { id: number }) => o.id)).toEqual([call1.id]);
    const canal = await call('principal', 'GET', '/port_calls?canalTransit=true&per_page=100');
    expect(canal.json().data.objects.length).toBeGreaterThan(0);
    const remarks = await call(
      'principal',
      'GET',
      `/port_calls?chartererRemarks=draft%20survey&per_page=100`,
    );
    expect(remarks.json().data.objects.map((o: { id: number }) => o.id)).toContain(call1.id);
    const all = await call('principal', 'GET', '/port_calls?containsAll=ore%20hold&per_page=100');
    expect(all.json().data.objects.map((o: { id: number }) => o.id)).toContain(call1.id);
    const none = await call('principal', 'GET', '/port_calls?containsAll=ore%20zebra');
    expect(none.json().data.page.total_count).toBe(0);
  });

  it('counts the tabs without filters from the trigger-kept counters exactly as counting the rows does', async () => {
    // By now this file has left calls in many statuses; a filter naming every status takes the
    // counting query, no filter takes port_call_counts (decision 016): both must agree for everyone.
    await submitted();
    const everyStatus = portCallStatuses.map((status) => `status_in=${status}`).join('&');
    for (const name of ['principal', 'principal2', 'agent', 'agent2', 'operator']) {
      const fromCounters = await call(name, 'GET', '/port_calls');
      const counted = await call(name, 'GET', `/port_calls?${everyStatus}`);
      expect(fromCounters.statusCode).toBe(200);
      expect(fromCounters.json().data.tab_counts, name).toEqual(counted.json().data.tab_counts);
      expect(fromCounters.json().data.page.total_count, name).toBe(counted.json().data.page.total_count);
    }
    const [operatorCounts] = await t.database.db
      .select({ n: sql<number>`sum(${schema.portCallCounts.n})::int` })
      .from(schema.portCallCounts)
      .where(eq(schema.portCallCounts.scope, 'all'));
    const [rows] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.portCalls);
    expect(operatorCounts?.n).toBe(rows?.n);
  });

  it('rejects an unknown filter', async () => {
    const response = await call('principal', 'GET', '/port_calls?colour_eq=red');
    expect(response.statusCode).toBe(400);
  });
});
