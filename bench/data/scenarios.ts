import {
  agentScorecardQuery,
  chartererListQuery,
  dashboardAnalysisQuery,
  type Locale,
  paymentListQuery,
  portCallListQuery,
  portListQuery,
  todayDashboardQuery,
  vesselListQuery,
} from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { listCharterers } from '../../apps/server/src/modules/charterers/list-charterers.ts';
import { getDa } from '../../apps/server/src/modules/das/get-da.ts';
import { getCostAnalysis } from '../../apps/server/src/modules/dashboards/get-cost-analysis.ts';
import { getSavingsSummary } from '../../apps/server/src/modules/dashboards/get-savings-summary.ts';
import { getTodayDashboard } from '../../apps/server/src/modules/dashboards/get-today-dashboard.ts';
import { countUnread } from '../../apps/server/src/modules/notifications/count-unread.ts';
import { listNotifications } from '../../apps/server/src/modules/notifications/list-notifications.ts';
import { listPayments } from '../../apps/server/src/modules/payments/list-payments.ts';
import { getPortCall, listPortCallLogs } from '../../apps/server/src/modules/port-calls/get-port-call.ts';
import { listPortCalls } from '../../apps/server/src/modules/port-calls/list-port-calls.ts';
import { listPorts } from '../../apps/server/src/modules/ports/list-ports.ts';
import { getAgentScorecards } from '../../apps/server/src/modules/scorecards/get-agent-scorecards.ts';
import { listVessels } from '../../apps/server/src/modules/vessels/list-vessels.ts';
import type { SessionUser } from '../../apps/server/src/types.ts';

/** Values the filters use, taken from the data (the busiest port, a vessel of the principal, ...). */
export interface Samples {
  users: Record<'principal' | 'agent' | 'operator', SessionUser>;
  portId: number;
  vesselId: number;
  agentEntityId: number;
  legalEntityId: number;
  vesselWord: string;
  completedPortCallId: number;
  completedDaId: number;
}

export interface Scenario {
  group: string;
  name: string;
  run: (db: Db) => Promise<unknown>;
}

const locale: Locale = 'en-US';
const apiPrefix = '/uapi';

/**
 * Every list filter, search and dashboard the UI offers, called through the server's own use-case
 * functions (the same code the routes run), so the SQL captured is the SQL the server issues.
 */
