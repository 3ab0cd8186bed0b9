import { actionableStatuses, doneStatuses, type PortCallStatus } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { recountPortCallCounters } from '@portledger/db/testing';
import { and, asc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SessionUser } from '../src/types.ts';
import { auth, login, type TestApp } from './helpers.ts';

/** Signs in the demo users and finds the reference rows a port call needs. */
export async function portCallWorld(t: TestApp) {
  const tokens: Record<string, string> = {};
  const ids = {
    legalEntity: 0,
    /** The principal's other legal entity (it manages both in the seed). */
    otherLegalEntity: 0,
    principal2LegalEntity: 0,
    agentCompany: 0,
    agent2Company: 0,
    vessel: 0,
    port: 0,
    loading: 0,
  };
  for (const name of ['principal', 'principal2', 'agent', 'agent2', 'operator']) {
    const { token, body } = await login(t.app, name);
    tokens[name] = token!;
    if (name === 'principal') {
      ids.legalEntity = body.data.managed_entities[0].id;
      ids.otherLegalEntity = body.data.managed_entities[1].id;
    }
    if (name === 'principal2') ids.principal2LegalEntity = body.data.managed_entities[0].id;
    if (name === 'agent') ids.agentCompany = body.data.entity.id;
    if (name === 'agent2') ids.agent2Company = body.data.entity.id;
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

  /** A draft port call of a principal (the principal's first legal entity and the agent by default). */
  async function draftPortCall({
    principal = 'principal',
    agent = 'agent',
    legalEntityId = ids.legalEntity,
  }: {
    principal?: string;
    agent?: string;
    legalEntityId?: number;
  } = {}) {
    const created = await call(principal, 'POST', '/port_calls', {
      vessel_id: ids.vessel,
      voyage_no: 'FX1',
      port_id: ids.port,
      eta: '2026-12-10T06:00:00Z',
      legal_entity_id: legalEntityId,
      agent_entity_id: agent === 'agent2' ? ids.agent2Company : ids.agentCompany,
      agent_nomination_type: 'ona',
      activities: [{ activity_type_id: ids.loading }],
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data.object as { id: number; ref_no: string; da: { id: number } };
  }

  /** A port call the agent has accepted: its DA is ready for the PDA. */
  async function acceptedPortCall(
    parties: { principal?: string; agent?: string; legalEntityId?: number } = {},
  ) {
    const { principal = 'principal', agent = 'agent' } = parties;
    const draft = await draftPortCall(parties);
    const submitted = await call(principal, 'POST', `/port_calls/${draft.id}/submit`, { lock_version: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const accepted = await call(agent, 'POST', `/port_calls/${draft.id}/accept`, {
      lock_version: submitted.json().data.object.lock_version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().data.object as { id: number; ref_no: string; da: { id: number } };
  }

  /**
   * Port calls that the principal and the agent must not see, and principal2 and agent2 must see
   * their own: principal2's call given to agent2, the principal's call given to agent2 under its
   * other legal entity, which the principal then stops managing, and a draft of the principal (for
   * the desk and the agent). Returns the accepted ones.
   */
  async function callsOutOfScope() {
    const theirs = await acceptedPortCall({
      principal: 'principal2',
      agent: 'agent2',
      legalEntityId: ids.principal2LegalEntity,
    });
    const unmanaged = await acceptedPortCall({ agent: 'agent2', legalEntityId: ids.otherLegalEntity });
    await draftPortCall();
    const [principal] = await db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.name, 'principal'));
    await db
      .delete(s.userManagedEntities)
      .where(
        and(
          eq(s.userManagedEntities.userId, principal!.id),
          eq(s.userManagedEntities.entityId, ids.otherLegalEntity),
        ),
      );
    return [theirs, unmanaged];
  }

  /**
   * An accepted port call whose PDA (the first catalogue item at `price`) is screened and approved
   * with 50 % prefunding: its advance payment waits for the principal's instructions.
   */
  async function approvedPda(price: string) {
    const pc = await acceptedPortCall();
    const [item] = await db
      .select({ id: s.costItems.id })
      .from(s.costItems)
      .orderBy(asc(s.costItems.id))
      .limit(1);
    let v = 0;
    for (const [user, action, body] of [
      [
        'agent',
        'pda_submit',
        { cost_items_attributes: [{ cost_item_id: item!.id, pda_quoted_price: price }] },
      ],
      ['operator', 'pda_start_screening', {}],
      ['operator', 'pda_submit_screening', { screening_summary: 'ok' }],
      ['principal', 'pda_approve', { prefunding_agreed_percent: '50' }],
    ] as const) {
      const response = await call(user, 'POST', `/das/${pc.da.id}/${action}`, { lock_version: v, ...body });
      expect(response.statusCode, response.body).toBe(200);
      v = response.json().data.object.lock_version;
    }
    const list = await call('principal', 'GET', `/payments?port_call_id_eq=${pc.id}`);
    const advance = list.json().data.objects[0] as Record<string, unknown> & {
      id: number;
      lock_version: number;
      currency: string;
    };
    return { pc, advance };
  }

  /** The agent company's first bank account (its own or a branch's): where its advances are paid. */
  async function agentAccountId() {
    const [row] = await db
      .select({ id: s.bankAccounts.id })
      .from(s.bankAccounts)
      .innerJoin(s.entities, eq(s.entities.id, s.bankAccounts.entityId))
      .where(or(eq(s.entities.id, ids.agentCompany), eq(s.entities.parentId, ids.agentCompany)))
      .orderBy(asc(s.bankAccounts.id));
    return row!.id;
  }

  return { tokens, ids, call, draftPortCall, acceptedPortCall, approvedPda, callsOutOfScope, agentAccountId };
}

/**
 * The port calls a user may see (DESIGN.md section 5), written out here rather than taken from
 * port-call-scope.ts so a test can check the server's scopes against it: a principal the calls of
 * its company under the legal entities it manages and its own drafts without one, an agent the
 * calls given to its company past the draft, the desk every call past the draft.
 */
export function visibleTo(user: SessionUser): SQL {
  const pc = schema.portCalls;
  const pastDraft = ne(pc.status, 'port_call_draft');
  if (user.kind === 'operator') return pastDraft;
  if (user.kind === 'agent') return and(eq(pc.agentEntityId, user.entityId), pastDraft)!;
  return and(
    eq(pc.principalEntityId, user.entityId),
    or(
      user.managedEntityIds.length ? inArray(pc.legalEntityId, user.managedEntityIds) : undefined,
      and(isNull(pc.legalEntityId), eq(pc.createdById, user.id)),
    ),
  )!;
}

/**
 * The tab counts a user's list must answer for these calls' statuses (the calls it may see that
 * match), written out from the definition: every tab of SPEC section 4 from the statuses alone.
 */
export function tabCountsOfStatuses(user: SessionUser, statuses: PortCallStatus[]) {
  const done = (status: PortCallStatus) => doneStatuses.includes(status);
  const draft = (status: PortCallStatus) => status === 'port_call_draft';
  return {
    all: statuses.length,
    actionable: statuses.filter((status) => actionableStatuses(user.kind).includes(status)).length,
    in_progress: statuses.filter((status) => !draft(status) && !done(status)).length,
    drafts: user.kind === 'principal' ? statuses.filter(draft).length : 0,
    done: statuses.filter(done).length,
  };
}

/**
 * One port-call list answer (a tab and page of it) against the tab counts wanted: every tab's count
 * and the page's total. Page 1 carries the counts in its page statement; a page past the end has no
 * row to carry them and counts them on its own, so tests ask both.
 */
export function expectListCounts(
  response: { statusCode: number; body: string; json(): { data: Record<string, unknown> } },
  want: ReturnType<typeof tabCountsOfStatuses>,
  tab: keyof ReturnType<typeof tabCountsOfStatuses>,
  label: string,
) {
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { tab_counts: unknown; page: { total_count: number } };
  expect(data.tab_counts, label).toEqual(want);
  expect(data.page.total_count, label).toBe(want[tab]);
}

/**
 * A trigger-kept counter table against a recount of every port call through its key function
 * (`port_call_search_count_keys`, `port_call_eta_count_keys`): its rows above 0 are exactly the
 * recount's, and none is below 0.
 */
export async function expectCountersEqualRecount(
  t: TestApp,
  counters: { table: string; keys: string; columns: string[] },
) {
  const row = await recountPortCallCounters(t.database, counters);
  expect(row).toMatchObject({ differences: 0, negative: 0 });
  expect(row.rows).toBeGreaterThan(0);
}

/**
 * A fixed pseudo-random sequence (Park-Miller; the products stay below 2^53, exact in a double):
 * the same changes every run, so a failure can be replayed.
 */
export function seededRandom(seed: number) {
  let state = seed;
  const random = (n: number) => {
    state = (state * 48271) % 2147483647;
    return state % n;
  };
  const pick = <T>(values: readonly T[]) => values[random(values.length)]!;
  return { random, pick };
}
