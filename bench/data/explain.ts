/**
 * npm run bench:data:explain -- [--database-url URL | --data-dir DIR] [--out FILE] [--only TEXT]
 *
 * Calls the server's own list, dashboard and detail functions on the generated data through a
 * Drizzle instance that records every statement (a Drizzle logger), then runs
 * EXPLAIN (ANALYZE, BUFFERS) on each recorded statement with its parameters, and writes the plans
 * with a summary table to docs/benchmarks-plans.md.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Db, openDatabase, schema } from '@portledger/db';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { SessionUser } from '../../apps/server/src/types.ts';
import { type Samples, scenarios } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    out: { type: 'string', default: 'docs/benchmarks-plans.md' },
    only: { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
const database = await openDatabase({
  databaseUrl,
  dataDir: databaseUrl ? undefined : resolve(values['data-dir'] ?? 'data-bench'),
});

interface Statement {
  sql: string;
  params: unknown[];
}
let recorded: Statement[] = [];
const logger = { logQuery: (sql: string, params: unknown[]) => void recorded.push({ sql, params }) };
const recording = (database.pool
  ? drizzlePg(database.pool, { schema, casing: 'snake_case', logger })
  : drizzlePglite(database.pglite!, { schema, casing: 'snake_case', logger })) as unknown as Db;

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  if (database.pool) return (await database.pool.query(sql, params)).rows as T[];
  return (await database.pglite!.query<T>(sql, params)).rows;
}

async function sessionUser(name: string): Promise<SessionUser> {
  const [user] = await rows<{ id: number; kind: SessionUser['kind']; entity_id: number; managed: number[] }>(
    `select u.id, u.kind, u.entity_id,
       coalesce(array_agg(m.entity_id order by m.entity_id) filter (where m.entity_id is not null), '{}') as managed
     from users u left join user_managed_entities m on m.user_id = u.id where u.name = $1 group by u.id`,
    [name],
  );
  if (!user) throw new Error(`No user ${name}: generate the data first (npm run bench:data).`);
  return {
    sessionId: 0,
    id: user.id,
    name,
    kind: user.kind,
    entityId: user.entity_id,
    managedEntityIds: user.managed.map(Number),
    locale: 'en-US',
  };
}

async function samples(): Promise<Samples> {
  const users = {
    principal: await sessionUser('principal'),
    agent: await sessionUser('agent'),
    operator: await sessionUser('operator'),
  };
  const [busy] = await rows<{ port_id: number }>(
    'select port_id from port_calls group by port_id order by count(*) desc limit 1',
  );
  const [mine] = await rows<{
    vessel_id: number;
    agent_entity_id: number;
    legal_entity_id: number;
    name: string;
  }>(
    `select pc.vessel_id, pc.agent_entity_id, pc.legal_entity_id, v.name from port_calls pc
     join vessels v on v.id = pc.vessel_id where pc.principal_entity_id = $1 order by pc.id limit 1`,
    [users.principal.entityId],
  );
  const [completed] = await rows<{ id: number; da_id: number }>(
    `select pc.id, d.id as da_id from port_calls pc join das d on d.port_call_id = pc.id
     where pc.status = 'da_completed' order by pc.id desc limit 1`,
  );
  if (!busy || !mine || !completed) throw new Error('The database has no generated port calls.');
  return {
    users,
    portId: busy.port_id,
    vesselId: mine.vessel_id,
    agentEntityId: mine.agent_entity_id,
    legalEntityId: mine.legal_entity_id,
    vesselWord: mine.name.split(' ')[1] ?? mine.name,
    completedPortCallId: completed.id,
    completedDaId: completed.da_id,
  };
}

/** Tables big enough that reading them whole is a finding (estimated rows). */
async function bigTables(): Promise<Map<string, number>> {
  const list = await rows<{ relname: string; n: number }>(
    `select relname, reltuples::bigint as n from pg_class
     where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > 20000`,
  );
  return new Map(list.map((row) => [row.relname, Number(row.n)]));
}

interface Explained extends Statement {
  plan: string;
  ms: number;
  fullScans: string[];
}

