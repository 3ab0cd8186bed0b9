import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maintainPglite, schedulePgliteMaintenance } from './maintenance.ts';

/** Updates every row of `churn` once: each update leaves a dead row version behind. */
const churn = (pglite: PGlite) => pglite.exec('update churn set n = n + 1, at = clock_timestamp()');
const pagesOf = async (pglite: PGlite) =>
  (await pglite.query<{ pages: number }>(`select (pg_relation_size('churn') / 8192)::int as pages`)).rows[0]!
    .pages;

describe('embedded database maintenance (decision 030)', () => {
  let pglite: PGlite;
  beforeEach(async () => {
    pglite = await PGlite.create();
    // Indexed on the updated column: no update is a heap-only one, as for port_calls.updated_at.
    await pglite.exec(`
      create table churn (id int primary key, n int not null, at timestamptz not null);
      create index churn_at_idx on churn (at);
      create table quiet (id int primary key);
      insert into churn select g, 0, clock_timestamp() from generate_series(1, 3000) g;`);
  });
  afterEach(async () => {
    await pglite.close();
  });

  it('vacuums every table, so the space of dead rows is used again instead of the table growing', async () => {
    const start = await pagesOf(pglite);
    for (let round = 0; round < 6; round++) await churn(pglite);
    const unattended = await pagesOf(pglite);
    // Without a vacuum every update wrote new pages: seven versions of each row.
    expect(unattended).toBeGreaterThanOrEqual(6 * start);

    const first = await maintainPglite(pglite, { analyze: false });
    expect(first).toMatchObject({ tables: 2, analyzed: false });
    for (let round = 0; round < 6; round++) {
      await churn(pglite);
      await maintainPglite(pglite, { analyze: false });
    }
    // Vacuumed between the rounds, the updates reuse the space the vacuum freed.
    expect(await pagesOf(pglite)).toBeLessThanOrEqual(unattended);

    const { rows } = await pglite.query<{ relname: string; vacuumed: boolean; analyzed: boolean }>(
      `select relname, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
       from pg_stat_user_tables order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'churn', vacuumed: true, analyzed: false },
      { relname: 'quiet', vacuumed: true, analyzed: false },
    ]);
    await maintainPglite(pglite, { analyze: true });
    const analyzed = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_user_tables where last_analyze is not null',
    );
    expect(analyzed.rows[0]!.n).toBe(2);
  });

  it('runs rounds on its interval, analyzes every nth, reports failures and waits for a round when stopped', async () => {
    const rounds: boolean[] = [];
    const errors: unknown[] = [];
    const stop = schedulePgliteMaintenance(pglite, {
      everyMs: 15,
      analyzeEveryRounds: 3,
      onRound: (round) => rounds.push(round.analyzed),
      onError: (error) => errors.push(error),
    });
    await expect.poll(() => rounds.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    expect(rounds.slice(0, 3)).toEqual([false, false, true]);
    await stop();
    const counted = rounds.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(rounds.length).toBe(counted);
    expect(errors).toEqual([]);

    // A table the round cannot vacuum (here: the database is gone) is reported, not thrown.
    const broken = await PGlite.create();
    await broken.exec('create table t (id int)');
    await broken.close();
    const failures: unknown[] = [];
    const stopBroken = schedulePgliteMaintenance(broken, {
      everyMs: 10,
      onError: (error) => failures.push(error),
    });
    await expect.poll(() => failures.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await stopBroken();
  });
});
