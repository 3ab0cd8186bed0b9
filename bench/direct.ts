import { join } from 'node:path';
import { openDatabase } from '@portledger/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  ApiClient,
  type BenchUsers,
  type Fixtures,
  prepareFixtures,
  type Send,
  saveMonthDraft,
} from './fixtures.ts';
import { type LoadResult, runLoop } from './load.ts';
import { newAnswerPath, type Scenario } from './scenarios.ts';
import type { DatabaseTarget } from './server.ts';
import { type Capture, SqlRecorder } from './sql-capture.ts';

export interface Scale {
  portCalls: number;
  costLines: number;
}

export interface SqlRun {
  scenario: string;
  concurrency: number;
  result: LoadResult;
  capture: Pick<Capture, 'statements' | 'usedTransaction'> & { waves: number };
}

/**
 * The in-process half of a run: the app built as main.ts builds it, driven through fastify's
 * inject to prepare the fixtures and to capture the SQL each read scenario sends; `replay` then
 * runs a scenario's SQL directly against the database at a concurrency. On PostgreSQL it stays
 * open while the server runs, so each replay follows its HTTP run within seconds; PGlite lets one
 * process open a data directory, so there it replays everything and closes before the server starts.
 */
export async function openDirect({
  target,
  workDir,
  users,
  drafts,
  log,
}: {
  target: DatabaseTarget;
  workDir: string;
  users: BenchUsers;
  drafts: number;
  log: (line: string) => void;
}) {
  const database = await openDatabase(
    target.kind === 'postgres' ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  // As main.ts does: a database made by an older checkout gets this one's migrations first.
  await database.migrate();
  const config = loadConfig({
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.databaseUrl } : {}),
    DATA_DIR: target.kind === 'postgres' ? workDir : target.dataDir,
    WEB_DIST_DIR: join(workDir, 'no-web'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: { level: 'silent' } });
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    await app.ready();
    const recorder = new SqlRecorder(database);
    const send: Send = async (method, path, options = {}) => {
      const response = await app.inject({
        method,
        url: `${config.apiPrefix}${path}`,
        headers: {
          'accept-language': 'en-US',
          ...(options.token ? { authorization: options.token } : {}),
        },
        ...(options.body ? { payload: options.body } : {}),
      });
      return { status: response.statusCode, headers: response.headers, body: response.json() };
    };
    const api = new ApiClient(send, users);
    const counted = await database.db.execute(
      sql`select (select count(*) from port_calls)::int as port_calls, (select count(*) from da_cost_lines)::int as cost_lines`,
    );
    const [counts] = (counted as unknown as { rows: { port_calls: number; cost_lines: number }[] }).rows;
    const scale: Scale = { portCalls: counts?.port_calls ?? 0, costLines: counts?.cost_lines ?? 0 };
    log(`${scale.portCalls} port calls, ${scale.costLines} cost lines; preparing fixtures`);
    const fixtures: Fixtures = await prepareFixtures(api, drafts, log);
    const captures = new Map<string, Capture>();

    return {
      scale,
      fixtures,
      close,
      /** Sends the scenario's request once and keeps the SQL it sent. */
      async capture(scenario: Scenario) {
        const token = api.tokens[scenario.role] ?? (await api.login(scenario.role));
        const path = scenario.writesLanding ? newAnswerPath(scenario.path) : scenario.path;
        if (scenario.writesLanding) {
          // As on the HTTP side: the months kept, then a write to one of them (this month's draft).
          await send('GET', path, { token });
          const current = new Date().toISOString().slice(0, 7);
          await saveMonthDraft(api, fixtures.monthDrafts.find((draft) => draft.month === current)!);
        }
        let status = 0;
        const capture = await recorder.capture(async () => {
          status = (await send('GET', path, { token })).status;
        });
        if (status !== 200) throw new Error(`${scenario.name}: GET ${path} answered ${status}`);
        captures.set(scenario.name, capture);
        // Warm the plan and buffer caches the way the HTTP side's warm-up does.
        await runLoop(() => recorder.replay(capture), 1, 1);
      },
      /**
       * PostgreSQL: waits until no other session runs a statement on the database, three readings
       * 100 ms apart, for at most `maxMs`; answers the milliseconds waited. autocannon stops
       * waiting for its last answers, not the server for its work: after a run of slow requests the
       * server still executes what was sent (32 dashboards of a few seconds each), and the next
       * measurement would share the machine with it.
       */
      async settle(maxMs: number): Promise<number> {
        const start = performance.now();
        let quiet = 0;
        while (quiet < 3 && performance.now() - start < maxMs) {
          const result = (await database.db.execute(sql`
            select count(*)::int as active from pg_stat_activity
            where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`)) as unknown as {
            rows: { active: number }[];
          };
          quiet = result.rows[0]?.active === 0 ? quiet + 1 : 0;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return performance.now() - start;
      },
      async replay(scenario: Scenario, concurrency: number, duration: number): Promise<SqlRun> {
        const capture = captures.get(scenario.name);
        if (!capture) throw new Error(`${scenario.name}: no SQL captured`);
        const result = await runLoop(() => recorder.replay(capture), concurrency, duration);
        log(
          `SQL  ${scenario.name} c=${concurrency}: p50 ${result.p50.toFixed(2)} ms (${capture.statements} statements)`,
        );
        return {
          scenario: scenario.name,
          concurrency,
          result,
          capture: {
            statements: capture.statements,
            waves: capture.waves.length,
            usedTransaction: capture.usedTransaction,
          },
        };
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