async function explain(statement: Statement, big: Map<string, number>): Promise<Explained> {
  const plan = (
    await rows<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params)
  )
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  const fullScans = [...plan.matchAll(/Seq Scan on (\w+)/g)]
    .map((match) => match[1]!)
    .filter((table, index, all) => big.has(table) && all.indexOf(table) === index);
  return { ...statement, plan, ms, fullScans };
}

const started = new Date();
const [counts] = await rows<Record<string, string>>(
  `select (select count(*) from port_calls) as port_calls, (select count(*) from da_cost_lines) as da_cost_lines,
     (select count(*) from payments) as payments, (select count(*) from notifications) as notifications,
     (select count(*) from audit_events) as audit_events, version() as version`,
);
const big = await bigTables();
const sample = await samples();
const results: { group: string; name: string; statements: Explained[] }[] = [];
for (const scenario of scenarios(sample)) {
  if (values.only && !`${scenario.group} ${scenario.name}`.includes(values.only)) continue;
  recorded = [];
  await scenario.run(recording);
  const unique = recorded.filter(
    (statement, index) =>
      recorded.findIndex(
        (other) =>
          other.sql === statement.sql && JSON.stringify(other.params) === JSON.stringify(statement.params),
      ) === index,
  );
  const statements: Explained[] = [];
  for (const statement of unique) statements.push(await explain(statement, big));
  results.push({ group: scenario.group, name: scenario.name, statements });
  const slowest = Math.max(...statements.map((s) => s.ms));
  const scans = [...new Set(statements.flatMap((s) => s.fullScans))];
  console.log(
    `${scenario.group} / ${scenario.name}: ${statements.length} statements, slowest ${slowest.toFixed(1)} ms${scans.length ? `, full scans: ${scans.join(', ')}` : ''}`,
  );
}
await database.close();

const fmt = (ms: number) => ms.toFixed(1);
const lines: string[] = [
  '# Query plans at scale',
  '',
  `Generated by \`npm run bench:data:explain\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC against ${database.kind}` +
    ` (${counts?.version?.split(' on ')[0] ?? ''}): ${Number(counts?.port_calls).toLocaleString('en-US')} port calls, ` +
    `${Number(counts?.da_cost_lines).toLocaleString('en-US')} cost lines, ${Number(counts?.payments).toLocaleString('en-US')} payments, ` +
    `${Number(counts?.notifications).toLocaleString('en-US')} notifications, ${Number(counts?.audit_events).toLocaleString('en-US')} operation-log entries.`,
  '',
  "Each scenario calls the server's own use-case function (the code the route runs) through a Drizzle instance that records",
  'every statement; each recorded statement is then run again under `EXPLAIN (ANALYZE, BUFFERS)` with its parameters.',
  '"Full scans" lists tables of more than 20,000 rows read by a sequential scan. Times are of the EXPLAIN run on a',
  'shared 2-core machine, warm cache; the benchmark (`npm run bench`) measures the endpoints themselves.',
  '',
  '| group | scenario | statements | slowest (ms) | total (ms) | full scans |',
  '|---|---|---:|---:|---:|---|',
];
for (const result of results) {
  const times = result.statements.map((s) => s.ms);
  const scans = [...new Set(result.statements.flatMap((s) => s.fullScans))];
  lines.push(
    `| ${result.group} | ${result.name.replace(/\|/g, '\\|')} | ${times.length} | ${fmt(Math.max(...times))} | ${fmt(times.reduce((a, b) => a + b, 0))} | ${scans.join(', ') || '-'} |`,
  );
}
for (const result of results) {
  lines.push('', `## ${result.group}: ${result.name}`);
  result.statements.forEach((statement, index) => {
    lines.push(
      '',
      `### Statement ${index + 1} (${fmt(statement.ms)} ms)`,
      '',
      '```sql',
      statement.sql,
      '```',
      '',
      `Parameters: \`${JSON.stringify(statement.params)}\``,
      '',
      '```',
      statement.plan,
      '```',
    );
  });
}
writeFileSync(resolve(values.out!), `${lines.join('\n')}\n`);
console.log(`Wrote ${values.out}`);
