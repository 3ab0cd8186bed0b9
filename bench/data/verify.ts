/**
 * npm run bench:data:verify -- [--database-url URL | --data-dir DIR]
 *
 * Starts the real server on the generated data (no demo seed) on a free port and, over HTTP, signs
 * in as the generated principal, agent and operator, opens the port-call list (every tab), a port
 * call, its DA, the payments, the notifications and the cost and savings dashboards, and checks
 * the DA category totals the dashboards read against a recount of a sample of DAs' lines, and the
 * due-day and search counters against a recount of every row. Any answer other than 200, or an
 * empty list where the data must have rows, fails the check.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { paymentTypes, portCallStatuses } from '@portledger/contracts';
import { type Database, openDatabase } from '@portledger/db';
import { recountPortCallCounters } from '@portledger/db/testing';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { BENCH_PASSWORD } from './parties.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
type List = {
  objects: { id: number; status?: string }[];
  page: { total_count: number };
  tab_counts?: Record<string, number>;
};

export async function verifyThroughApi(target: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: target.databaseUrl ?? '',
    DATA_DIR: target.dataDir ?? process.env.DATA_DIR ?? 'data',
  });
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no TCP address.');
    const base = `http://127.0.0.1:${address.port}${config.apiPrefix}`;
    for (const name of ['principal', 'agent', 'operator']) await checkUser(base, name);
    await checkCategoryTotals(database);
    await checkPaymentDueCounts(database);
    await checkPaymentParties(database);
    await checkSearchCounts(database);
    await checkEtaCounts(database);
    console.log(
      'Verified through the API: sign-in, port-call list (every tab), detail, DA, payments, notifications, dashboards.',
    );
  } finally {
    await app.close();
    await database.close();
  }
}

async function call<T>(
  base: string,
  path: string,
  token?: string,
  body?: object,
): Promise<{ data: T; token: string; ms: number }> {
  const at = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'Accept-Language': 'en-US',
      ...(token ? { Authorization: token } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (response.status !== 200 || envelope.code !== 200) {
    throw new Error(`${body ? 'POST' : 'GET'} ${path}: ${response.status} ${envelope.msg}`);
  }
  return {
    data: envelope.data,
    token: response.headers.get('authorization') ?? '',
    ms: performance.now() - at,
  };
}

async function checkUser(base: string, name: string) {
  const login = await call<{ kind: string }>(base, '/users/name_login', undefined, {
    name,
    password: BENCH_PASSWORD,
  });
  const token = login.token;
  const list = await call<List>(base, '/port_calls?tab=all&per_page=20', token);
  if (list.data.objects.length === 0) throw new Error(`${name} sees no port calls.`);
  const tabs: string[] = [];
  for (const tab of ['actionable', 'in_progress', 'done', ...(name === 'principal' ? ['drafts'] : [])]) {
    const page = await call<List>(base, `/port_calls?tab=${tab}&per_page=20`, token);
    tabs.push(`${tab} ${page.data.page.total_count} (${page.ms.toFixed(0)} ms)`);
  }
  // The tab counts without filters come from the trigger-kept counters; counting the rows must agree.
  const everyStatus = portCallStatuses.map((status) => `status_in=${status}`).join('&');
  const counted = await call<List>(base, `/port_calls?tab=all&per_page=1&${everyStatus}`, token);
  if (JSON.stringify(counted.data.tab_counts) !== JSON.stringify(list.data.tab_counts)) {
    throw new Error(
      `${name}: counters ${JSON.stringify(list.data.tab_counts)} but rows ${JSON.stringify(counted.data.tab_counts)}.`,
    );
  }
  // A call far along the road: its detail, its DA with lines, its payments.
  const done = await call<List>(base, '/port_calls?tab=done&per_page=5&status_eq=da_completed', token);
  const id = done.data.objects[0]?.id;
  if (!id) throw new Error(`${name} sees no completed port call.`);
  const detail = await call<{ object: { id: number; da: { id: number } } }>(base, `/port_calls/${id}`, token);
  const da = await call<{ object: { lines: unknown[]; fda: { agreed: string | null } } }>(
    base,
    `/das/${detail.data.object.da.id}`,
    token,
  );
  if (da.data.object.lines.length < 20 || da.data.object.fda.agreed === null) {
    throw new Error(
      `${name}: the DA of completed port call ${id} has ${da.data.object.lines.length} lines, FDA agreed ${da.data.object.fda.agreed}.`,
    );
  }
  await call(base, `/port_calls/${id}/logs`, token);
  const payments = await call<List>(base, '/payments?per_page=20', token);
  if (payments.data.page.total_count === 0) throw new Error(`${name} sees no payments.`);
  // The payment tab counts without filters come from payment_counts; counting the rows must agree.
  const everyPaymentType = paymentTypes.map((type) => `payment_type_in=${type}`).join('&');
  const paymentsCounted = await call<List>(base, `/payments?per_page=1&${everyPaymentType}`, token);
  if (JSON.stringify(paymentsCounted.data.tab_counts) !== JSON.stringify(payments.data.tab_counts)) {
    throw new Error(
      `${name}: payment counters ${JSON.stringify(payments.data.tab_counts)} but rows ${JSON.stringify(paymentsCounted.data.tab_counts)}.`,
    );
  }
  const notifications = await call<List>(base, '/notifications/get_all_unread?per_page=10', token);
  const dashboards = await checkDashboards(base, name, token);
  console.log(
    `  ${name.padEnd(9)} list all ${list.data.page.total_count} (${list.ms.toFixed(0)} ms), ${tabs.join(', ')}; ` +
      `detail ${detail.ms.toFixed(0)} ms, DA ${da.data.object.lines.length} lines ${da.ms.toFixed(0)} ms; ` +
      `payments ${payments.data.page.total_count}; unread notifications ${notifications.data.page.total_count}; ${dashboards}`,
  );
}

type Analysis = { da_count: number; by_category: { key: string }[] };

/** The cost and savings dashboards of the default period: DAs counted have categories. */
async function checkDashboards(base: string, name: string, token: string): Promise<string> {
  const timings: string[] = [];
  for (const path of ['das_cost_analysis', 'savings_summary']) {
    const answer = await call<{ object: Analysis }>(base, `/dashboards/${path}`, token);
    const { da_count, by_category } = answer.data.object;
    if (da_count > 0 && by_category.length === 0)
      throw new Error(`${name}: ${path} counts ${da_count} DAs but no category.`);
    timings.push(`${path} ${da_count} DAs (${answer.ms.toFixed(0)} ms)`);
  }
  return timings.join(', ');
}

