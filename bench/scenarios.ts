import type { Client } from 'autocannon';
import { DRAFT_LINES, type DraftDa, draftBody, type Fixtures, type Role } from './fixtures.ts';
import type { HttpRequest } from './load.ts';
import type { Target } from './stats.ts';

/**
 * The scenarios of issue 8. Targets are the issue's, for PostgreSQL at 330,000 port calls with 8
 * clients (run.ts doubles the "at most" ones on PGlite); a scenario without a target is measured
 * and shown, never judged.
 */
export type ScenarioKind = 'list' | 'detail' | 'save' | 'dashboard' | 'login';

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  role: Role;
  method: 'GET' | 'POST';
  /** Path inside the API prefix. */
  path: string;
  target?: Target;
  /** Reads are replayed as plain SQL for the API-overhead ratio; writes are not. */
  isRead: boolean;
  /**
   * Every request asks what no earlier one asked (another `tz`), so the server computes every
   * answer instead of serving the one it keeps while nothing changed (decision 025), while writes
   * land in the months of the period, 20 a second, so the analyses read again the days written
   * (decision 051).
   */
  writesLanding?: boolean;
}

const p95 = (ms: number): Target => ({ metric: 'p95', op: '<=', value: ms, unit: 'ms' });
export const TARGETS = {
  list: p95(25),
  detail: p95(25),
  save: p95(150),
  dashboard: p95(150),
  apiOverhead: { metric: 'p50 HTTP ÷ p50 SQL', op: '<=', value: 1.5, unit: '' } as Target,
  framework: { metric: 'req/s ÷ bare Node', op: '>=', value: 0.85, unit: '' } as Target,
  rss: { metric: 'peak RSS', op: '<=', value: 400, unit: 'MB' } as Target,
  migratedStart: { metric: 'ready', op: '<=', value: 3, unit: 's' } as Target,
  freshStart: { metric: 'ready', op: '<=', value: 30, unit: 's' } as Target,
  loginJs: { metric: 'gzip', op: '<=', value: 200, unit: 'KB' } as Target,
  dasMgmtJs: { metric: 'gzip', op: '<=', value: 400, unit: 'KB' } as Target,
  lcp: { metric: 'median', op: '<=', value: 1000, unit: 'ms' } as Target,
  keystroke: { metric: 'p95', op: '<=', value: 100, unit: 'ms' } as Target,
};
export const SAVE_SCENARIO = `save ${DRAFT_LINES}-line PDA draft`;
/** The concurrency the latency targets are set for. */
export const TARGET_CONCURRENCY = 8;

const read = (name: string, kind: ScenarioKind, role: Role, path: string): Scenario => ({
  name,
  kind,
  role,
  method: 'GET',
  path,
  target: kind === 'login' ? undefined : TARGETS[kind],
  isRead: true,
});

/**
 * Each dashboard twice (decision 025). As a user finds it while nothing has changed: the answer
 * the server keeps per data version; its SQL (one version read) is not replayed, since the
 * replay would run the computation the kept answer spares. Then with every answer computed while
 * writes land: each request asks another clock, so no whole answer is kept, and 20 times a second
 * the bench saves a draft port call in the next month of the period, so the analyses read again
 * the days written (decision 051). That one is replayed for the API-overhead ratio.
 */
function dashboards(list: [name: string, role: Role, path: string][]): Scenario[] {
  return list.flatMap(([name, role, path]) => [
    { ...read(`dashboard: ${name}`, 'dashboard', role, path), isRead: false },
    {
      ...read(`dashboard: ${name}, every answer computed, 20 writes/s`, 'dashboard', role, path),
      writesLanding: true,
    },
  ]);
}

/** The tz offsets (minutes east of UTC) that `writesLanding` requests take in turn, all different. */
let nextTz = -720;
export function newAnswerPath(path: string): string {
  const tz = nextTz;
  nextTz = nextTz >= 840 ? -720 : nextTz + 1;
  return `${path}${path.includes('?') ? '&' : '?'}tz=${tz}`;
}

