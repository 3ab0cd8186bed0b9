import type { dashboardAnalysisQuery, todayDashboardQuery } from '@portledger/contracts';
import type { z } from 'zod';

export type TodayQuery = z.infer<typeof todayDashboardQuery>;
/** The analyses' query; `top` is left to the server's default. */
export type AnalysisQuery = Omit<z.infer<typeof dashboardAnalysisQuery>, 'top'> & { top?: number };

/** Query keys of the dashboards; all of them refresh together after a workflow step elsewhere. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  today: (query: TodayQuery) => [...dashboardKeys.all, 'today', query] as const,
  costs: (query: AnalysisQuery) => [...dashboardKeys.all, 'costs', query] as const,
  savings: (query: AnalysisQuery) => [...dashboardKeys.all, 'savings', query] as const,
};

/** The browser's clock as minutes east of UTC, so "today" is the user's day. */
export const browserTz = () => -new Date().getTimezoneOffset();
