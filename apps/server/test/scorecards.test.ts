import { addMonths, type PortCallStatus, statusOrder } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWorld } from './dashboard-fixtures.ts';
import { startTestApp, type TestApp } from './helpers.ts';

/**
 * Agent scorecards (decision 022) over constructed histories written straight to the tables, with
 * the dates the workflow would have stamped: every figure is worked out by hand below.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof dashboardWorld>>;
const s = schema;

const thisMonth = new Date().toISOString().slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
const twoAgo = addMonths(thisMonth, -2);
const at = (month: string, day: number, hour = 0) =>
  new Date(`${month}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

let ref = 0;
interface Call {
  principal: { entity: number; legalEntity: number; user: number };
  agent: number;
  port: string;
  status: PortCallStatus;
  eta: Date;
  etd?: Date;
  departedAt?: Date;
  da?: Partial<typeof s.das.$inferInsert>;
  refund?: { status: 'pending' | 'submitted' | 'done'; updatedAt: Date };
  fdaSubmits?: Date[];
}

async function insertCall(call: Call) {
  const db = t.database.db;
  ref += 1;
  const [pc] = await db
    .insert(s.portCalls)
    .values({
      refNo: `SC-TEST-${ref}`,
      status: call.status,
      statusOrder: statusOrder(call.status),
      requestType: 'appointment_with_pda_request',
      principalEntityId: call.principal.entity,
      legalEntityId: call.principal.legalEntity,
      createdById: call.principal.user,
      agentEntityId: call.agent,
      portId: w.portId(call.port),
      vesselId: w.ids.vessels[0],
      eta: call.eta,
      etd: call.etd ?? null,
      departedAt: call.departedAt ?? null,
    })
    .returning({ id: s.portCalls.id });
  const [da] = await db
    .insert(s.das)
    .values({ portCallId: pc!.id, currency: 'USD', ...call.da })
    .returning({ id: s.das.id });
  if (call.refund) {
    await db.insert(s.payments).values({
      portCallId: pc!.id,
      daId: da!.id,
      paymentType: 'refund',
      amount: '200.00',
      currency: 'USD',
      status: call.refund.status,
      updatedAt: call.refund.updatedAt,
    });
  }
  for (const createdAt of call.fdaSubmits ?? []) {
    await db
      .insert(s.auditEvents)
      .values({ recordType: 'port_call', recordId: pc!.id, action: 'fda_submit', createdAt });
  }
  return pc!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await dashboardWorld(t);
  const db = t.database.db;
  const [dashPrincipal] = await db.select().from(s.users).where(eq(s.users.name, 'dash-principal'));
  const [demoPrincipal] = await db.select().from(s.users).where(eq(s.users.name, 'principal'));
  const [demoManaged] = await db
    .select()
    .from(s.userManagedEntities)
    .where(eq(s.userManagedEntities.userId, demoPrincipal!.id));
  const mine = { entity: w.ids.principal, legalEntity: w.ids.entities[0]!, user: dashPrincipal!.id };
  const other = {
    entity: demoPrincipal!.entityId,
    legalEntity: demoManaged!.entityId,
    user: demoPrincipal!.id,
  };
  const { agentCny: a, agentEur: b } = w.ids;

  // A1: PDA 1000.00 -> FDA 1030.00 (+3 %), FDA submitted 10 days after the ETD, queried by the desk.
  const a1Etd = at(lastMonth, 5, 10);
  await insertCall({
    principal: mine,
    agent: a,
    port: 'CNSHA',
    status: 'da_completed',
    eta: at(lastMonth, 3),
    etd: a1Etd,
    da: {
      pdaAgreedTotal: '1000.00',
      fdaAgreedTotal: '1030.00',
      pdaApprovedAt: at(lastMonth, 1),
      fdaSubmittedAt: plusDays(a1Etd, 10),
      fdaApprovedAt: plusDays(a1Etd, 12),
      fdaQuery: 'Receipt for pilotage missing',
      fdaQueryAnswer: 'Attached',
    },
  });
  // A2: PDA 2000.00 -> FDA 1800.00 (-10 %); departed on the 12th (the ETD of the 11th is not used);
  // FDA first submitted 20 days later, declined, resubmitted at 30 days; the refund confirmed 4 days
  // after the FDA's approval.
  const a2Departed = at(lastMonth, 12);
  const a2Approved = plusDays(a2Departed, 33);
  await insertCall({
    principal: mine,
    agent: a,
    port: 'CNSHA',
    status: 'da_completed',
    eta: at(lastMonth, 10),
    etd: at(lastMonth, 11),
    departedAt: a2Departed,
    da: {
      pdaAgreedTotal: '2000.00',
      fdaAgreedTotal: '1800.00',
      pdaApprovedAt: at(lastMonth, 8),
      fdaSubmittedAt: plusDays(a2Departed, 30),
      fdaApprovedAt: a2Approved,
      fdaDeclineReason: 'Launch hire not agreed',
    },
    fdaSubmits: [plusDays(a2Departed, 20), plusDays(a2Departed, 30)],
    refund: { status: 'done', updatedAt: plusDays(a2Approved, 4) },
  });
  // A3: this month, PDA not even submitted: a call, nothing else.
  await insertCall({
    principal: mine,
    agent: a,
    port: 'CNSHA',
    status: 'pda_under_creation',
    eta: at(thisMonth, 1),
  });
  // Not counted: a cancelled call, and a call older than the period.
  await insertCall({
    principal: mine,
    agent: a,
    port: 'CNSHA',
    status: 'da_cancelled',
    eta: at(lastMonth, 4),
  });
  await insertCall({
    principal: mine,
    agent: a,
    port: 'CNSHA',
    status: 'pda_under_creation',
    eta: at(addMonths(thisMonth, -12), 20),
  });
  // Another principal's call with the same agent: only the desk sees it.
  await insertCall({
    principal: other,
    agent: a,
    port: 'CNSHA',
    status: 'da_completed',
    eta: at(lastMonth, 6),
    etd: at(lastMonth, 7),
    da: {
      pdaAgreedTotal: '100.00',
      fdaAgreedTotal: '300.00',
      pdaApprovedAt: at(lastMonth, 1),
      fdaSubmittedAt: plusDays(at(lastMonth, 7), 40),
      fdaApprovedAt: plusDays(at(lastMonth, 7), 41),
    },
  });
  // B1: FDA equal to the PDA, submitted 2.5 days after the ETD; a refund submitted but not confirmed.
  const b1Etd = at(twoAgo, 6, 12);
  await insertCall({
    principal: mine,
    agent: b,
    port: 'NLRTM',
    status: 'fda_balance_payment_pending_confirmation',
    eta: at(twoAgo, 5),
    etd: b1Etd,
    da: {
      pdaAgreedTotal: '500.00',
      fdaAgreedTotal: '500.00',
      pdaApprovedAt: at(twoAgo, 1),
      fdaSubmittedAt: plusDays(b1Etd, 2.5),
      fdaApprovedAt: plusDays(b1Etd, 3),
    },
    refund: { status: 'submitted', updatedAt: plusDays(b1Etd, 4) },
  });
}, 120_000);
afterAll(() => t?.close());

const list = async (user: string, query = '') => {
  const response = await w.call(user, 'GET', `/scorecards/agents?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const agentA = () => ({
  agent_id: w.ids.agentCny,
  agent_name: 'Dashboard Agency Shanghai',
  calls: 3,
  pda_compared: 2,
  pda_mean_abs_deviation_pct: '6.50',
  pda_mean_deviation_pct: '-3.50',
  pda_within_band_pct: '50.00',
  days_to_fda: '15.0',
  fda_submitted: 2,
  query_rate_pct: '50.00',
  fda_decided: 2,
  decline_rate_pct: '50.00',
  refunds: 1,
  refunds_done: 1,
  days_to_refund: '4.0',
});
const agentB = () => ({
  agent_id: w.ids.agentEur,
  agent_name: 'Dashboard Agency Rotterdam',
  calls: 1,
  pda_compared: 1,
  pda_mean_abs_deviation_pct: '0.00',
  pda_mean_deviation_pct: '0.00',
  pda_within_band_pct: '100.00',
  days_to_fda: '2.5',
  fda_submitted: 1,
  query_rate_pct: '0.00',
  fda_decided: 1,
  decline_rate_pct: '0.00',
  refunds: 1,
  refunds_done: 0,
  days_to_refund: null,
});
const empty = {
  calls: 0,
  pda_compared: 0,
  pda_mean_abs_deviation_pct: null,
  pda_within_band_pct: null,
  days_to_fda: null,
};

describe('GET /scorecards/agents', () => {
  it('answers every figure of each agent over the principal’s own calls, with a monthly trend', async () => {
    const data = await list('dash-principal');
    expect(data.to).toBe(thisMonth);
    expect(data.from).toBe(addMonths(thisMonth, -11));
    expect(data.page).toEqual({ page: 1, per_page: 10, total_count: 2 });
    const [a, b] = data.objects;
    expect(a).toMatchObject(agentA());
    expect(b).toMatchObject(agentB());
    expect(a.trend).toHaveLength(12);
    expect(a.trend[0]).toEqual({ month: addMonths(thisMonth, -11), ...empty });
    expect(a.trend.at(-2)).toEqual({
      month: lastMonth,
      calls: 2,
      pda_compared: 2,
      pda_mean_abs_deviation_pct: '6.50',
      pda_within_band_pct: '50.00',
      days_to_fda: '15.0',
    });
    expect(a.trend.at(-1)).toEqual({ month: thisMonth, ...empty, calls: 1 });
    expect(b.trend.at(-3)).toMatchObject({ month: twoAgo, calls: 1, days_to_fda: '2.5' });
  });

  it('filters by port and by agent, sorts with missing figures last, and pages', async () => {
    const atShanghai = await list('dash-principal', `port_id_eq=${w.portId('CNSHA')}`);
    expect(atShanghai.objects.map((o: { agent_id: number }) => o.agent_id)).toEqual([w.ids.agentCny]);
    const onlyB = await list('dash-principal', `agent_id_eq=${w.ids.agentEur}`);
    expect(onlyB.objects).toHaveLength(1);
    expect(onlyB.objects[0]).toMatchObject(agentB());
    const names = async (query: string) =>
      (await list('dash-principal', query)).objects.map((o: { agent_name: string }) => o.agent_name);
    const [shanghai, rotterdam] = ['Dashboard Agency Shanghai', 'Dashboard Agency Rotterdam'];
    expect(await names('sort=-pda_within_band_pct')).toEqual([rotterdam, shanghai]);
    expect(await names('sort=days_to_fda')).toEqual([rotterdam, shanghai]);
    expect(await names('sort=days_to_refund')).toEqual([shanghai, rotterdam]);
    expect(await names('sort=-days_to_refund')).toEqual([shanghai, rotterdam]);
    expect(await names('sort=agent_name')).toEqual([rotterdam, shanghai]);
    const second = await list('dash-principal', 'sort=-calls&per_page=1&page=2');
    expect(second.page.total_count).toBe(2);
    expect(second.objects.map((o: { agent_name: string }) => o.agent_name)).toEqual([rotterdam]);
    const ownEntity = await list('dash-principal', `legal_entity_id_eq=${w.ids.entities[0]}`);
    expect(ownEntity.page.total_count).toBe(2);
    const otherEntity = await list('dash-principal', `legal_entity_id_eq=${w.ids.entities[1]}`);
    expect(otherEntity.objects).toEqual([]);
    const shorter = await list('dash-principal', 'months=1');
    expect(shorter.objects.map((o: { calls: number }) => o.calls)).toEqual([1]);
  });

  it('counts only the calls the caller may see: the desk sees every principal’s, others none of these', async () => {
    const desk = await list('operator', `agent_id_eq=${w.ids.agentCny}`);
    expect(desk.objects[0]).toMatchObject({
      calls: 4,
      pda_compared: 3,
      // |+3| + |-10| + |+200| over 3; the other principal's FDA ran 40 days after its ETD.
      pda_mean_abs_deviation_pct: '71.00',
      days_to_fda: '23.3',
    });
    const outsider = await list('principal2', `agent_id_eq=${w.ids.agentCny}`);
    expect(outsider.objects).toEqual([]);
    expect(outsider.page.total_count).toBe(0);
  });

  it('is refused to agents', async () => {
    const response = await w.call('dash-agent', 'GET', '/scorecards/agents');
    expect(response.statusCode).toBe(403);
  });

  it('answers 400, never 500, to a bad query', async () => {
    for (const query of [
      'port_id_eq=abc',
      'agent_id_eq=-1',
      'months=0',
      `months=25`,
      'sort=vessel',
      'per_page=1000',
      'page=0',
      'legal_entity_id_eq=x',
      'tz=9999',
      'status_eq=da_completed',
    ]) {
      const response = await w.call('dash-principal', 'GET', `/scorecards/agents?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
  });
});

/**
 * The same figures from a DA driven through the workflow, so the columns read above are the ones
 * the steps write: a query, a decline, a resubmission and a refund owed.
 */