export function scenarios(f: Fixtures): Scenario[] {
  const tab = (name: string) =>
    read(`port-call list: ${name}`, 'list', 'principal', `/port_calls?tab=${name}`);
  return [
    tab('all'),
    tab('actionable'),
    tab('in_progress'),
    tab('drafts'),
    tab('done'),
    read(
      'port-call list: port + ETA filters',
      'list',
      'principal',
      `/port_calls?tab=all&port_id_eq=${f.portId}&eta_gteq=${f.etaFrom}&eta_lteq=${f.etaTo}`,
    ),
    // A year of ETAs: thousands of matches to count for the tabs (decision 039).
    read(
      'port-call list: ETA filter, one year',
      'list',
      'principal',
      `/port_calls?tab=all&eta_gteq=${f.etaFrom}&eta_lteq=${f.etaTo}`,
    ),
    read(
      'port-call list: search',
      'list',
      'principal',
      `/port_calls?tab=all&q=${encodeURIComponent(f.searchText)}`,
    ),
    read('port-call list: all (operator)', 'list', 'operator', '/port_calls?tab=all'),
    read('port-call detail', 'detail', 'principal', `/port_calls/${f.portCallId}`),
    read(`DA detail, PDA + FDA (${f.daLines} lines)`, 'detail', 'principal', `/das/${f.daId}`),
    {
      // Issue 10's evidence and rules: measured and shown, no target of issue 8 applies.
      ...read('DA screening evidence (operator)', 'detail', 'operator', `/das/${f.screeningDaId}/screening`),
      target: undefined,
    },
    read('payment list', 'list', 'principal', '/payments?tab=all'),
    // What a principal or an agent opens to pay or to confirm (decision 045).
    read('payment list: actionable', 'list', 'principal', '/payments?tab=actionable'),
    read('payment list: actionable (agent)', 'list', 'agent', '/payments?tab=actionable'),
    // The desk's: every payment of the calls it screens (walked in order, decision 076), and its
    // whole market by status (decision 064).
    read('payment list: actionable (desk)', 'list', 'operator', '/payments?tab=actionable'),
    read('payment list: pending (desk)', 'list', 'operator', '/payments?tab=all&status_in=pending'),
    read('notification count (unread page)', 'list', 'principal', '/notifications/get_all_unread'),
    ...dashboards([
      ['today', 'principal', '/dashboards/today'],
      ['DA cost analysis', 'principal', '/dashboards/das_cost_analysis'],
      ['savings summary', 'principal', '/dashboards/savings_summary'],
      ['DA cost analysis (operator)', 'operator', '/dashboards/das_cost_analysis'],
    ]),
    {
      name: SAVE_SCENARIO,
      kind: 'save',
      role: 'agent',
      method: 'POST',
      path: '/das/:id/pda_draft',
      target: TARGETS.save,
      isRead: false,
    },
    {
      name: 'login',
      kind: 'login',
      role: 'principal',
      method: 'POST',
      path: '/users/name_login',
      isRead: false,
    },
  ];
}

/**
 * One request per connection for the draft save: each saves its own draft (a shared one would
 * answer 409 to all writers but one) and counts its saves, since every 200 adds one to the DA's
 * lock_version that the next body must carry.
 */
export function draftLanes(drafts: DraftDa[], connections: number): HttpRequest[] {
  return drafts.slice(0, connections).map((draft) => {
    let saves = 0;
    return {
      method: 'POST',
      path: `/das/${draft.daId}/pda_draft`,
      body: draftBody(draft, saves),
      setupClient: (client: Client) => {
        client.on('response', (status: number) => {
          if (status === 200) {
            draft.lockVersion++;
            saves++;
          }
          client.setBody(draftBody(draft, saves));
        });
      },
    };
  });
}
