import { PGlite, type QueryOptions, type Results, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withGenericPlan } from './generic-plan.ts';
import { PREPARED_TEXT_MAX, PreparedPGlite } from './pglite-prepared.ts';

/**
 * The prepared path against PGlite's own `query` on the same instance and data: PGlite.prototype
 * .query is the unnamed Parse / Bind / Execute the class overrides.
 */
let pglite: PreparedPGlite;
const plainQueryOn = <T>(on: PGlite, query: string, params?: unknown[], options?: QueryOptions) =>
  PGlite.prototype.query.call(on, query, params, options) as Promise<Results<T>>;
const plainQuery = <T>(query: string, params?: unknown[], options?: QueryOptions) =>
  plainQueryOn<T>(pglite, query, params, options);
const prepared = () =>
  plainQuery<{ name: string }>('select name from pg_prepared_statements order by name').then((r) =>
    r.rows.map((row) => row.name),
  );

beforeAll(async () => {
  pglite = await PreparedPGlite.open({ maxPreparedStatements: 20 });
  await pglite.exec(`
    create table samples (
      id int8 generated always as identity primary key,
      code text unique,
      amount numeric(14, 2),
      at timestamptz,
      day date,
      doc jsonb,
      tags text[],
      prices numeric[],
      times timestamptz[],
      flag boolean,
      ratio float8,
      big int8
    );
    insert into samples (code, amount, at, day, doc, tags, prices, times, flag, ratio, big) values
      ('a', 12.5, '2026-01-02 03:04:05.678+00', '2026-01-02', '{"x": [1, {"y": null}]}', '{one,"two, three"}',
       '{1.10,2}', '{"2026-01-01 00:00:00+00"}', true, 0.25, 9007199254740993),
      ('b', null, null, null, null, null, null, null, null, null, null),
      ('c', -0.01, '1999-12-31 23:59:59+00', '1999-12-31', '"text"', '{}', '{}', '{}', false, -1e300, -1);
  `);
}, 60_000);

afterAll(async () => {
  await pglite?.close();
});

// Drizzle's options for its own queries (drizzle-orm/pglite/session.js): dates stay strings.
const keepAsText = (value: string) => value;
const drizzleParsers = {
  [types.TIMESTAMP]: keepAsText,
  [types.TIMESTAMPTZ]: keepAsText,
  [types.INTERVAL]: keepAsText,
  [types.DATE]: keepAsText,
  1231: keepAsText,
  1115: keepAsText,
  1185: keepAsText,
  1187: keepAsText,
  1182: keepAsText,
};
const optionSets: [string, QueryOptions | undefined][] = [
  ['no options', undefined],
  ['object rows, Drizzle parsers', { rowMode: 'object', parsers: drizzleParsers }],
  ['array rows, Drizzle parsers', { rowMode: 'array', parsers: drizzleParsers }],
];