describe('GET /scorecards/agents after the workflow', () => {
  let t2: TestApp;
  let w2: Awaited<ReturnType<typeof dashboardWorld>>;
  beforeAll(async () => {
    t2 = await startTestApp();
    w2 = await dashboardWorld(t2);
  }, 120_000);
  afterAll(() => t2?.close());

  it('counts the query, the decline and the refund, and days to FDA from the first submission', async () => {
    const etd = new Date(Date.now() - 3 * 86_400_000);
    const pc = await w2.acceptedPortCall({
      port: 'CNSHA',
      vessel: 0,
      eta: new Date(etd.getTime() - 86_400_000).toISOString(),
      etd: etd.toISOString(),
      agent: 'dash-agent',
    });
    const agency = w2.itemOf('AGENCY_REMUNERATION').id;
    let da = await w2.step('dash-agent', pc.da.id, 'pda_submit', {
      cost_items_attributes: [{ cost_item_id: agency, pda_quoted_price: '1000' }],
    });
    await w2.step('operator', pc.da.id, 'pda_start_screening');
    await w2.step('operator', pc.da.id, 'pda_submit_screening', { screening_summary: 'As per tariff' });
    await w2.step('dash-principal', pc.da.id, 'pda_approve', { prefunding_agreed_percent: '100' });
    await w2.settleAdvance(pc.id, pc.da.id, 'dash-agent');
    const line = da.lines[0].id;
    da = await w2.step('dash-agent', pc.da.id, 'fda_submit', {
      cost_items_attributes: [{ id: line, fda_quoted_price: '800', fda_variance_reason: 'quantity_change' }],
    });
    await w2.step('operator', pc.da.id, 'fda_start_screening');
    await w2.step('operator', pc.da.id, 'fda_raise_query', { query: 'Receipt?' });
    await w2.step('dash-agent', pc.da.id, 'fda_answer_query', { answer: 'Attached' });
    await w2.step('operator', pc.da.id, 'fda_submit_screening', { screening_summary: 'Fine' });
    await w2.step('dash-principal', pc.da.id, 'fda_decline', { decline_reason: 'Stamp missing' });
    await w2.step('dash-agent', pc.da.id, 'fda_submit');
    await w2.step('operator', pc.da.id, 'fda_start_screening');
    await w2.step('operator', pc.da.id, 'fda_submit_screening', { screening_summary: 'Fine now' });
    await w2.step('dash-principal', pc.da.id, 'fda_approve');

    // The FDA's first submission, from the operation log: das.fda_submitted_at now holds the second.
    const [first] = await t2.database.db
      .select({ at: s.auditEvents.createdAt })
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.recordId, pc.id), eq(s.auditEvents.action, 'fda_submit')))
      .orderBy(s.auditEvents.id)
      .limit(1);
    const days = ((first!.at.getTime() - etd.getTime()) / 86_400_000).toFixed(1);

    const response = await w2.call('dash-principal', 'GET', '/scorecards/agents');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.objects).toEqual([
      expect.objectContaining({
        agent_id: w2.ids.agentCny,
        calls: 1,
        pda_compared: 1,
        pda_mean_abs_deviation_pct: '20.00',
        pda_mean_deviation_pct: '-20.00',
        pda_within_band_pct: '0.00',
        days_to_fda: days,
        fda_submitted: 1,
        query_rate_pct: '100.00',
        fda_decided: 1,
        decline_rate_pct: '100.00',
        refunds: 1,
        refunds_done: 0,
        days_to_refund: null,
      }),
    ]);
  });
});
