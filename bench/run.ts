/**
 * `npm run bench`: the benchmark of issue 8 (bench/README.md). Measures each database in turn,
 * prints the tables and writes docs/benchmarks.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, demoAccounts } from '@portledger/db';
import pg from 'pg';
import type { BenchUsers } from './fixtures.ts';
import { type DatabaseRun, measureDatabase, wants } from './measure-database.ts';
import { judge, markdownReport } from './report.ts';
import { type DatabaseTarget, repoRoot } from './server.ts';
import { textTable } from './stats.ts';

/** The bench databases `npm run bench` measures when given none (bench/README.md says how to make them). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portledger_bench';
export const DEFAULT_DATA_DIR = 'data-bench';
const USERS_FILE = 'bench-users.json';

const USAGE = `usage: npm run bench -- [options]
  --database-url URL   PostgreSQL database to measure
  --data-dir DIR       PGlite data directory (holding pglite/) to measure
                       neither: both defaults, ${DEFAULT_DATABASE_URL} and ${DEFAULT_DATA_DIR}
  --users FILE         {principal, agent, operator, password} to sign in as (default: the
                       ${USERS_FILE} written by npm run bench:data, else the demo users)
  --duration S         seconds per measurement (default 5)
  --concurrency LIST   HTTP clients (default 1,8,32); --sql-concurrency LIST (default 1,8)
  --only NAME          only scenarios whose name contains NAME, or framework / web /
                       fresh-start / explain (repeatable)
  --scale-label TEXT   how the report names the data (default: counted port calls)
  --out FILE           report to write (default docs/benchmarks.md)
  --save-json FILE     also keep the measurements as JSON
  --merge FILE         add the measurements of an earlier --save-json to the report
                       (repeatable; with no database given, nothing new is measured)
  --log-level LEVEL    server LOG_LEVEL (default info, as in production)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const list = (text: string) =>
  text.split(',').map((part) => {
    const n = Number(part.trim());
    if (!Number.isInteger(n) || n < 1) fail(`Not a list of client counts: ${text}`);
    return n;
  });

async function databaseExists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name = 'port_calls'",
    );
    return (rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

type UsersFile = { password?: string } & Partial<
  Record<'principal' | 'agent' | 'operator', string | { name: string }>
> & {
    users?: Partial<Record<'principal' | 'agent' | 'operator', { name: string }>>;
  };

/**
 * Who to sign in as: --users, else the bench-users.json that npm run bench:data wrote (in the
 * PGlite data directory, or in the repository root for PostgreSQL), else the demo accounts.
 */
function loadUsers(
  path: string | undefined,
  target: DatabaseTarget,
  log: (line: string) => void,
): BenchUsers {
  const file = path ?? join(target.kind === 'pglite' ? target.dataDir : repoRoot, USERS_FILE);
  if (existsSync(file)) {
    const content = JSON.parse(readFileSync(file, 'utf8')) as UsersFile;
    const name = (role: 'principal' | 'agent' | 'operator') => {
      const entry = content.users?.[role] ?? content[role];
      const value = typeof entry === 'string' ? entry : entry?.name;
      if (!value) fail(`${file} names no ${role}`);
      return value;
    };
    log(`users from ${relative(repoRoot, file) || file}`);
    return {
      principal: name('principal'),
      agent: name('agent'),
      operator: name('operator'),
      password: content.password ?? DEMO_PASSWORD,
    };
  }
  if (path) fail(`No users file at ${path}`);
  const demo = (kind: string) => demoAccounts.find((account) => account.kind === kind)?.name ?? kind;
  return {
    principal: demo('principal'),
    agent: demo('agent'),
    operator: demo('operator'),
    password: DEMO_PASSWORD,
  };
}

/** The database's name, or the data directory inside the repository (else its absolute path). */
function labelOf(target: DatabaseTarget): string {
  if (target.kind === 'postgres') return new URL(target.databaseUrl).pathname.slice(1);
  const inside = relative(repoRoot, target.dataDir);
  return inside && !inside.startsWith('..') ? inside : target.dataDir;
}

