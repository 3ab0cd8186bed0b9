import type { Notification } from '@portledger/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

/** Who hears about each workflow event, in which language, with which link (SPEC.md section 3). */
let t: TestApp;
let world: Awaited<ReturnType<typeof portCallWorld>>;
beforeAll(async () => {
  t = await startTestApp();
  world = await portCallWorld(t);
});
afterAll(() => t.close());

const users = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
type Who = (typeof users)[number];
/** The language each user has the app in: notifications are read in it (decision 050). */
const appLanguage: Record<Who, 'en-US' | 'zh-CN'> = {
  principal: 'en-US',
  principal2: 'en-US',
  agent: 'zh-CN',
  agent2: 'en-US',
  operator: 'en-US',
};

async function unread(name: Who) {
  const response = await t.app.inject({
    url: '/uapi/notifications/get_all_unread?page=1&per_page=100',
    headers: { ...auth(world.tokens[name]), 'accept-language': appLanguage[name] },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { objects: Notification[]; page: { total_count: number } };
}

/** Runs `act` and answers, per user, the notifications it created for them. */
async function fanOut(act: () => Promise<unknown>) {
  const before = new Map<Who, Set<number>>();
  for (const name of users) before.set(name, new Set((await unread(name)).objects.map((n) => n.id)));
  await act();
  const created = {} as Record<Who, Notification[]>;
  for (const name of users) {
    created[name] = (await unread(name)).objects.filter((n) => !before.get(name)!.has(n.id));
  }
  return created;
}

describe('notification fan-out', () => {
  let portCall: { id: number; ref_no: string; lock_version: number; da: { id: number } };

  it("submitting a port call notifies the appointed agent's users, in the language of their app", async () => {
    const created = await world.call('principal', 'POST', '/port_calls', {
      vessel_id: world.ids.vessel,
      voyage_no: 'FAN1',
      port_id: world.ids.port,
      eta: '2026-12-10T06:00:00Z',
      legal_entity_id: world.ids.legalEntity,
      agent_entity_id: world.ids.agentCompany,
      agent_nomination_type: 'ona',
      activities: [{ activity_type_id: world.ids.loading }],
    });
    const draft = created.json().data.object;
    const heard = await fanOut(async () => {
      const submitted = await world.call('principal', 'POST', `/port_calls/${draft.id}/submit`, {
        lock_version: 0,
      });
      portCall = submitted.json().data.object;
    });
    expect(heard.agent).toHaveLength(1);
    expect(heard.agent[0]).toMatchObject({
      title: `新委托 ${portCall.ref_no}`,
      business_area: 'PORT_CALL',
      severity: 'info',
      link: `/das-mgmt/${portCall.id}`,
    });
    // The actor, another agency, other principals and the desk are not told.
    for (const name of ['principal', 'principal2', 'agent2', 'operator'] as const) {
      expect(heard[name]).toEqual([]);
    }
  });

  it('accepting it notifies the principal, in the language of its app (English)', async () => {
    const heard = await fanOut(async () => {
      const accepted = await world.call('agent', 'POST', `/port_calls/${portCall.id}/accept`, {
        lock_version: portCall.lock_version,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      portCall = accepted.json().data.object;
    });
    expect(heard.principal).toEqual([
      expect.objectContaining({
        title: `Appointment accepted: ${portCall.ref_no}`,
        severity: 'success',
        business_area: 'PORT_CALL',
        link: `/das-mgmt/${portCall.id}`,
      }),
    ]);
    for (const name of ['principal2', 'agent', 'agent2', 'operator'] as const)
      expect(heard[name]).toEqual([]);
  });

  it('submitting the PDA notifies the desk (business area PDA), not the parties', async () => {
    const fee = (await world.call('agent', 'GET', '/cost_items/option?name_i_cont=Agency%20fee'))
      .json()
      .data.objects.find((row: { name: string }) => row.name === 'Agency fee');
    const heard = await fanOut(async () => {
      const submitted = await world.call('agent', 'POST', `/das/${portCall.da.id}/pda_submit`, {
        lock_version: 0,
        cost_items_attributes: [{ cost_item_id: fee.id, pda_quoted_price: '1000' }],
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
    });
    expect(heard.operator).toHaveLength(1);
    expect(heard.operator[0]).toMatchObject({ business_area: 'PDA', link: `/das-mgmt/${portCall.id}` });
    expect(heard.operator[0]!.title).toContain(portCall.ref_no);
    expect(heard.operator[0]!.content).toContain('Please screen it.');
    for (const name of ['principal', 'principal2', 'agent', 'agent2'] as const)
      expect(heard[name]).toEqual([]);
  });

  it('counts unread and read per user, and only the owner can mark one read', async () => {
    const mine = await unread('operator');
    const theirs = (await unread('agent')).objects[0]!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/uapi/notifications/${theirs.id}/set_read`,
      headers: auth(world.tokens.operator),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await unread('agent')).objects.map((n) => n.id)).toContain(theirs.id);

    const marked = await t.app.inject({
      method: 'POST',
      url: `/uapi/notifications/${mine.objects[0]!.id}/set_read`,
      headers: auth(world.tokens.operator),
    });
    expect(marked.statusCode).toBe(200);
    expect((await unread('operator')).page.total_count).toBe(mine.page.total_count - 1);
    const read = await t.app.inject({
      url: '/uapi/notifications/get_all_read',
      headers: auth(world.tokens.operator),
    });
    expect(read.json().data.objects.map((n: Notification) => n.id)).toContain(mine.objects[0]!.id);
  });
});
