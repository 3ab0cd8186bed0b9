import { type Db, schema, withCustomPlan } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_FROM_USE, NAMED_SHAPES_MAX, shapeName } from '../src/modules/port-calls/port-call-page.ts';
import { auth, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

// A filtered page's statement is sent under a name from its shape's third use (decision 070), on
// PostgreSQL's connections that plan every execution with its values. The name must never carry
// the first values it was planned with into a later request, and the names per database are few,
// as every pooled connection keeps the parse tree of each.

describe('the names of filter shapes', () => {
  it('names a shape from its third use on, for good, and no more shapes than the limit', () => {
    const db = {} as Db;
    const uses = (key: string, times: number) => Array.from({ length: times }, () => shapeName(db, key));
    expect(uses('a', NAMED_FROM_USE + 2)).toEqual([
      ...Array(NAMED_FROM_USE - 1).fill(undefined),
      'port_call_shape_0',
      'port_call_shape_0',
      'port_call_shape_0',
    ]);
    // Another shape counts its own uses and gets its own name.
    expect(uses('b', NAMED_FROM_USE).at(-1)).toBe('port_call_shape_1');
    for (let index = 2; index < NAMED_SHAPES_MAX; index++) {
      expect(uses(`shape ${index}`, NAMED_FROM_USE).at(-1)).toBe(`port_call_shape_${index}`);
    }
    // The limit reached: a new shape stays unnamed however often it is used; the named keep theirs.
    expect(uses('one too many', NAMED_FROM_USE * 3)).toEqual(Array(NAMED_FROM_USE * 3).fill(undefined));
    expect(shapeName(db, 'a')).toBe('port_call_shape_0');
    expect(shapeName(db, `shape ${NAMED_SHAPES_MAX - 1}`)).toBe(`port_call_shape_${NAMED_SHAPES_MAX - 1}`);
    // Per database: another one starts from nothing.
    expect(shapeName({} as Db, 'a')).toBeUndefined();
  });
});

describe('a filtered page sent under its name', () => {
  let t: TestApp;
  let token: string;
  let ids: { here: number[]; there: number[]; port: number; otherPort: number };

  beforeAll(async () => {
    // One connection per pool: the statements of withCustomPlan all go to the same one.
    t = await startTestApp({}, { poolSize: 1 });
    const world = await portCallWorld(t);
    token = world.tokens.principal!;
    const calls = [
      await world.acceptedPortCall(),
      await world.acceptedPortCall(),
      await world.acceptedPortCall(),
    ];
    const [otherPort] = await t.database.db
      .select({ id: schema.ports.id })
      .from(schema.ports)
      .where(eq(schema.ports.unlocode, 'SGSIN'));
    await t.database.db
      .update(schema.portCalls)
      .set({ portId: otherPort!.id })
      .where(eq(schema.portCalls.id, calls[2]!.id));
    ids = {
      here: [calls[0]!.id, calls[1]!.id].sort((a, b) => a - b),
      there: [calls[2]!.id],
      port: world.ids.port,
      otherPort: otherPort!.id,
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it("answers each request's own values before and after the name, planned for them", async () => {
    const requests = [
      ids.port,
      ids.otherPort,
      999_999,
      ids.port,
      ids.otherPort,
      999_999,
      ids.port,
      ids.otherPort,
      ids.port,
      999_999,
    ];
    for (const [index, port] of requests.entries()) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/uapi/port_calls?tab=all&per_page=50&port_id_eq=${port}`,
        headers: auth(token),
      });
      expect(response.statusCode).toBe(200);
      const found = (response.json().data.objects as { id: number }[]).map((o) => o.id).sort((a, b) => a - b);
      const want = port === ids.port ? ids.here : port === ids.otherPort ? ids.there : [];
      expect(found, `request ${index + 1}, port ${port}`).toEqual(want);
      expect(response.json().data.tab_counts.all, `request ${index + 1}`).toBe(want.length);
    }
    if (t.database.kind !== 'postgres') return;
    // The connection those statements went to: the shape parsed once under its name, and planned
    // for each execution's values, never with a generic plan.
    // (Awaited inside: a Drizzle query runs when awaited, and the mark holds inside the callback.)
    const kept = await withCustomPlan(async () => {
      const answer = await t.database.db.execute(
        sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where name like 'port_call_shape_%'`,
      );
      return answer as unknown as { rows: { name: string; generic: number; custom: number }[] };
    });
    expect(kept.rows).toEqual([
      { name: 'port_call_shape_0', generic: 0, custom: requests.length - (NAMED_FROM_USE - 1) },
    ]);
  });
});
