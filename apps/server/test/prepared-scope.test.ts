import { schema } from '@portledger/db';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  counterScope,
  counterScopeOf,
  portCallScope,
  portCallScopeOf,
  SCOPE_PLACEHOLDERS,
  scopeParams,
} from '../src/modules/port-calls/port-call-scope.ts';
import type { SessionUser } from '../src/types.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

// The hot reads run the scopes as statements prepared once per kind of user, with the user's
// values as parameters (docs/decisions/017). They must see exactly what the built scopes see.
let t: TestApp;
let users: SessionUser[];
beforeAll(async () => {
  t = await startTestApp();
  const w = await portCallWorld(t);
  // Some port calls in several states: drafts (own, no legal entity yet) and submitted ones.
  await w.acceptedPortCall();
  await w.call('principal', 'POST', '/port_calls', {
    voyage_no: 'DRAFT1',
    vessel_id: w.ids.vessel,
    port_id: w.ids.port,
    eta: '2026-12-20T06:00:00Z',
  });
  const db = t.database.db;
  const rows = await db
    .select({
      id: schema.users.id,
      name: schema.users.name,
      kind: schema.users.kind,
      entityId: schema.users.entityId,
    })
    .from(schema.users)
    .orderBy(asc(schema.users.id));
  users = [];
  for (const row of rows) {
    const managed = await db
      .select({ id: schema.userManagedEntities.entityId })
      .from(schema.userManagedEntities)
      .where(eq(schema.userManagedEntities.userId, row.id));
    const user = {
      sessionId: 0,
      id: row.id,
      name: row.name,
      kind: row.kind,
      entityId: row.entityId,
      managedEntityIds: managed.map((m) => m.id),
      locale: 'en-US',
    } as SessionUser;
    users.push(user);
    // The same principal managing nothing: the scope is then its own drafts only.
    if (user.kind === 'principal') users.push({ ...user, managedEntityIds: [] });
  }
});
afterAll(() => t.close());

const pc = schema.portCalls;
const counts = schema.portCallCounts;

describe('scopes prepared per kind of user', () => {
  it('see the same port calls as portCallScope, for every user', async () => {
    const db = t.database.db;
    const kinds = new Set(users.map((user) => user.kind));
    expect([...kinds].sort()).toEqual(['agent', 'operator', 'principal']);
    let seen = 0;
    for (const user of users) {
      const built = await db.select({ id: pc.id }).from(pc).where(portCallScope(user)).orderBy(pc.id);
      const prepared = await db
        .select({ id: pc.id })
        .from(pc)
        .where(portCallScopeOf(user.kind, SCOPE_PLACEHOLDERS))
        .orderBy(pc.id)
        .prepare(`test_scope_${user.kind}_${user.id}_${user.managedEntityIds.length}`)
        .execute(scopeParams(user));
      expect(prepared, `${user.name} ${user.managedEntityIds}`).toEqual(built);
      seen += built.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('count the same counter rows as counterScope, for every user', async () => {
    const db = t.database.db;
    const total = (where: SQL | undefined) =>
      db
        .select({ status: counts.status, n: sql<number>`sum(${counts.n})::int` })
        .from(counts)
        .where(where)
        .groupBy(counts.status)
        .orderBy(counts.status);
    for (const user of users) {
      const built = await total(counterScope(counts, user));
      const prepared = await total(counterScopeOf(counts, user.kind, SCOPE_PLACEHOLDERS))
        .prepare(`test_counter_scope_${user.kind}_${user.id}_${user.managedEntityIds.length}`)
        .execute(scopeParams(user));
      expect(prepared, user.name).toEqual(built);
    }
  });
});