/** How many rows the CTEs `stored` and `recounted` do not share, each row counted as often as it occurs. */
const differences = sql`(select count(*) from ((table stored except all table recounted)
  union all (table recounted except all table stored)) d)::int as differences`;

/**
 * The category totals (kept by triggers, rebuilt after a load, decision 019) against a recount of
 * the lines of the last 500 DAs and of 500 spread over the ids: any difference fails.
 */
async function checkCategoryTotals(database: Database) {
  const result = (await database.db.execute(sql`
    with sample as (
      select id from (select id from das order by id desc limit 500) last
      union select id from das where id % (select greatest(count(*) / 500, 1) from das) = 0
    ),
    stored as (select * from da_category_totals where da_id in (select id from sample)),
    recounted as (select * from da_category_totals_computed where da_id = any (array(select id from sample)))
    select (select count(*) from sample)::int as das,
      ${differences}`)) as unknown as {
    rows: { das: number; differences: number }[];
  };
  const [row] = result.rows;
  if (!row || row.differences > 0) {
    throw new Error(
      `da_category_totals differs from the lines in ${row?.differences} rows (${row?.das} DAs sampled).`,
    );
  }
  console.log(`  DA category totals equal a recount of ${row.das} DAs' lines.`);
}

/** The due-day counters of unpaid payments (decision 027) against a recount of every payment. */
async function checkPaymentDueCounts(database: Database) {
  const result = (await database.db.execute(sql`
    with recounted as (
      select k.scope, k.scope_id, k.scope_sub_id, k.due_on, k.port_call_status, count(*)::integer as n
      from payments p join port_calls pc on pc.id = p.port_call_id
      cross join lateral payment_due_count_keys(p, pc) k
      group by 1, 2, 3, 4, 5
    ),
    stored as (select scope, scope_id, scope_sub_id, due_on, port_call_status, n from payment_due_counts)
    select (select count(*) from stored)::int as rows,
      ${differences}`)) as unknown as {
    rows: { rows: number; differences: number }[];
  };
  const [row] = result.rows;
  if (!row || row.differences > 0) {
    throw new Error(`payment_due_counts differs from a recount of the payments in ${row?.differences} rows.`);
  }
  console.log(`  Unpaid payments' due-day counters (${row.rows} rows) equal a recount.`);
}

/** Every payment names its call's agent, principal and status (kept by triggers, decisions 074-076). */
async function checkPaymentParties(database: Database) {
  const result = (await database.db.execute(sql`
    select count(*)::int as payments,
      count(*) filter (where p.agent_entity_id is distinct from pc.agent_entity_id
        or p.principal_entity_id is distinct from pc.principal_entity_id
        or p.port_call_status is distinct from pc.status)::int as differences
    from payments p join port_calls pc on pc.id = p.port_call_id`)) as unknown as {
    rows: { payments: number; differences: number }[];
  };
  const [row] = result.rows;
  if (!row || row.differences > 0) {
    throw new Error(
      `${row?.differences} payments name another agent, principal or status than their port call's.`,
    );
  }
  console.log(`  Payments (${row.payments}) name their port call's agent, principal and status.`);
}

/** A counter table kept by triggers on port_calls against a recount of every port call. */
async function checkPortCallCounters(
  database: Database,
  { what, ...counters }: { table: string; keys: string; columns: string[]; what: string },
) {
  const row = await recountPortCallCounters(database, counters);
  if (row.differences > 0 || row.negative > 0) {
    throw new Error(
      `${counters.table} differs from a recount of the port calls in ${row.differences} rows (${row.negative} below 0).`,
    );
  }
  console.log(`  ${what} (${row.rows} rows) equal a recount.`);
}

/** The search's counters per vessel and port (decision 036). */
const checkSearchCounts = (database: Database) =>
  checkPortCallCounters(database, {
    table: 'port_call_search_counts',
    keys: 'port_call_search_count_keys',
    columns: ['scope', 'scope_id', 'scope_sub_id', 'kind', 'item_id', 'status'],
    what: 'Search counters per vessel and port',
  });

/** The list's counters per ETA month (decision 042). */
const checkEtaCounts = (database: Database) =>
  checkPortCallCounters(database, {
    table: 'port_call_eta_counts',
    keys: 'port_call_eta_count_keys',
    columns: ['scope', 'scope_id', 'scope_sub_id', 'month', 'status'],
    what: 'Counters per ETA month',
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  await verifyThroughApi({
    databaseUrl: values['database-url'],
    dataDir: values['database-url'] ? undefined : resolve(values['data-dir'] ?? 'data-bench'),
  });
}
