/**
 * npm run bench:data -- --port-calls N [--database-url URL | --data-dir DIR] [--seed S] [--no-verify]
 *
 * Loads realistic, deterministic data into an EMPTY target through the product's own schema:
 * migrations and reference seed first, then set-based SQL in chunks. See bench/data/README.md.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { insertComments, insertCostLines, insertDas, insertPayments } from './accounts.ts';
import { schemaFingerprint, takeOffIndexesAndKeys } from './bulk.ts';
import { insertPortCalls, planPortCalls } from './calls.ts';
import { insertNotifications, insertOperationLogs, noticeTableSql } from './history.ts';
import { BENCH_PASSWORD, generateParties } from './parties.ts';
import { type Plan, planFor } from './plan.ts';
import { openEmptyTarget, type Session } from './target.ts';
import { timelineTablesSql } from './timeline.ts';
import { verifyThroughApi } from './verify.ts';

const { values } = parseArgs({
  options: {
    'port-calls': { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '1' },
    'no-verify': { type: 'boolean', default: false },
  },
});
const portCalls = Number(values['port-calls']);
if (!Number.isInteger(portCalls) || portCalls < 100 || portCalls > 999_999) {
  console.error(
    'Usage: npm run bench:data -- --port-calls N [--database-url URL | --data-dir DIR] [--seed S]\n' +
      '  N between 100 and 999999; without --database-url the data goes to the PGlite in --data-dir (default ./data-bench).',
  );
  process.exit(2);
}
const databaseUrl = values['database-url'];
const dataDir = resolve(values['data-dir'] ?? 'data-bench');
const seed = Number(values.seed);

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[${elapsed().padStart(8)}] ${message}`);

async function timed(label: string, work: () => Promise<void>) {
  const at = Date.now();
  await work();
  log(`${label} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
}

/** Runs the chunks of a phase, spread over the sessions (each session takes the next chunk left). */
async function inChunks(
  sessions: Session[],
  plan: Plan,
  label: string,
  work: (s: Session, lo: number, hi: number) => Promise<void>,
) {
  const at = Date.now();
  const chunks: [number, number][] = [];
  for (let lo = 1; lo <= plan.portCalls; lo += plan.chunk)
    chunks.push([lo, Math.min(plan.portCalls, lo + plan.chunk - 1)]);
  let next = 0;
  let done = 0;
  await Promise.all(
    sessions.map(async (session) => {
      while (next < chunks.length) {
        const [lo, hi] = chunks[next++]!;
        await work(session, lo, hi);
        done += hi - lo + 1;
        if (chunks.length > 1) process.stdout.write(`\r  ${label}: ${done}/${plan.portCalls} port calls`);
      }
    }),
  );
  if (chunks.length > 1) process.stdout.write('\n');
  log(`${label} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
}

/** Statements that do not depend on each other, spread over the sessions. */
async function inParallel(sessions: Session[], statements: string[]) {
  let next = 0;
  await Promise.all(
    sessions.map(async (session) => {
      while (next < statements.length) await session.exec(statements[next++]!);
    }),
  );
}

const { database, sessions } = await openEmptyTarget({ databaseUrl, dataDir });
const s = sessions[0]!;
log(`Migrated and seeded the reference data (${database.kind}).`);
const plan = planFor(portCalls, seed, database.kind);
try {
  // The generator's own tables live in a schema of their own, dropped at the end.
  await s.exec('create schema bench_gen');
  for (const session of sessions) {
    await session.exec(`set search_path = bench_gen, public; set timezone = 'UTC'`);
    // Session settings only: nothing on the server changes for anyone else.
    if (session.kind === 'postgres') {
      await session.exec(
        `set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '64MB'`,
      );
    }
  }
  const before = await schemaFingerprint(s);
  const putBack = await takeOffIndexesAndKeys(s);
  // What the triggers keep (port-call, search and payment counters, decisions 016, 020 and 036; DA category
  // totals, decision 019) is recomputed once at the end instead of row by row: payments are loaded
  // before their port calls. The dashboard version (decision 025) is bumped once at the end too,
  // instead of its triggers copying every loaded row into their transition tables.
  await s.exec(
    'alter table port_calls disable trigger user; alter table payments disable trigger user; ' +
      'alter table da_cost_lines disable trigger user; alter table das disable trigger user; ' +
      'alter table da_category_totals disable trigger user; alter table audit_events disable trigger user',
  );
  await timed(
    `Parties: ${plan.principals} principals, ${plan.agents} agents, ${plan.operators} operators, ${plan.vessels} vessels`,
    () => generateParties(s, plan),
  );
  await s.exec(timelineTablesSql() + noticeTableSql());
  await timed(`Planned ${portCalls} port calls`, () => planPortCalls(s, plan));
  await inChunks(sessions, plan, 'Cost lines', (x, lo, hi) => insertCostLines(x, plan, lo, hi));
  await inChunks(sessions, plan, 'DAs with totals', (x, lo, hi) => insertDas(x, plan, lo, hi));
  await inChunks(sessions, plan, 'Payments', (x, lo, hi) => insertPayments(x, plan, lo, hi));
  await inChunks(sessions, plan, 'Port calls and activities', (x, lo, hi) =>
    insertPortCalls(x, plan, lo, hi),
  );
  await inChunks(sessions, plan, 'Comments', (x, lo, hi) => insertComments(x, plan, lo, hi));
  await inChunks(sessions, plan, 'Operation logs', (x, lo, hi) => insertOperationLogs(x, plan, lo, hi));
  await inChunks(sessions, plan, 'Notifications', (x, lo, hi) => insertNotifications(x, plan, lo, hi));
  await timed('Indexes rebuilt', () =>
    inParallel(
      sessions,
      putBack.filter((statement) => !statement.startsWith('alter')),
    ),
  );
  // One session: adding foreign keys in parallel could deadlock on the tables they share.
  await timed('Foreign keys validated', async () => {
    for (const statement of putBack.filter((statement) => statement.startsWith('alter')))
      await s.exec(statement);
  });
  await s.exec('drop schema bench_gen cascade');
  await timed('Port-call and payment counters recounted', () =>
    s.exec(
      'select port_call_counts_rebuild(), port_call_search_counts_rebuild(), port_call_eta_counts_rebuild(), ' +
        'payment_counts_rebuild(), ' +
        'payment_due_counts_rebuild(); ' +
        'alter table port_calls enable trigger user; alter table payments enable trigger user',
    ),
  );
  await timed('DA category totals recomputed', () =>
    s.exec(
      'select da_category_totals_rebuild(); alter table da_cost_lines enable trigger user; ' +
        'alter table das enable trigger user; alter table da_category_totals enable trigger user; ' +
        'alter table audit_events enable trigger user; ' +
        'update dashboard_version set version = version + 1; ' +
        // Every day was written (decision 051): the day versions of migration 0026 say so.
        "insert into dashboard_day_versions (day, version) select '*', version from dashboard_version " +
        'on conflict (day) do update set version = excluded.version',
    ),
  );
  if ((await schemaFingerprint(s)) !== before)
    throw new Error('The schema after the load differs from before.');
  await timed('Sequences moved past the generated ids', () => moveSequences(s));
  const tables = await s.rows<{ name: string }>(
    `select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
     order by pg_relation_size(oid) desc`,
  );
  await timed('VACUUM ANALYZE', () =>
    inParallel(
      sessions,
      tables.map((table) => `vacuum analyze ${table.name}`),
    ),
  );
  const counts = await rowCounts(s);
  log(`Loaded in ${elapsed()}:`);
  for (const [table, n] of Object.entries(counts))
    console.log(`  ${table.padEnd(22)} ${n.toLocaleString('en-US')}`);
  const users = benchUsers(plan);
  const file = join(databaseUrl ? process.cwd() : dataDir, 'bench-users.json');
  writeFileSync(
    file,
    `${JSON.stringify({ ...users, database: database.kind, port_calls: portCalls, seed, load_seconds: Math.round((Date.now() - started) / 1000), counts }, null, 2)}\n`,
  );
  console.log(
    `\nSign in as (password ${BENCH_PASSWORD}): ${Object.values(users.users)
      .map((u) => u.name)
      .join(', ')}`,
  );
  console.log(`Written to ${file}`);
} finally {
  for (const session of sessions) await session.close();
  await database.close();
}
if (!values['no-verify']) {
  await verifyThroughApi({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
}

async function moveSequences(session: Session) {
  const tables = [
    'entities',
    'users',
    'bank_accounts',
    'charterers',
    'vessels',
    'port_calls',
    'das',
    'payments',
    'da_cost_lines',
    'da_comments',
    'port_call_activities',
    'audit_events',
    'notifications',
  ];
  for (const table of tables) {
    await session.exec(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
    );
  }
  await session.exec(
    `select setval('port_call_ref_seq', (select coalesce(max(id), 0) + 1 from port_calls), false)`,
  );
  await session.exec(
    `select setval('payment_ref_seq', (select coalesce(max(id), 0) + 1 from payments), false)`,
  );
}

async function rowCounts(session: Session): Promise<Record<string, number>> {
  const tables = [
    'entities',
    'users',
    'vessels',
    'ports',
    'port_calls',
    'das',
    'da_cost_lines',
    'da_comments',
    'payments',
    'audit_events',
    'notifications',
    'port_call_activities',
    'charterers',
    'bank_accounts',
  ];
  const rows = await session.rows<{ t: string; n: string }>(
    tables.map((table) => `select '${table}' as t, count(*) as n from ${table}`).join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
}

/** The users the benchmark signs in as: the big principal and agent, the desk, and a small principal. */
function benchUsers(p: Plan) {
  return {
    password: BENCH_PASSWORD,
    users: {
      principal: {
        name: 'principal',
        kind: 'principal',
        note: 'manages the largest principal (about 15 % of all port calls)',
      },
      agent: { name: 'agent', kind: 'agent', note: 'the busiest agent company' },
      operator: { name: 'operator', kind: 'operator', note: 'the DA desk: sees every port call' },
      small_principal: {
        name: `p${String(Math.min(p.principals, 5)).padStart(3, '0')}.1`,
        kind: 'principal',
        note: 'a small principal',
      },
      small_agent: { name: 'a002.1', kind: 'agent', note: 'an ordinary agent' },
    },
  };
}