export function scenarios(x: Samples): Scenario[] {
  const list: Scenario[] = [];
  const roles = ['principal', 'agent', 'operator'] as const;
  const portCalls = (
    group: string,
    name: string,
    role: (typeof roles)[number],
    query: Record<string, unknown>,
  ) =>
    list.push({
      group,
      name: `${role}: ${name}`,
      run: (db) => listPortCalls({ db, user: x.users[role], query: portCallListQuery.parse(query), locale }),
    });
  for (const role of roles) {
    for (const tab of [
      'all',
      'actionable',
      'in_progress',
      'done',
      ...(role === 'principal' ? ['drafts'] : []),
    ]) {
      portCalls('Port-call list: tabs', `tab ${tab}`, role, { tab });
    }
  }
  const filters: [string, Record<string, unknown>][] = [
    ['status_eq=pda_pending_screening', { status_eq: 'pda_pending_screening' }],
    [
      'status_in[]=fda_pending_screening,fda_under_screening',
      { status_in: ['fda_pending_screening', 'fda_under_screening'] },
    ],
    ['port_id_eq (busiest port)', { port_id_eq: String(x.portId) }],
    ['vessel_id_eq', { vessel_id_eq: String(x.vesselId) }],
    ['agent_entity_id_eq', { agent_entity_id_eq: String(x.agentEntityId) }],
    ['legal_entity_id_eq', { legal_entity_id_eq: String(x.legalEntityId) }],
    ['eta_gteq/eta_lteq (one month)', { eta_gteq: monthsAgo(2), eta_lteq: monthsAgo(1) }],
    // Whole months from counters, the days at both ends from the calls (decision 042).
    ['eta_gteq/eta_lteq (one year)', { eta_gteq: monthsAgo(13), eta_lteq: monthsAgo(1) }],
    [`q=${x.vesselWord} (search)`, { q: x.vesselWord }],
    ['q=PL-2025 (reference search)', { q: 'PL-2025-0001' }],
    // Two characters: no trigram to look up, the scanning form (decision 020).
    [`q=${x.vesselWord.slice(0, 2)} (two characters)`, { q: x.vesselWord.slice(0, 2) }],
    ['containsAll=two words', { containsAll: `${x.vesselWord} V01` }],
    ['onlyRemarks', { onlyRemarks: 'crew change' }],
    ['chartererRemarks', { chartererRemarks: 'surveyor' }],
    ['canalTransit=true', { canalTransit: 'true' }],
    ['crewing=true', { crewing: 'true' }],
    ['sort=-eta', { sort: '-eta' }],
    ['sort=ref_no', { sort: 'ref_no' }],
    ['sort=-updated_at', { sort: '-updated_at' }],
    ['descDateRemarks=true', { descDateRemarks: 'true' }],
    ['page 50 (per_page 20)', { page: '50', per_page: '20' }],
    ['page 1000 (per_page 20)', { page: '1000', per_page: '20' }],
  ];
  for (const role of ['operator', 'principal'] as const) {
    for (const [name, query] of filters)
      portCalls('Port-call list: filters and search', name, role, { tab: 'all', ...query });
  }
  for (const role of roles) {
    for (const tab of ['all', 'actionable']) {
      list.push({
        group: 'Payments',
        name: `${role}: tab ${tab}`,
        run: (db) =>
          listPayments({ db, user: x.users[role], query: paymentListQuery.parse({ tab }), apiPrefix }),
      });
    }
  }
  list.push({
    group: 'Payments',
    name: 'principal: status_in[]=pending, due in a month',
    run: (db) =>
      listPayments({
        db,
        user: x.users.principal,
        query: paymentListQuery.parse({
          status_in: ['pending'],
          due_on_gteq: monthsAgo(1),
          due_on_lteq: monthsAgo(0),
        }),
        apiPrefix,
      }),
  });
  for (const role of roles) {
    list.push({
      group: 'Notifications',
      name: `${role}: unread count`,
      run: (db) => countUnread({ db, userIds: [x.users[role].id] }),
    });
    list.push({
      group: 'Notifications',
      name: `${role}: unread list`,
      run: (db) =>
        listNotifications({
          db,
          userId: x.users[role].id,
          filter: 'unread',
          page: { page: 1, per_page: 10 },
        }),
    });
  }
  const reference: [string, (db: Db) => Promise<unknown>][] = [
    ['vessels: default', (db) => listVessels({ db, locale, query: vesselListQuery.parse({}) })],
    [
      'vessels: q search',
      (db) => listVessels({ db, locale, query: vesselListQuery.parse({ q: x.vesselWord }) }),
    ],
    ['vessels: sort=-gt', (db) => listVessels({ db, locale, query: vesselListQuery.parse({ sort: '-gt' }) })],
    ['ports: default', (db) => listPorts({ db, locale, query: portListQuery.parse({}) })],
    ['ports: q search', (db) => listPorts({ db, locale, query: portListQuery.parse({ q: 'rotter' }) })],
    [
      'charterers (principal): default',
      (db) => listCharterers({ db, user: x.users.principal, locale, query: chartererListQuery.parse({}) }),
    ],
    [
      'charterers (principal): name_i_cont',
      (db) =>
        listCharterers({
          db,
          user: x.users.principal,
          locale,
          query: chartererListQuery.parse({ name_i_cont: 'ship' }),
        }),
    ],
  ];
  for (const [name, run] of reference) list.push({ group: 'Reference lists', name, run });
  for (const role of roles) {
    list.push({
      group: 'Dashboards',
      name: `${role}: today`,
      run: (db) =>
        getTodayDashboard({ db, user: x.users[role], query: todayDashboardQuery.parse({}), locale }),
    });
    list.push({
      group: 'Dashboards',
      name: `${role}: DA cost analysis (default period)`,
      run: (db) =>
        getCostAnalysis({ db, user: x.users[role], query: dashboardAnalysisQuery.parse({}), locale }),
    });
    list.push({
      group: 'Dashboards',
      name: `${role}: savings summary (default period)`,
      run: (db) =>
        getSavingsSummary({ db, user: x.users[role], query: dashboardAnalysisQuery.parse({}), locale }),
    });
  }
  list.push({
    group: 'Dashboards',
    name: 'operator: DA cost analysis, 24 months, one port',
    run: (db) =>
      getCostAnalysis({
        db,
        user: x.users.operator,
        query: dashboardAnalysisQuery.parse({
          from: monthsAgo(23).slice(0, 7),
          to: monthsAgo(0).slice(0, 7),
          port_id: String(x.portId),
        }),
        locale,
      }),
  });
  // Agent scorecards (decision 022): the page for both kinds that see it, a port, and the
  // appointment form's hint (one agent at one port, as a principal).
  const scorecards = (name: string, role: 'principal' | 'operator', query: Record<string, unknown>) =>
    list.push({
      group: 'Scorecards',
      name: `${role}: ${name}`,
      run: (db) => getAgentScorecards({ db, user: x.users[role], query: agentScorecardQuery.parse(query) }),
    });
  scorecards('all agents, 12 months', 'operator', {});
  scorecards('all agents, 12 months', 'principal', {});
  scorecards('one port, 12 months', 'operator', { port_id_eq: String(x.portId) });
  scorecards('one agent at one port (appointment form)', 'principal', {
    port_id_eq: String(x.portId),
    agent_id_eq: String(x.agentEntityId),
  });
  list.push({
    group: 'Detail',
    name: 'operator: port call, its DA and its log',
    run: async (db) => {
      const user = x.users.operator;
      await getPortCall({ db, user, id: x.completedPortCallId, locale, apiPrefix });
      await getDa({ db, user, daId: x.completedDaId, locale, apiPrefix });
      await listPortCallLogs({ db, user, id: x.completedPortCallId, locale });
    },
  });
  return list;
}

function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}