describe('PreparedPGlite', () => {
  it.each(optionSets)('answers what PGlite.query answers, every call (%s)', async (_, options) => {
    const statements: [string, unknown[]][] = [
      ['select * from samples order by id', []],
      [
        'select * from samples where id = any($1) and ($2::text is null or code > $2) order by id',
        [[1, 3], null],
      ],
      ['select amount, doc, tags from samples where code = $1', ['a']],
      [
        'select $1::jsonb as doc, $2::int8 as big, $3::timestamptz as at, $4::numeric[] as prices',
        [{ a: [1, 2] }, 9007199254740993n, new Date('2026-05-06T07:08:09.010Z'), ['1.5', '2']],
      ],
      ['select count(*) from samples where flag', []],
    ];
    // More than five calls each: PostgreSQL may switch a named statement to its generic plan after five.
    for (let call = 0; call < 7; call++) {
      for (const [query, params] of statements) {
        const expected = await plainQuery(query, params, options);
        expect(await pglite.query(query, params, options)).toEqual(expected);
      }
    }
    expect(await prepared()).toHaveLength(statements.length);
  });

  it('reports affected rows, command and rows of a write as PGlite does', async () => {
    const insert = 'insert into samples (code, amount) values ($1, $2) returning id, amount';
    const first = await pglite.query(insert, ['w1', '1.00']);
    const second = await plainQuery(insert, ['w2', '2.00']);
    expect({ ...first, rows: [] }).toEqual({ ...second, rows: [] });
    expect(first).toMatchObject({
      command: 'INSERT',
      affectedRows: 1,
      rowCount: 1,
      rows: [{ amount: '1.00' }],
    });
    const update = await pglite.query('update samples set amount = amount + 1 where code like $1', ['w%']);
    expect(update).toMatchObject({ command: 'UPDATE', affectedRows: 2, rows: [], fields: [] });
    await pglite.query('delete from samples where code like $1', ['w%']);
  });

  it('surfaces a unique violation as PGlite does, and keeps working', async () => {
    const insert = 'insert into samples (code) values ($1)';
    const plain = await plainQuery(insert, ['a']).catch((error: unknown) => error);
    const viaPrepared = await pglite.query(insert, ['a']).catch((error: unknown) => error);
    // Once more: now the statement is kept, and the error comes from its Bind / Execute.
    const again = await pglite.query(insert, ['a']).catch((error: unknown) => error);
    for (const error of [viaPrepared, again]) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        code: '23505',
        constraint: 'samples_code_key',
        message: (plain as Error).message,
        query: insert,
        params: ['a'],
      });
    }
    expect(await pglite.query(insert, ['d'])).toMatchObject({ affectedRows: 1 });
    expect((await pglite.query('select code from samples where code = $1', ['d'])).rows).toEqual([
      { code: 'd' },
    ]);
    await pglite.query('delete from samples where code = $1', ['d']);
  });

  it('surfaces a statement PostgreSQL refuses to parse, and keeps nothing of it', async () => {
    const before = pglite.preparedStatementCount;
    await expect(pglite.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    await expect(pglite.query('select 1; select 2')).rejects.toMatchObject({ code: '42601' });
    expect(pglite.preparedStatementCount).toBe(before);
    expect((await pglite.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('leaves a very long text to PGlite.query', async () => {
    const before = pglite.preparedStatementCount;
    const values = Array.from({ length: 3000 }, (_, i) => `($${i + 1}::int)`).join(', ');
    const long = `select sum(v)::int as total from (values ${values}) as t (v)`;
    expect(long.length).toBeGreaterThan(PREPARED_TEXT_MAX);
    const params = Array.from({ length: 3000 }, (_, i) => i);
    expect((await pglite.query(long, params)).rows).toEqual([{ total: (2999 * 3000) / 2 }]);
    expect(pglite.preparedStatementCount).toBe(before);
  });

  it('keeps at most its limit of statements, closing the least recently used', async () => {
    const small = await PreparedPGlite.open({ maxPreparedStatements: 2 });
    try {
      const names = async () =>
        (
          await plainQueryOn<{ statement: string }>(small, 'select statement from pg_prepared_statements')
        ).rows
          .map((row) => row.statement)
          .sort();
      await small.query('select 1 as a');
      await small.query('select 2 as b');
      await small.query('select 1 as a'); // now the most recently used
      await small.query('select 3 as c'); // evicts `select 2`
      expect(small.preparedStatementCount).toBe(2);
      expect(await names()).toEqual(['select 1 as a', 'select 3 as c']);
      // An evicted statement is prepared again when it comes back.
      expect((await small.query('select 2 as b')).rows).toEqual([{ b: 2 }]);
      expect(await names()).toEqual(['select 2 as b', 'select 3 as c']);
    } finally {
      await small.close();
    }
  });

  it('prepares again after a schema change it ran, one it did not see, and DEALLOCATE ALL', async () => {
    await pglite.exec('create table shapes (id int primary key, v int); insert into shapes values (1, 10)');
    const select = 'select * from shapes where id = $1';
    const nameOfSelect = async () =>
      (
        await plainQuery<{ name: string }>('select name from pg_prepared_statements where statement = $1', [
          select,
        ])
      ).rows[0]?.name;
    expect((await pglite.query(select, [1])).rows).toEqual([{ id: 1, v: 10 }]);
    const first = await nameOfSelect();
    // Through this class: every kept statement is dropped after the ALTER.
    await pglite.query('alter table shapes add column w text');
    expect((await pglite.query(select, [1])).rows).toEqual([{ id: 1, v: 10, w: null }]);
    const second = await nameOfSelect();
    // Behind its back (PGlite's own exec): the Bind fails with "cached plan must not change result
    // type"; outside a transaction the statement is prepared again and the call retried.
    await PGlite.prototype.exec.call(pglite, 'alter table shapes alter column v type text');
    await expect(
      plainQuery(`select 1 from pg_prepared_statements where name = $1`, [second]).then((r) => r.rows),
    ).resolves.toHaveLength(1);
    expect((await pglite.query(select, [1])).rows).toEqual([{ id: 1, v: '10', w: null }]);
    const third = await nameOfSelect();
    await PGlite.prototype.exec.call(pglite, 'deallocate all');
    expect((await pglite.query(select, [1])).rows).toEqual([{ id: 1, v: '10', w: null }]);
    const fourth = await nameOfSelect();
    expect(new Set([first, second, third, fourth]).size).toBe(4);

    // Inside a transaction the failed Bind has aborted it: the error reaches the caller, the
    // statement is dropped, and the next call outside prepares it again.
    await PGlite.prototype.exec.call(pglite, 'alter table shapes alter column v type int using v::int');
    await expect(pglite.transaction((tx) => tx.query(select, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await pglite.query(select, [1])).rows).toEqual([{ id: 1, v: 10, w: null }]);
  });

  it('runs statements inside transactions, rolls them back, and lets no other statement in meanwhile', async () => {
    const insert = 'insert into samples (code) values ($1)';
    const count = 'select count(*)::int as n from samples where code like $1';
    const n = async () => (await pglite.query<{ n: number }>(count, ['t%'])).rows[0]!.n;

    await expect(
      pglite.transaction(async (tx) => {
        await tx.query(insert, ['t1']);
        expect((await tx.query<{ n: number }>(count, ['t%'])).rows[0]!.n).toBe(1);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await n()).toBe(0);

    await pglite.transaction(async (tx) => {
      await tx.query(insert, ['t2']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query(count, ['t%'])).rejects.toThrow('Transaction is closed');
    });
    expect(await n()).toBe(0);

    // A failed statement aborts the transaction; after it, the instance and its statements work.
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query(insert, ['t3']);
        await tx.query(insert, ['a']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await n()).toBe(0);

    // A statement sent from outside while a transaction is open waits for its commit.
    let outside: Promise<number> | undefined;
    await pglite.transaction(async (tx) => {
      await tx.query(insert, ['t4']);
      outside = n();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query(insert, ['t5']);
    });
    expect(await outside).toBe(2);
    await pglite.query('delete from samples where code like $1', ['t%']);
  });

  it('lets the event loop turn before each statement, so work that arrived meanwhile is not starved', async () => {
    // Queued statements used to run back to back in microtasks: an I/O callback (a request that had
    // arrived) waited for all of them. Now each statement waits one turn, and what was ready runs.
    const order: string[] = [];
    const queries = [0, 1, 2, 3, 4].map((i) =>
      pglite.query('select $1::int as n', [i]).then(() => order.push(`query ${i}`)),
    );
    const turns = [0, 1, 2].map(
      (i) => new Promise<void>((resolve) => setImmediate(() => resolve(void order.push(`turn ${i}`)))),
    );
    await Promise.all([...queries, ...turns]);
    expect(order.indexOf('turn 2')).toBeLessThan(order.indexOf('query 4'));
    // Still one at a time and in the order sent.
    expect(order.filter((entry) => entry.startsWith('query'))).toEqual(
      [0, 1, 2, 3, 4].map((i) => `query ${i}`),
    );
  });

  it('runs the statements of withGenericPlan with their generic plan, and only those', async () => {
    const plans = async (text: string) => {
      const { rows } = await plainQuery<{ generic_plans: number; custom_plans: number }>(
        'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1',
        [text],
      );
      return rows[0];
    };
    const mode = async () => (await plainQuery<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0];
    const generic = 'select count(*)::int as n from samples where code = $1 or amount > $2';
    const custom = 'select count(*)::int as n from samples where code <> $1 or amount < $2';
    // Sent side by side: the context follows each caller, not the order the statements run in.
    // Asked for on PGlite only (`postgres: false`), or everywhere: PGlite is either way.
    const answers = await Promise.all(
      [0, 1, 2].flatMap((i) => [
        withGenericPlan(() => pglite.query<{ n: number }>(generic, ['a', 0]), { postgres: i === 1 }),
        pglite.query<{ n: number }>(custom, ['a', 0]),
      ]),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual([1, 2, 1, 2, 1, 2]);
    expect(await plans(generic)).toEqual({ generic_plans: 3, custom_plans: 0 });
    expect(await plans(custom)).toEqual({ generic_plans: 0, custom_plans: 3 });
    expect(await mode()).toEqual({ plan_cache_mode: 'auto' });

    // A failed statement leaves the setting as it was, outside a transaction and inside one.
    const failing = 'select 1 / ($1::int - 1) as n';
    await expect(withGenericPlan(() => pglite.query(failing, [1]))).rejects.toThrow(/division by zero/);
    expect(await mode()).toEqual({ plan_cache_mode: 'auto' });
    await pglite.transaction(async (tx) => {
      await withGenericPlan(() => tx.query(generic, ['b', 1]));
      expect((await tx.query('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
    });
    await expect(pglite.transaction((tx) => withGenericPlan(() => tx.query(failing, [1])))).rejects.toThrow(
      /division by zero/,
    );
    expect(await mode()).toEqual({ plan_cache_mode: 'auto' });
    expect(await plans(generic)).toEqual({ generic_plans: 4, custom_plans: 0 });
  });
});
