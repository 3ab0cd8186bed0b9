import { schema } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

// A payment carries its port call's agent (payments.agent_entity_id, decision 074), copied by two
// triggers: from the call when the payment is written, and to the payments when the call's agent
// changes. The agent's Actionable payments are read by that column, so a payment naming another
// agent would leave the tab of the call's agent.

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
const p = schema.payments;
const pc = schema.portCalls;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const agentsOf = async (portCallId: number) =>
  (await t.database.db.select({ agent: p.agentEntityId }).from(p).where(eq(p.portCallId, portCallId))).map(
    (row) => row.agent,
  );

async function actionableIds(name: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/uapi/payments?tab=actionable&per_page=100',
    headers: auth(w.tokens[name]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.objects as { id: number }[]).map((row) => row.id);
}

describe('payments name their port call’s agent', () => {
  it('from the call when written, again when the call’s agent changes, and never another', async () => {
    const db = t.database.db;
    const call = await w.acceptedPortCall();
    const [submitted] = await db
      .insert(p)
      .values({
        portCallId: call.id,
        daId: call.da.id,
        paymentType: 'advance',
        amount: '250000.00',
        currency: 'USD',
        status: 'submitted',
      })
      .returning({ id: p.id, agent: p.agentEntityId });
    expect(submitted!.agent).toBe(w.ids.agentCompany);
    // The agent must confirm a submitted advance: it is on its Actionable tab, not on agent2's.
    expect(await actionableIds('agent')).toContain(submitted!.id);
    expect(await actionableIds('agent2')).not.toContain(submitted!.id);

    // Written with another agent, it still names the call's.
    await db.update(p).set({ agentEntityId: w.ids.agent2Company }).where(eq(p.id, submitted!.id));
    expect(await agentsOf(call.id)).toEqual([w.ids.agentCompany]);
    const [inserted] = await db
      .insert(p)
      .values({
        portCallId: call.id,
        daId: call.da.id,
        agentEntityId: w.ids.agent2Company,
        paymentType: 'balance',
        amount: '10.00',
        currency: 'USD',
      })
      .returning({ agent: p.agentEntityId });
    expect(inserted!.agent).toBe(w.ids.agentCompany);

    // The call given to agent2: its payments follow, and so does the Actionable tab.
    await db.update(pc).set({ agentEntityId: w.ids.agent2Company }).where(eq(pc.id, call.id));
    expect(await agentsOf(call.id)).toEqual([w.ids.agent2Company, w.ids.agent2Company]);
    expect(await actionableIds('agent2')).toContain(submitted!.id);
    expect(await actionableIds('agent')).not.toContain(submitted!.id);

    // Every payment of the database names its call's agent.
    const [differ] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(p)
      .innerJoin(pc, eq(pc.id, p.portCallId))
      .where(sql`${p.agentEntityId} is distinct from ${pc.agentEntityId}`);
    expect(differ!.n).toBe(0);
  });
});
