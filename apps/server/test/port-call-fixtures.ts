import { schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auth, login, type TestApp } from './helpers.ts';

/** Signs in the demo users and finds the reference rows a port call needs. */
export async function portCallWorld(t: TestApp) {
  const tokens: Record<string, string> = {};
  const ids = { legalEntity: 0, agentCompany: 0, vessel: 0, port: 0, loading: 0 };
  for (const name of ['principal', 'principal2', 'agent', 'agent2', 'operator']) {
    const { token, body } = await login(t.app, name);
    tokens[name] = token!;
    if (name === 'principal') ids.legalEntity = body.data.managed_entities[0].id;
    if (name === 'agent') ids.agentCompany = body.data.entity.id;
  }
  const db = t.database.db;
  const s = schema;
  const [port] = await db.select({ id: s.ports.id }).from(s.ports).where(eq(s.ports.unlocode, 'CNSHA'));
  const [loading] = await db
    .select({ id: s.activityTypes.id })
    .from(s.activityTypes)
    .where(eq(s.activityTypes.code, 'loading'));
  const [vessel] = await db
    .insert(s.vessels)
    .values({ name: 'FIXTURE TRADER', imo: '9176187' })
    .onConflictDoNothing()
    .returning({ id: s.vessels.id });
  ids.port = port!.id;
  ids.loading = loading!.id;
  ids.vessel =
    vessel?.id ??
    (await db.select({ id: s.vessels.id }).from(s.vessels).where(eq(s.vessels.imo, '9176187')))[0]!.id;

  const call = (name: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/uapi${url}`,
      headers: auth(tokens[name]),
      ...(payload ? { payload } : {}),
    });

  /** A port call the agent has accepted: its DA is ready for the PDA. */
  async function acceptedPortCall() {
    const created = await call('principal', 'POST', '/port_calls', {
      vessel_id: ids.vessel,
      voyage_no: 'FX1',
      port_id: ids.port,
      eta: '2026-12-10T06:00:00Z',
      legal_entity_id: ids.legalEntity,
      agent_entity_id: ids.agentCompany,
      agent_nomination_type: 'ona',
      activities: [{ activity_type_id: ids.loading }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json().data.object;
    const submitted = await call('principal', 'POST', `/port_calls/${draft.id}/submit`, { lock_version: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const accepted = await call('agent', 'POST', `/port_calls/${draft.id}/accept`, {
      lock_version: submitted.json().data.object.lock_version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().data.object as { id: number; ref_no: string; da: { id: number } };
  }

  return { tokens, ids, call, acceptedPortCall };
}
