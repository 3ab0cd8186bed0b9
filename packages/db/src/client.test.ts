import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { withCustomPlan, withGenericPlan } from './generic-plan.ts';
import { DataDirLockedError } from './lock.ts';
import { scratchDir } from './scratch-dir.ts';

describe('embedded database directory', () => {
  it('moves a half-initialised directory aside, locks the directory while open, marks it ready, starts with our settings', async () => {
    const dataDir = scratchDir('pl-db-');
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    const warnings: string[] = [];

    const database = await openDatabase({ dataDir, warn: (message) => warnings.push(message) });
    try {
      expect(warnings[0]).toMatch(/half-initialised/);
      expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.incomplete-'))).toBe(true);
      // The lock file carries our pid; a second open in a live process must fail clearly.
      writeFileSync(join(dataDir, 'pglite.lock'), '1');
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await database.migrate();
      expect(existsSync(join(dataDir, 'pglite.ready'))).toBe(true);
      await database.ping();
      // Decision 024: a 16 MB buffer cache, on top of PGlite's own start parameters (kept).
      const setting = async (name: string) =>
        (await database.pglite!.query<{ value: string }>('select current_setting($1) as value', [name]))
          .rows[0]?.value;
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('max_parallel_workers_per_gather')).toBe('0');
      expect(await setting('search_path')).toBe('public');
    } finally {
      await database.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** The plan setting and JIT of the connection a statement of `db` (a pool, or a transaction) runs on. */
async function settingsOf(db: Db) {
  const answer = (await db.execute(
    sql`select current_setting('plan_cache_mode') as mode, current_setting('jit') as jit`,
  )) as unknown as { rows: { mode: string; jit: string }[] };
  return answer.rows[0];
}

const CHOSEN = { mode: 'auto', jit: 'off' };
const GENERIC = { mode: 'force_generic_plan', jit: 'off' };
const CUSTOM = { mode: 'force_custom_plan', jit: 'off' };

describe.runIf(serverUrl)('PostgreSQL connections', () => {
  it('compile no query with JIT, on every pooled connection', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize: 2 });
    try {
      // Two at once: each runs on its own pooled connection.
      const answers = await Promise.all(
        [1, 2].map(
          async () => (await database.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] },
        ),
      );
      expect(answers.map((answer) => answer.rows[0]?.jit)).toEqual(['off', 'off']);
    } finally {
      await database.close();
    }
  });

  it('send the statements of withGenericPlan to connections that force generic plans, and no others', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize: 2 });
    try {
      const { db } = database;
      const show = (handle: Db = db) => settingsOf(handle);
      // Side by side: the mark follows each caller, not the order the statements are sent in.
      const answers = await Promise.all([
        withGenericPlan(() => show()),
        show(),
        withGenericPlan(async () => [await show(), await show()]),
        show(),
      ]);
      expect(answers).toEqual([GENERIC, CHOSEN, [GENERIC, GENERIC], CHOSEN]);
      // Asked for on PGlite only: PostgreSQL keeps its choice.
      expect(await withGenericPlan(() => show(), { postgres: false })).toEqual(CHOSEN);
      // A transaction keeps its one connection, and PostgreSQL's own choice of plans there.
      expect(await withGenericPlan(() => db.transaction((tx) => show(tx as unknown as Db)))).toEqual(CHOSEN);
      expect(await show()).toEqual(CHOSEN);
    } finally {
      await database.close();
    }
  });

  it('send the statements of withCustomPlan to connections that force custom plans, and no others', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize: 2 });
    try {
      const { db } = database;
      const show = (handle: Db = db) => settingsOf(handle);
      const answers = await Promise.all([
        withCustomPlan(() => show()),
        show(),
        withGenericPlan(() => show()),
        withCustomPlan(async () => [await show(), await show()]),
      ]);
      expect(answers).toEqual([CUSTOM, CHOSEN, GENERIC, [CUSTOM, CUSTOM]]);
      // The innermost mark counts.
      expect(await withGenericPlan(() => withCustomPlan(() => show()))).toEqual(CUSTOM);
      expect(await withCustomPlan(() => db.transaction((tx) => show(tx as unknown as Db)))).toEqual(CHOSEN);
      expect(await show()).toEqual(CHOSEN);
    } finally {
      await database.close();
    }
  });
});
