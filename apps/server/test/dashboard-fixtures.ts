import { schema } from '@portledger/db';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { auth, login, type TestApp } from './helpers.ts';

/**
 * A world of its own for the dashboard tests: a principal company with two legal entities and two
 * agent companies (CNY and EUR) that nothing else in the database touches, so every figure can be
 * computed exactly whatever the demo seed holds. Port calls and DAs are then made through the API.
 */
export async function dashboardWorld(t: TestApp) {
  const db = t.database.db;
  const s = schema;
  const [demo] = await db
    .select({ hash: s.users.passwordHash })
    .from(s.users)
    .where(eq(s.users.name, 'principal'));
  const company = async (kind: 'principal' | 'agent', name: string, currency: string) => {
    const [row] = await db
      .insert(s.entities)
      .values({ kind, name, currency })
      .returning({ id: s.entities.id });
    return row!.id;
  };
  const principal = await company('principal', 'Dashboard Test Shipping', 'USD');
  const entities = await db
    .insert(s.entities)
    .values(
      ['Dashboard Shipping One Ltd.', 'Dashboard Shipping Two Ltd.'].map((name) => ({
        kind: 'principal' as const,
        name,
        parentId: principal,
        currency: 'USD',
      })),
    )
    .returning({ id: s.entities.id });
  const agentCny = await company('agent', 'Dashboard Agency Shanghai', 'CNY');
  const agentEur = await company('agent', 'Dashboard Agency Rotterdam', 'EUR');
  const user = async (name: string, kind: 'principal' | 'agent', entityId: number) => {
    const [row] = await db
      .insert(s.users)
      .values({
        name,
        displayName: name,
        email: `${name}@dashboard.example`,
        kind,
        entityId,
        passwordHash: demo!.hash,
      })
      .returning({ id: s.users.id });
    return row!.id;
  };
  const principalUser = await user('dash-principal', 'principal', principal);
  await db
    .insert(s.userManagedEntities)
    .values(entities.map((e) => ({ userId: principalUser, entityId: e.id })));
  await user('dash-agent', 'agent', agentCny);
  await user('dash-agent2', 'agent', agentEur);
  const accounts = await db
    .insert(s.bankAccounts)
    .values([
      { entityId: agentCny, bankName: 'Bank of Shanghai', accountTitle: 'Dashboard Agency Shanghai' },
      { entityId: agentEur, bankName: 'ABN AMRO', accountTitle: 'Dashboard Agency Rotterdam' },
    ])
    .returning({ id: s.bankAccounts.id, entityId: s.bankAccounts.entityId });

  const vessels = await db
    .insert(s.vessels)
    .values([
      { name: 'DASHBOARD STAR', imo: '9398400' },
      { name: 'DASHBOARD MOON', imo: '9398412' },
    ])
    .returning({ id: s.vessels.id });
  const ports = await db
    .select({ id: s.ports.id, code: s.ports.unlocode })
    .from(s.ports)
    .where(inArray(s.ports.unlocode, ['CNSHA', 'NLRTM']));
  const portId = (code: string) => ports.find((p) => p.code === code)!.id;
  const [loading] = await db
    .select({ id: s.activityTypes.id })
    .from(s.activityTypes)
    .where(eq(s.activityTypes.code, 'loading'));
  const items = await db
    .select({ id: s.costItems.id, category: s.costItemCategories.code, categoryId: s.costItemCategories.id })
    .from(s.costItems)
    .innerJoin(s.costItemCategories, eq(s.costItemCategories.id, s.costItems.categoryId))
    .orderBy(s.costItems.id);
  const itemOf = (category: string) => items.find((item) => item.category === category)!;

  const tokens: Record<string, string> = {};
  for (const name of ['dash-principal', 'dash-agent', 'dash-agent2', 'operator', 'principal2']) {
    tokens[name] = (await login(t.app, name)).token!;
  }
  const call = (name: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/uapi${url}`,
      headers: auth(tokens[name]),
      ...(payload ? { payload } : {}),
    });
  const ok = async (name: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await call(name, method, url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data.object;
  };

  /** A port call accepted by its agent, so its DA waits for the PDA. */
  async function acceptedPortCall(input: {
    port: string;
    vessel: number;
    eta: string;
    etd?: string;
    agent: 'dash-agent' | 'dash-agent2';
    legalEntity?: number;
  }) {
    const draft = await ok('dash-principal', 'POST', '/port_calls', {
      vessel_id: vessels[input.vessel]!.id,
      voyage_no: 'DB1',
      port_id: portId(input.port),
      eta: input.eta,
      ...(input.etd ? { etd: input.etd } : {}),
      legal_entity_id: entities[input.legalEntity ?? 0]!.id,
      agent_entity_id: input.agent === 'dash-agent' ? agentCny : agentEur,
      agent_nomination_type: 'ona',
      activities: [{ activity_type_id: loading!.id }],
    });
    const submitted = await ok('dash-principal', 'POST', `/port_calls/${draft.id}/submit`, {
      lock_version: 0,
    });
    const accepted = await ok(input.agent, 'POST', `/port_calls/${draft.id}/accept`, {
      lock_version: submitted.lock_version,
    });
    return accepted as { id: number; ref_no: string; da: { id: number } };
  }

  /** One DA action with the DA's current lock_version; answers the DA. */
  async function step(user: string, daId: number, action: string, body: Record<string, unknown> = {}) {
    const current = await ok(user, 'GET', `/das/${daId}`);
    return ok(user, 'POST', `/das/${daId}/${action}`, { lock_version: current.lock_version, ...body });
  }

  /** Instructs, checks, pays and confirms the advance of an approved PDA. */
  async function settleAdvance(portCallId: number, daId: number, agent: string) {
    const [advance] = (await call('dash-principal', 'GET', `/payments?port_call_id_eq=${portCallId}`)).json()
      .data.objects;
    const account = accounts.find((a) => a.entityId === (agent === 'dash-agent' ? agentCny : agentEur))!.id;
    let p = await ok('dash-principal', 'POST', `/das/${daId}/pda_submit_payment_instructions`, {
      lock_version: advance.lock_version,
      payment_id: advance.id,
      bank_account_id: account,
      payment_mode: 'swift',
      due_on: '2099-03-01',
    });
    p = await ok('operator', 'POST', `/payments/${p.id}/check`, { lock_version: p.lock_version });
    p = await ok('dash-principal', 'POST', `/payments/${p.id}/submit`, {
      lock_version: p.lock_version,
      transferred_on: '2026-03-01',
      transferred_amount: p.amount,
    });
    await ok(agent, 'POST', `/payments/${p.id}/confirm_receipt`, { lock_version: p.lock_version });
  }

  return {
    ids: {
      principal,
      entities: entities.map((e) => e.id),
      agentCny,
      agentEur,
      vessels: vessels.map((v) => v.id),
    },
    portId,
    itemOf,
    call,
    ok,
    acceptedPortCall,
    step,
    settleAdvance,
  };
}
