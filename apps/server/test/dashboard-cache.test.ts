import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@portledger/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DashboardAnswerCache, dashboardVersion } from '../src/modules/dashboards/answer-cache.ts';
import { dashboardWorld } from './dashboard-fixtures.ts';
import { auth, LogCapture, login, startTestApp, type TestApp } from './helpers.ts';

/**
 * Dashboard answers are kept per `dashboard_version`, which every committed write to a table the
 * dashboards read bumps (migration 0014, decision 025): a kept answer must never outlive a change.
 */
let t: TestApp;
const onPostgres = inject('testTemplate').kind === 'postgres';

/** The tables the dashboards read: a write to any of them makes every kept answer stale. */
const dashboardTables = [
  'port_calls',
  'das',
  'da_category_totals',
  'payments',
  'exchange_rates',
  'currencies',
  'entities',
  'ports',
  'vessels',
  'cost_item_categories',
  // The agent scorecards' query and decline rates.
  'audit_events',
];

let world: Awaited<ReturnType<typeof dashboardWorld>>;
beforeAll(async () => {
  t = await startTestApp();
  world = await dashboardWorld(t);
  // A DA twenty days ago (in the default period whenever this runs), approved with an advance
  // paid: every dashboard table has rows.
  const call = await world.acceptedPortCall({
    port: 'CNSHA',
    vessel: 0,
    eta: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    agent: 'dash-agent',
  });
  await world.step('dash-agent', call.da.id, 'pda_submit', {
    currency: 'USD',
    cost_items_attributes: [
      { cost_item_id: world.itemOf('AGENCY_REMUNERATION').id, pda_quoted_price: '1500' },
    ],
  });
  await world.step('operator', call.da.id, 'pda_start_screening');
  await world.step('operator', call.da.id, 'pda_submit_screening', { screening_summary: 'ok' });
  await world.step('dash-principal', call.da.id, 'pda_approve', { prefunding_agreed_percent: '50' });
  await world.settleAdvance(call.id, call.da.id, 'dash-agent');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const version = () => dashboardVersion(t.database.db);
/** Commits a write to a dashboard table (a port rewritten as it was). */
const bump = () =>
  t.database.db.execute(sql`update ports set name = name where id = (select min(id) from ports)`);

describe('dashboard_version', () => {
  it('grows by one at the commit of each transaction that wrote a row of a dashboard table', async () => {
    for (const table of dashboardTables) {
      const before = await version();
      // One row rewritten as it was: the version may over-count, never miss a write.
      const column = `(select column_name from information_schema.columns where table_name = '${table}' order by ordinal_position limit 1)`;
      const [{ name } = { name: '' }] = (
        (await t.database.db.execute(sql.raw(`select ${column} as name`))) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const written = (await t.database.db.execute(
        sql.raw(`update ${table} set "${name}" = "${name}" where ctid = (select ctid from ${table} limit 1)`),
      )) as unknown as { rowCount?: number; affectedRows?: number };
      expect(written.rowCount ?? written.affectedRows, `${table} has a row`).toBe(1);
      expect(await version(), table).toBe(before + 1);
    }

    const before = await version();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update ports set name = name where id = (select min(id) from ports)`);
      await tx.execute(sql`update vessels set name = name where id = (select min(id) from vessels)`);
      await tx.execute(sql`update ports set name = name where id = (select max(id) from ports)`);
    });
    expect(await version()).toBe(before + 1);
  });

  it('stays the same for reads, statements that wrote no row, rolled-back writes and other tables', async () => {
    const before = await version();
    await t.database.db.execute(sql`select count(*) from das`);
    // An optimistic update that found a newer lock_version, a delete of nothing.
    await t.database.db.execute(sql`update das set lock_version = lock_version + 1 where lock_version < 0`);
    for (const table of dashboardTables)
      await t.database.db.execute(sql.raw(`delete from ${table} where false`));
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update ports set name = 'Never' where id = (select min(id) from ports)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.database.db.execute(sql`update faqs set id = id where id = (select min(id) from faqs)`);
    expect(await version()).toBe(before);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from dashboard_dirty`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
  });

  it.runIf(onPostgres)('counts every one of many concurrent writers that commit at once', async () => {
    const database = t.database;
    const before = await version();
    const [{ id: portId } = { id: 0 }] = (
      (await database.db.execute(sql`select min(id)::int as id from ports`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    // Each writer holds its own row lock, then all try to commit at once.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`update ports set name = name where id = ${portId + i}`);
          await tx.execute(sql`select pg_sleep(0.05)`);
          await tx.execute(
            sql`update vessels set name = name where id = (select min(id) + ${i} from vessels)`,
          );
        }),
      ),
    );
    expect(await version()).toBe(before + 12);
  });
});

describe('the kept answers', () => {
  let operator: string;
  // The desk's cost analysis in euros: a DA quoted in dollars is converted at the latest stored rate.
  const costAnalysis = async (app: FastifyInstance = t.app) => {
    const response = await app.inject({
      method: 'GET',
      url: '/uapi/dashboards/das_cost_analysis?currency=EUR',
      headers: auth(operator),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.object as {
      total: string;
      by_port: { id: number | null; name: string | null }[];
    };
  };

  beforeAll(async () => {
    operator = (await login(t.app, 'operator')).token!;
  });

  it('are served again while nothing changed, and never after a change, however it was made', async () => {
    const first = await costAnalysis();
    const port = first.by_port.find((row) => row.id !== null);
    expect(port).toBeDefined();
    expect(await costAnalysis()).toEqual(first);

    // A write the API knows nothing about, straight into the database, as another instance or a
    // script would: the next answer has it.
    await t.database.db.execute(sql`update ports set name = 'Renamed Harbour' where id = ${port!.id}`);
    const renamed = await costAnalysis();
    expect(renamed.by_port.find((row) => row.id === port!.id)!.name).toBe('Renamed Harbour');
    await t.database.db.execute(sql`update ports set name = ${port!.name} where id = ${port!.id}`);
    expect(await costAnalysis()).toEqual(first);

    // A stored rate of one of the DAs' currencies into the desk's currency changes the total.
    await t.database.db.execute(
      sql`update exchange_rates set rate = rate * 2 where from_currency_id = (select id from currencies where code = 'USD')`,
    );
    const doubled = await costAnalysis();
    expect(doubled.total).not.toBe(first.total);
    await t.database.db.execute(
      sql`update exchange_rates set rate = rate / 2 where from_currency_id = (select id from currencies where code = 'USD')`,
    );
    expect((await costAnalysis()).total).toBe(first.total);
  });

  it.runIf(onPostgres)(
    'follow a change committed through another instance on the same database',
    async () => {
      const connectionString = t.database.pool!.options.connectionString!;
      const database: Database = await openDatabase({ databaseUrl: connectionString, poolSize: 2 });
      const dataDir = mkdtempSync(join(tmpdir(), 'portledger-test-b-'));
      const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
      const b = await buildApp({ config, database, logger: { level: 'info', stream: new LogCapture() } });
      try {
        const onA = await costAnalysis();
        const port = onA.by_port.find((row) => row.id !== null)!;
        // B answers (and keeps) too, then a rename commits through B's pool.
        expect(await costAnalysis(b)).toEqual(onA);
        await database.db.execute(sql`update ports set name = 'Renamed On B' where id = ${port.id}`);
        expect((await costAnalysis()).by_port.find((row) => row.id === port.id)!.name).toBe('Renamed On B');
        expect((await costAnalysis(b)).by_port.find((row) => row.id === port.id)!.name).toBe('Renamed On B');
        await database.db.execute(sql`update ports set name = ${port.name} where id = ${port.id}`);
      } finally {
        await b.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('DashboardAnswerCache', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('computes once for concurrent requests of one key and version, and again after a commit', async () => {
    const cache = new DashboardAnswerCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { computed };
    };
    const [a, b] = await Promise.all([
      cache.answer(t.database.db, 'k', compute),
      cache.answer(t.database.db, 'k', compute),
    ]);
    expect(computed).toBe(1);
    expect(a).toBe(b);
    expect(await cache.answer(t.database.db, 'k', compute)).toBe(a);
    await bump();
    expect(await cache.answer(t.database.db, 'k', compute)).toEqual({ computed: 2 });
  });

  it('keeps a bounded number of answers, the least recently used leaving first', async () => {
    const cache = new DashboardAnswerCache(2);
    const computed: string[] = [];
    const ask = (key: string) =>
      cache.answer(t.database.db, key, async () => {
        computed.push(key);
        return key;
      });
    await ask('a');
    await ask('b');
    await ask('a');
    await ask('c');
    expect(cache.size).toBe(2);
    await ask('a');
    await ask('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not let a slow answer of an older version replace a newer one', async () => {
    const cache = new DashboardAnswerCache();
    const slow = deferred<string>();
    const old = cache.answer(t.database.db, 'k', () => slow.promise);
    // Let the first request read its version before the commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bump();
    expect(await cache.answer(t.database.db, 'k', async () => 'new')).toBe('new');
    slow.resolve('old');
    expect(await old).toBe('old');
    let recomputed = false;
    const again = await cache.answer(t.database.db, 'k', async () => {
      recomputed = true;
      return 'recomputed';
    });
    expect({ again, recomputed }).toEqual({ again: 'new', recomputed: false });
  });

  it('forgets a failed computation, so the next request tries again', async () => {
    const cache = new DashboardAnswerCache();
    await expect(
      cache.answer(t.database.db, 'k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.answer(t.database.db, 'k', async () => 'ok')).toBe('ok');
  });
});
