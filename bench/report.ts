import type { DatabaseRun } from './measure-database.ts';
import { TARGET_CONCURRENCY, TARGETS } from './scenarios.ts';
import {
  type Cell,
  evaluate,
  formatMs,
  formatNumber,
  formatTarget,
  markdownTable,
  ratio,
  scaleTarget,
  type Target,
  type Verdict,
} from './stats.ts';

/** The latency targets are for PostgreSQL at 330,000 port calls; PGlite (10,000) gets twice as long. */
export const targetFactor = (run: DatabaseRun) => (run.target.kind === 'pglite' ? 2 : 1);
const db = (run: DatabaseRun) => (run.target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
const MB = 1024 * 1024;

export interface Table {
  title: string;
  headers: string[];
  rows: Cell[][];
}

export interface Judged {
  tables: Table[];
  verdicts: { what: string; verdict: Verdict }[];
}

/** Turns the measurements into the report's tables, each row judged against its target. */
export function judge(runs: DatabaseRun[]): Judged {
  const verdicts: Judged['verdicts'] = [];
  const judged = (what: string, measured: number, target: Target | undefined, failed = false): Verdict => {
    const verdict: Verdict = failed ? 'fail' : evaluate(measured, target);
    if (verdict !== 'n/a') verdicts.push({ what, verdict });
    return verdict;
  };

  const main: Table = {
    title: 'Scenarios over HTTP',
    headers: [
      'database',
      'scenario',
      'clients',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'errors',
      'RSS MB',
      'target',
      'result',
    ],
    rows: [],
  };
  const overhead: Table = {
    title: 'API overhead: HTTP p50 ÷ p50 of the same SQL run directly',
    headers: [
      'database',
      'scenario',
      'clients',
      'HTTP p50 ms',
      'SQL p50 ms',
      'statements',
      'ratio',
      'target',
      'result',
    ],
    rows: [],
  };
  const framework: Table = {
    title: 'Framework overhead: GET /uapi/ping vs a bare Node http server, same bytes',
    headers: [
      'database',
      'clients',
      'app req/s',
      'bare req/s',
      'app p50 ms',
      'bare p50 ms',
      'ratio',
      'target',
      'result',
    ],
    rows: [],
  };
  const server: Table = {
    title: 'Server process',
    headers: ['database', 'figure', 'value', 'target', 'result'],
    rows: [],
  };
  const web: Table = {
    title: 'Web (headless Chromium, production build, bench/web)',
    headers: ['database', 'figure', 'value', 'target', 'result'],
    rows: [],
  };

  for (const run of runs) {
    const name = db(run);
    for (const { scenario, concurrency, result, rssPeak } of run.http) {
      const bad = result.non2xx + result.errors;
      const target =
        concurrency === TARGET_CONCURRENCY ? scaleTarget(scenario.target, targetFactor(run)) : undefined;
      const verdict = judged(
        `${name} ${scenario.name} p95`,
        result.p95,
        target,
        bad > 0 && target !== undefined,
      );
      // autocannon drops the requests still in flight when the run ends: none finished at all.
      const errors =
        result.count === 0 ? 'none answered in time' : bad ? `${bad} (${statusList(result.statuses)})` : '0';
      main.rows.push([
        name,
        scenario.name,
        concurrency,
        formatMs(result.p50),
        formatMs(result.p95),
        formatMs(result.p99),
        result.rps.toFixed(0),
        errors,
        (rssPeak / MB).toFixed(0),
        formatTarget(target),
        bad && !target ? 'errors' : verdict,
      ]);
    }
    for (const sql of run.sql) {
      const http = run.http.find(
        (h) => h.scenario.name === sql.scenario && h.concurrency === sql.concurrency,
      );
      if (!http) continue;
      const value = ratio(http.result.p50, sql.result.p50);
      const verdict = judged(
        `${name} API overhead ${sql.scenario} c=${sql.concurrency}`,
        value,
        TARGETS.apiOverhead,
      );
      overhead.rows.push([
        name,
        sql.scenario,
        sql.concurrency,
        formatMs(http.result.p50),
        formatMs(sql.result.p50),
        `${sql.capture.statements} in ${sql.capture.waves} round trip${sql.capture.waves === 1 ? '' : 's'}${sql.capture.usedTransaction ? ' + a transaction (not replayed)' : ''}`,
        formatNumber(value),
        formatTarget(TARGETS.apiOverhead),
        verdict,
      ]);
    }
    for (const { concurrency, ping, bare } of run.framework) {
      const value = ratio(ping.rps, bare.rps);
      const verdict = judged(`${name} framework overhead c=${concurrency}`, value, TARGETS.framework);
      framework.rows.push([
        name,
        concurrency,
        ping.rps.toFixed(0),
        bare.rps.toFixed(0),
        formatMs(ping.p50),
        formatMs(bare.p50),
        formatNumber(value),
        formatTarget(TARGETS.framework),
        verdict,
      ]);
    }
    if (run.rss) {
      const peak = run.rss.peak / MB;
      server.rows.push([
        name,
        'peak RSS under load (VmRSS), all scenarios',
        `${peak.toFixed(0)} MB`,
        formatTarget(TARGETS.rss),
        judged(`${name} RSS`, peak, TARGETS.rss),
      ]);
      // Login hashes with scrypt (128 MiB each, four at once): show what the rest needs.
      const others = run.http.filter((h) => h.scenario.kind !== 'login').map((h) => h.rssPeak);
      if (others.length && others.length < run.http.length) {
        const value = Math.max(...others) / MB;
        server.rows.push([
          name,
          'peak RSS in the scenarios before login',
          `${value.toFixed(0)} MB`,
          '—',
          'n/a',
        ]);
      }
    }
    if (run.migratedStartMs !== undefined) {
      const s = run.migratedStartMs / 1000;
      server.rows.push([
        name,
        'start on the migrated bench database',
        `${s.toFixed(2)} s`,
        formatTarget(TARGETS.migratedStart),
        judged(`${name} start`, s, TARGETS.migratedStart),
      ]);
    }
    if (run.freshStartMs !== undefined) {
      const s = run.freshStartMs / 1000;
      server.rows.push([
        name,
        'fresh first start (empty database, migrations, demo seed)',
        `${s.toFixed(1)} s`,
        formatTarget(TARGETS.freshStart),
        judged(`${name} fresh start`, s, TARGETS.freshStart),
      ]);
    }
    if (run.web) {
      const w = run.web;
      const kb = (bytes: number) => bytes / 1024;
      const rows: [string, string, number, Target][] = [
        ['JS for /auth/login (gzip)', `${kb(w.login.gzip).toFixed(1)} KB`, kb(w.login.gzip), TARGETS.loginJs],
        [
          'JS for /das-mgmt (gzip)',
          `${kb(w.dasMgmt.gzip).toFixed(1)} KB`,
          kb(w.dasMgmt.gzip),
          TARGETS.dasMgmtJs,
        ],
        [
          `LCP of /das-mgmt (${w.lcp.runs.length} runs)`,
          `${w.lcp.median.toFixed(0)} ms`,
          w.lcp.median,
          TARGETS.lcp,
        ],
        [
          `keystroke, ${w.keystroke.lines}-line PDA editor (p50 ${w.keystroke.p50.toFixed(0)}, max ${w.keystroke.max.toFixed(0)} ms)`,
          `${w.keystroke.p95.toFixed(0)} ms`,
          w.keystroke.p95,
          TARGETS.keystroke,
        ],
      ];
      for (const [figure, value, measured, target] of rows) {
        web.rows.push([
          name,
          figure,
          value,
          formatTarget(target),
          judged(`${name} ${figure}`, measured, target),
        ]);
      }
    }
  }
  return { tables: [main, overhead, framework, server, web].filter((t) => t.rows.length), verdicts };
}

function statusList(statuses: Record<number, number>): string {
  const failed = Object.entries(statuses).filter(([status]) => !status.startsWith('2'));
  return failed.length ? failed.map(([status, n]) => `${n}× ${status}`).join(', ') : 'no answer';
}

export interface Context {
  date: string;
  machine: string;
  node: string;
}

export function markdownReport(runs: DatabaseRun[], judgedRuns: Judged, context: Context): string {
  const pass = judgedRuns.verdicts.filter((v) => v.verdict === 'pass').length;
  const fail = judgedRuns.verdicts.filter((v) => v.verdict === 'fail');
  const plans = runs.find((run) => run.meta.plans);
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/README.md) on ${context.date}. Do not edit by hand: run it again.`,
    '',
    `- Machine: ${context.machine}; Node ${context.node}. The server runs as \`npm start\` runs it (the bundle apps/server/dist/main.js, NODE_ENV=production) on 127.0.0.1; autocannon runs in the harness process on the same machine.`,
    ...runs.map((run) => {
      const m = run.meta;
      const scale = run.scale
        ? `${run.scale.portCalls.toLocaleString('en-US')} port calls, ${run.scale.costLines.toLocaleString('en-US')} cost lines`
        : 'scale not counted';
      return (
        `- **${db(run)}: ${run.label}** (${scale}): \`${m.command}\` at ${m.startedAt}, commit ${m.commit}; ` +
        `load average ${m.loadBefore} before, ${m.loadAfter} after; ${m.duration} s per measurement after a 1 s warm-up, ` +
        `HTTP at ${m.concurrencies.join(', ')} clients, direct SQL at ${m.sqlConcurrencies.join(', ')}; LOG_LEVEL=${m.logLevel}. ` +
        `Latency targets ${targetFactor(run) === 1 ? 'as in issue 8' : '× 2 (issue 8: PGlite at 10,000 port calls)'}, judged at ${TARGET_CONCURRENCY} clients.`
      );
    }),
    '',
    `**${pass} of ${pass + fail.length} judged figures meet their target.**${fail.length ? ' Missed:' : ''}`,
    ...fail.map((v) => `- ${v.what}`),
    ...runs.flatMap((run) => run.problems.map((problem) => `- Not measured on ${db(run)}: ${problem}`)),
    '',
  ];
  for (const table of judgedRuns.tables)
    lines.push(`## ${table.title}`, '', markdownTable(table.headers, table.rows), '');
  lines.push(
    '## How to read this',
    '',
    '- p50 / p95 / p99 are per request as autocannon times them (send to last byte), over every answer of the run; req/s counts every answer.',
    '- Each dashboard runs twice (decision 025): as the same request again, which the server answers from the answer it keeps until a write commits to a table the dashboards read, and "every answer computed, 20 writes/s": each request asks another `tz`, so no whole answer is kept (what a user sees after a change), while every 50 ms the bench saves a draft port call in the next month of the period (a real write through the API, one at a time), so the cost and savings analyses read again the days written since their last answer (decision 051); the first month’s draft is on its first day, so one write in 14 also reaches that month’s edge, the calls a clock moves into another month (decision 052). A dashboard’s first answer after the start is waited for before the warm-up. Before the run, each month draft is saved once, as on a server that has seen writes on those days. Only this one is replayed for the API-overhead ratio, with the SQL of a request after a write to this month.',
    '- The draft save sends 200 lines with new prices to `POST /uapi/das/:id/pda_draft`; each client saves its own DA (made through the API on the first run) and carries the lock_version its last save returned.',
    '- API overhead: the app built in-process as main.ts builds it answers each read once while its driver records the statements (text, parameters, options as Drizzle sends them, session lookup included); the harness then replays them straight through the same driver (pg pool of 10, or PGlite), each under the plan it was sent with (withGenericPlan, withCustomPlan: the same pool), statements sent together replayed together, at the same concurrency, with the server stopped. The ratio compares that with the HTTP p50 of the same request.',
    "- Framework overhead: the bare Node `http` server answers every request with the bytes of the app's `/uapi/ping` answer, read off a raw socket from the running app before the run: its status line, every header in the app's order (the eleven security headers, content-type, content-length; `Date`, `Connection` and `Keep-Alive` written by Node on both sides, with the app's keep-alive timeout) and its body, checked byte for byte but for `Date`'s value. It has no routing, hooks, validation, serialization or logging; the app logs its one line per request (`LOG_LEVEL`). Both run in their own process, measured one after the other at each concurrency.",
    "- RSS is the server process's VmRSS sampled every 200 ms during the HTTP scenarios and the ping runs.",
    plans
      ? `- Query plans (EXPLAIN ANALYZE, BUFFERS) of the list filters, details and dashboards: [benchmarks-plans.md](benchmarks-plans.md), captured on ${db(plans)} ${plans.label}.`
      : '- Query plans: not captured in this run (bench/data/explain.ts was not run).',
    '',
  );
  return lines.join('\n');
}
