import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDirect, type Scale, type SqlRun } from './direct.ts';
import {
  ApiClient,
  type BenchUsers,
  type DraftDa,
  type Fixtures,
  type MonthDraft,
  type Send,
  saveMonthDraft,
} from './fixtures.ts';
import { startBareServer, withoutDate } from './framework.ts';
import { type LoadResult, runHttp, runHttpLanes } from './load.ts';
import { draftLanes, newAnswerPath, SAVE_SCENARIO, type Scenario, scenarios } from './scenarios.ts';
import { type DatabaseTarget, logPath, sampleRss, startServer } from './server.ts';
import { type MeasureOptions, measureWeb, type WebFigures } from './web/measure.ts';

/** Everything one database's run measured; report.ts judges and prints it. */
export interface DatabaseRun {
  target: DatabaseTarget;
  label: string;
  scale?: Scale;
  fixtures?: Fixtures;
  /** rssPeak: the server's peak RSS during that run, in bytes. */
  http: { scenario: Scenario; concurrency: number; result: LoadResult; rssPeak: number }[];
  sql: SqlRun[];
  framework: { concurrency: number; ping: LoadResult; bare: LoadResult }[];
  rss?: { peak: number; last: number };
  migratedStartMs?: number;
  freshStartMs?: number;
  web?: WebFigures;
  /** Parts that could not be measured, with the reason (shown in the report, never hidden). */
  problems: string[];
  /** How and when it ran: the report states it next to the figures. */
  meta: {
    startedAt: string;
    loadBefore: string;
    loadAfter: string;
    command: string;
    commit: string;
    duration: number;
    concurrencies: number[];
    sqlConcurrencies: number[];
    logLevel: string;
    /** Query plans captured on this database into docs/benchmarks-plans.md. */
    plans?: boolean;
  };
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export interface RunOptions {
  target: DatabaseTarget;
  label: string;
  users: BenchUsers;
  duration: number;
  concurrencies: number[];
  sqlConcurrencies: number[];
  /** Parts to run: scenario names (substring) or framework / web / fresh-start; empty: all. */
  only: string[];
  logLevel: string;
  command: string;
  commit: string;
  workDir: string;
  /** Where the server logs go (kept after the run). */
  logDir: string;
  chromiumPath: string;
  log: (line: string) => void;
}

const WARM_UP_SECONDS = 1;
/** The longest wait for the database to finish a run's abandoned requests before the next measurement. */
const SETTLE_MAX_MS = 120_000;

/**
 * PGlite: the server runs one statement at a time, so its health check (a ping of the database)
 * waits behind the statements of the requests autocannon abandoned. Waits until it answers within
 * 50 ms three times in a row, for at most `maxMs`; answers the milliseconds waited.
 */
async function settleServer(baseUrl: string, maxMs: number): Promise<number> {
  const start = performance.now();
  let quick = 0;
  while (quick < 3 && performance.now() - start < maxMs) {
    const sent = performance.now();
    await (await fetch(`${baseUrl}/uapi/health`)).arrayBuffer();
    quick = performance.now() - sent < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - start;
}

export function wants(only: string[], name: string): boolean {
  const lower = name.toLowerCase();
  return !only.length || only.some((part) => lower.includes(part.toLowerCase()));
}

export async function measureDatabase(options: RunOptions): Promise<DatabaseRun> {
  const { target, users, duration, log } = options;
  const run: DatabaseRun = {
    target,
    label: options.label,
    http: [],
    sql: [],
    framework: [],
    problems: [],
    meta: {
      startedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      loadBefore: loadAverage(),
      loadAfter: '',
      command: options.command,
      commit: options.commit,
      duration,
      concurrencies: options.concurrencies,
      sqlConcurrencies: options.sqlConcurrencies,
      logLevel: options.logLevel,
    },
  };
  const pick = (fixtures: Fixtures) => scenarios(fixtures).filter((s) => wants(options.only, s.name));
  const maxConcurrency = Math.max(...options.concurrencies);

  // 1. In-process: fixtures, and the SQL of each read captured (server not running).
  log(`${options.label}: the app in-process (fixtures, SQL capture)`);
  const direct = await openDirect({
    target,
    workDir: options.workDir,
    users,
    drafts: wants(options.only, SAVE_SCENARIO) ? maxConcurrency : 0,
    log,
  });
  run.scale = direct.scale;
  run.fixtures = direct.fixtures;
  const picked = pick(direct.fixtures);
  // PostgreSQL: each replay right after its HTTP run (below), so both see the same machine.
  // PGlite: one process per data directory, so all replays now, then the server.
  const replayLater = target.kind === 'postgres';
  let directOpen = true;
  try {
    for (const scenario of picked.filter((s) => s.isRead)) {
      await direct.capture(scenario);
      if (replayLater) continue;
      for (const c of options.sqlConcurrencies) run.sql.push(await direct.replay(scenario, c, duration));
    }
    if (!replayLater) {
      directOpen = false;
      await direct.close();
    }
  } catch (error) {
    if (directOpen) await direct.close();
    throw error;
  }

  // 2. The real server over HTTP.
  log(`${options.label}: starting the server`);
  const server = await startServer({
    target,
    workDir: options.workDir,
    logFile: logPath(options.logDir, `server-${target.kind}`),
    logLevel: options.logLevel,
  }).catch(async (error) => {
    if (directOpen) await direct.close();
    throw error;
  });
  run.migratedStartMs = server.readyMs;
  log(`ready in ${(server.readyMs / 1000).toFixed(2)} s (pid ${server.pid}, log ${server.logFile})`);
  const rss = sampleRss(server.pid);
  try {
    const send: Send = async (method, path, { token, body } = {}) => {
      const response = await fetch(`${server.baseUrl}/uapi${path}`, {
        method,
        headers: {
          'accept-language': 'en-US',
          ...(token ? { authorization: token } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return {
        status: response.status,
        headers: { authorization: response.headers.get('authorization') ?? undefined },
        body: (await response.json()) as { code: number; msg: string; data: unknown },
      };
    };
    const api = new ApiClient(send, users);
    for (const scenario of picked) {
      const request = async (concurrency: number) => {
        const headers = { authorization: api.tokens[scenario.role] ?? (await api.login(scenario.role)) };
        if (scenario.kind === 'save') {
          // A save still in flight when the previous run stopped moves a lock_version on.
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await refreshDrafts(api, direct.fixtures.drafts);
          const lanes = draftLanes(direct.fixtures.drafts, concurrency).map((lane) => ({
            ...lane,
            path: `/uapi${lane.path}`,
            headers,
          }));
          return (seconds: number) => runHttpLanes(server.baseUrl, lanes, seconds);
        }
        const http = {
          method: scenario.method,
          path: `/uapi${scenario.path}`,
          ...(scenario.kind === 'login'
            ? { body: JSON.stringify({ name: users[scenario.role], password: users.password }) }
            : { headers }),
          ...(scenario.writesLanding ? { nextPath: () => newAnswerPath(`/uapi${scenario.path}`) } : {}),
        };
        if (scenario.writesLanding) {
          return (seconds: number) =>
            withWrites(api, direct.fixtures.monthDrafts, () =>
              runHttp(server.baseUrl, http, concurrency, seconds),
            );
        }
        return (seconds: number) => runHttp(server.baseUrl, http, concurrency, seconds);
      };
      if (scenario.writesLanding) await writeEveryMonth(api, direct.fixtures.monthDrafts, scenario);
      // A dashboard's first answer after the start computes every month of the period (seconds for
      // the desk on PostgreSQL): waited for, so the timed runs measure the answers after it.
      else if (scenario.kind === 'dashboard') await api.call(scenario.role, 'GET', scenario.path);
      await (await request(1))(WARM_UP_SECONDS);
      for (const concurrency of options.concurrencies) {
        const go = await request(concurrency);
        rss.windowPeak();
        const result = await go(duration);
        run.http.push({ scenario, concurrency, result, rssPeak: rss.windowPeak() });
        // What the database still runs for the requests autocannon stopped waiting for.
        const settled = replayLater
          ? await direct.settle(SETTLE_MAX_MS)
          : await settleServer(server.baseUrl, SETTLE_MAX_MS);
        log(
          `HTTP ${scenario.name} c=${concurrency}: p50 ${result.p50.toFixed(2)} p95 ${result.p95.toFixed(2)} ms, ` +
            `${result.rps.toFixed(0)} req/s${result.non2xx + result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}` +
            (settled > 1000 ? `; the database was busy ${(settled / 1000).toFixed(1)} s after it` : ''),
        );
        if (replayLater && scenario.isRead && options.sqlConcurrencies.includes(concurrency)) {
          run.sql.push(await direct.replay(scenario, concurrency, duration));
        }
      }
      if (replayLater && scenario.isRead) {
        for (const c of options.sqlConcurrencies.filter((c) => !options.concurrencies.includes(c))) {
          run.sql.push(await direct.replay(scenario, c, duration));
        }
      }
    }
    if (directOpen) {
      directOpen = false;
      await direct.close();
    }

    if (wants(options.only, 'framework')) await measureFramework(run, server.baseUrl, options);
    run.rss = rss.stop();

    if (wants(options.only, 'web')) {
      try {
        const web: MeasureOptions = {
          baseUrl: server.baseUrl,
          chromiumPath: options.chromiumPath,
          principal: users.principal,
          agent: users.agent,
          password: users.password,
          log: (line) => log(`web: ${line}`),
        };
        run.web = await measureWeb(web);
      } catch (error) {
        run.problems.push(`web figures: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    if (!run.rss) run.rss = rss.stop();
    if (directOpen) await direct.close();
    await server.stop();
  }

  if (wants(options.only, 'fresh-start')) {
    try {
      run.freshStartMs = await measureFreshStart(options);
      log(`fresh first start: ${(run.freshStartMs / 1000).toFixed(1)} s`);
    } catch (error) {
      run.problems.push(`fresh start: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  run.meta.loadAfter = loadAverage();
  return run;
}

/** The drafts' lock_version as the database has it now (an earlier run moved it on). */
async function refreshDrafts(api: ApiClient, drafts: DraftDa[]) {
  for (const draft of drafts) {
    const da = await api.call<{ object: { lock_version: number } }>('agent', 'GET', `/das/${draft.daId}`);
    draft.lockVersion = da.object.lock_version;
  }
}

/**
 * /uapi/ping of the app and of a bare Node server answering the same bytes (captured from the app
 * just before; bench/framework.ts), one after the other at each concurrency.
 */
async function measureFramework(run: DatabaseRun, baseUrl: string, options: RunOptions) {
  const bare = await startBareServer(baseUrl, '/uapi/ping');
  try {
    // Both answers byte for byte, Date's value aside: else the ratio would compare different work.
    const appAnswer = withoutDate(bare.answer.raw);
    const bareAnswer = withoutDate(bare.bareAnswer.raw);
    if (bare.answer.status !== 200 || appAnswer !== bareAnswer) {
      const appLines = appAnswer.split('\r\n');
      const bareLines = bareAnswer.split('\r\n');
      const found = appLines.findIndex((line, i) => line !== bareLines[i]);
      // None differs: the app's lines are the first of the bare server's (or a status not 200).
      const at = found < 0 ? appLines.length : found;
      const shown = (line: string | undefined) =>
        line === undefined ? 'nothing more' : JSON.stringify(line);
      run.problems.push(
        `framework overhead: /uapi/ping answered ${bare.answer.status}, ${shown(appLines[at])} where the bare server answered ${shown(bareLines[at])}`,
      );
      return;
    }
    const ping = { method: 'GET' as const, path: '/uapi/ping' };
    await runHttp(baseUrl, ping, 1, WARM_UP_SECONDS);
    await runHttp(bare.baseUrl, ping, 1, WARM_UP_SECONDS);
    for (const concurrency of options.concurrencies) {
      const app = await runHttp(baseUrl, ping, concurrency, options.duration);
      const plain = await runHttp(bare.baseUrl, ping, concurrency, options.duration);
      run.framework.push({ concurrency, ping: app, bare: plain });
      options.log(
        `ping c=${concurrency}: app ${app.rps.toFixed(0)} req/s, bare Node ${plain.rps.toFixed(0)} req/s`,
      );
    }
  } finally {
    await bare.stop();
  }
}

/**
 * A first start on an empty database: PGlite initdb in a new directory, or a new PostgreSQL
 * database; then migrations and the demo seed, until /uapi/health answers. Removed afterwards.
 */
async function measureFreshStart(options: RunOptions): Promise<number> {
  const { target, workDir } = options;
  const logFile = logPath(options.logDir, `fresh-${target.kind}`);
  if (target.kind === 'pglite') {
    const dataDir = mkdtempSync(join(workDir, 'fresh-pglite-'));
    try {
      const server = await startServer({
        target: { kind: 'pglite', dataDir },
        workDir,
        logFile,
        logLevel: options.logLevel,
      });
      await server.stop();
      return server.readyMs;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const url = new URL(target.databaseUrl);
  const name = `bench_fresh_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: target.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    url.pathname = `/${name}`;
    const server = await startServer({
      target: { kind: 'postgres', databaseUrl: url.toString() },
      workDir,
      logFile,
      logLevel: options.logLevel,
    });
    await server.stop();
    return server.readyMs;
  } finally {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
    await admin.end();
  }
}

/** How often the writer of "writes landing" scenarios saves a draft: 20 writes a second. */
const WRITE_EVERY_MS = 50;

/**
 * Runs `run` while writing: every WRITE_EVERY_MS the principal saves the draft port call of the next
 * month of the period (one write at a time, each a real save through the API), so the analyses'
 * kept days keep going stale under the load (decision 051). Answers how `run` ended.
 */
async function withWrites<T>(api: ApiClient, drafts: MonthDraft[], run: () => Promise<T>): Promise<T> {
  let done = false;
  let writes = 0;
  const writer = (async () => {
    while (!done) {
      const started = performance.now();
      await saveMonthDraft(api, drafts[writes++ % drafts.length]!);
      const rest = WRITE_EVERY_MS - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  })();
  try {
    return await run();
  } finally {
    done = true;
    await writer;
  }
}

/**
 * The warm-up of a "writes landing" scenario: a server that has run a while has seen writes on the
 * days its users write to, and keeps those days apart (decision 051). The dashboard is read, each
 * month draft saved once, and the dashboard read again, so the run measures that state, not the
 * first write to each month since the start.
 */
async function writeEveryMonth(api: ApiClient, drafts: MonthDraft[], scenario: Scenario): Promise<void> {
  await api.call(scenario.role, 'GET', scenario.path);
  for (const draft of drafts) await saveMonthDraft(api, draft);
  await api.call(scenario.role, 'GET', scenario.path);
}