function runExplain(target: DatabaseTarget, log: (line: string) => void): boolean {
  const script = join(repoRoot, 'bench/data/explain.ts');
  if (!existsSync(script)) {
    log('bench/data/explain.ts is not there: no query plans this run');
    return false;
  }
  const args =
    target.kind === 'postgres' ? ['--database-url', target.databaseUrl] : ['--data-dir', target.dataDir];
  log(`query plans: bench/data/explain.ts ${args.join(' ')} (writes docs/benchmarks-plans.md)`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return result.status === 0;
}

function ensureWebBuild() {
  // scripts/lib.mjs decides staleness the way npm start does.
  const result = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/lib.mjs').then((m) => m.buildWebIfNeeded())"],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) fail('The web app did not build.');
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      users: { type: 'string' },
      duration: { type: 'string', default: '5' },
      concurrency: { type: 'string', default: '1,8,32' },
      'sql-concurrency': { type: 'string', default: '1,8' },
      only: { type: 'string', multiple: true, default: [] },
      'scale-label': { type: 'string' },
      out: { type: 'string', default: 'docs/benchmarks.md' },
      'save-json': { type: 'string' },
      merge: { type: 'string', multiple: true, default: [] },
      'log-level': { type: 'string', default: 'info' },
      chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const duration = Number(values.duration);
  if (!(duration > 0)) fail(`--duration must be a positive number of seconds`);
  const only = values.only.flatMap((part) => part.split(',')).filter(Boolean);

  const targets: DatabaseTarget[] = [];
  if (values['database-url']) targets.push({ kind: 'postgres', databaseUrl: values['database-url'] });
  if (values['data-dir']) targets.push({ kind: 'pglite', dataDir: resolve(values['data-dir']) });
  if (!targets.length && !values.merge.length) {
    const missing: string[] = [];
    if (!(await databaseExists(DEFAULT_DATABASE_URL))) {
      missing.push(`  npm run bench:data -- --port-calls 330000 --database-url ${DEFAULT_DATABASE_URL}`);
    }
    const dataDir = resolve(repoRoot, DEFAULT_DATA_DIR);
    if (!existsSync(join(dataDir, 'pglite')) || !readdirSync(join(dataDir, 'pglite')).length) {
      missing.push(`  npm run bench:data -- --port-calls 10000 --data-dir ${DEFAULT_DATA_DIR}`);
    }
    if (missing.length) {
      fail(
        `npm run bench without options measures the two bench databases of issue 8, and ${missing.length === 2 ? 'neither exists' : 'one is missing'}. Make them first (about 15 minutes for PostgreSQL on 2 cores):\n${missing.join('\n')}\nor point the bench at any database: npm run bench -- --data-dir ./data (the npm start database, demo data).`,
      );
    }
    targets.push({ kind: 'postgres', databaseUrl: DEFAULT_DATABASE_URL }, { kind: 'pglite', dataDir });
  }
  for (const target of targets) {
    if (target.kind === 'pglite' && !existsSync(join(target.dataDir, 'pglite'))) {
      fail(
        `${target.dataDir} holds no PGlite database (no pglite/ inside). Start the server once on it, or run npm run bench:data.`,
      );
    }
    if (target.kind === 'postgres' && !(await databaseExists(target.databaseUrl))) {
      fail(
        `${target.databaseUrl} is not a migrated PortLedger database. Run npm run bench:data -- --database-url … first.`,
      );
    }
  }

  const workDir = mkdtempSync(join(tmpdir(), 'portledger-bench-'));
  // The server logs outlive the run: they are where a failed scenario's reason is.
  const logDir = mkdtempSync(join(tmpdir(), 'portledger-bench-logs-'));
  const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
  if (targets.length && wants(only, 'web')) ensureWebBuild();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  const quoted = process.argv.slice(2).map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg}'`));
  const command = quoted.length ? `npm run bench -- ${quoted.join(' ')}` : 'npm run bench';
  const runs: DatabaseRun[] = [];
  try {
    for (const target of targets) {
      const users = loadUsers(values.users, target, log);
      log(`signing in as ${users.principal} / ${users.agent} / ${users.operator}`);
      const run = await measureDatabase({
        target,
        label: values['scale-label'] ?? labelOf(target),
        users,
        duration,
        concurrencies: list(values.concurrency),
        sqlConcurrencies: list(values['sql-concurrency']),
        only,
        logLevel: values['log-level'],
        command,
        commit,
        workDir,
        logDir,
        chromiumPath: values.chromium,
        log,
      });
      runs.push(run);
      // One plans file: from the large PostgreSQL database when the run has one.
      const planTarget = targets.find((t) => t.kind === 'postgres') ?? targets[0];
      const wantsPlans = only.length === 0 || only.includes('explain');
      if (wantsPlans && target === planTarget) run.meta.plans = runExplain(target, log);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  if (values['save-json']) writeFileSync(resolve(values['save-json']), `${JSON.stringify(runs, null, 2)}\n`);
  for (const file of values.merge)
    runs.push(...(JSON.parse(readFileSync(resolve(file), 'utf8')) as DatabaseRun[]));
  if (!runs.length) fail('Nothing measured and nothing to merge.');
  // PostgreSQL (the main scale) first, whatever order they were measured or merged in.
  runs.sort((a, b) => (a.target.kind === b.target.kind ? 0 : a.target.kind === 'postgres' ? -1 : 1));

  const judged = judge(runs);
  for (const table of judged.tables) console.log(`\n${table.title}\n${textTable(table.headers, table.rows)}`);
  const cpu = cpus();
  const report = markdownReport(runs, judged, {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
  });
  const out = resolve(repoRoot, values.out);
  writeFileSync(out, report);
  const failed = judged.verdicts.filter((v) => v.verdict === 'fail').length;
  console.log(
    `\n${judged.verdicts.length - failed} of ${judged.verdicts.length} judged figures meet their target; report: ${relative(repoRoot, out)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
