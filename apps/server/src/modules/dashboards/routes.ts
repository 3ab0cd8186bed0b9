import {
  costAnalysisResponse,
  type DashboardAnalysisQuery,
  dashboardAnalysisQuery,
  type Locale,
  savingsSummaryResponse,
  todayDashboardQuery,
  todayDashboardResponse,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import type { SessionUser } from '../../types.ts';
import { answerKey, DashboardAnswerCache } from './answer-cache.ts';
import { analysesForEmbedded } from './documents-sql.ts';
import { getCostAnalysis } from './get-cost-analysis.ts';
import { getSavingsSummary } from './get-savings-summary.ts';
import { getTodayDashboard } from './get-today-dashboard.ts';
import { MonthPartials } from './month-partials.ts';

/** The three dashboards (issue 7); each is scoped to the port calls the user may see. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  const db = () => app.database.db;
  /** What the cost and savings analyses read, as the request asks. */
  const analysisInput = (
    user: SessionUser,
    request: { query: DashboardAnalysisQuery; locale: Locale },
    now: Date,
  ) => ({
    db: db(),
    user,
    query: request.query,
    locale: request.locale,
    now,
    embedded: analysesForEmbedded(app.database.kind),
    partials,
  });
  // One cache per app instance; the version in the database keeps instances exact (decision 025).
  const cache = new DashboardAnswerCache();
  // And the analyses' sums per month, exact by each month's version (decision 051).
  const partials = new MonthPartials();
  /** The answer of `dashboard`, kept while nothing the dashboards read has changed. */
  const cached = <T>(
    dashboard: string,
    user: SessionUser,
    query: { tz: number } & Record<string, unknown>,
    locale: string,
    compute: (now: Date) => Promise<T>,
  ): Promise<T> => {
    const now = new Date();
    return cache.answer(db(), answerKey({ name: dashboard, user, query, now, locale }), () => compute(now));
  };

  app.get('/dashboards/today', {
    schema: {
      tags,
      summary: 'Arrivals and departures this week, DAs waiting for the user, payments due soon and overdue',
      querystring: todayDashboardQuery,
      response: { 200: todayDashboardResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await cached('today', user, request.query, request.locale, (now) =>
        getTodayDashboard({ db: db(), user, query: request.query, locale: request.locale, now }),
      );
      return ok(request, { object });
    },
  });

  app.get('/dashboards/das_cost_analysis', {
    schema: {
      tags,
      summary: 'DA costs by month, port, category and vessel in the reporting currency',
      querystring: dashboardAnalysisQuery,
      response: { 200: costAnalysisResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await cached('cost', user, request.query, request.locale, (now) =>
        getCostAnalysis(analysisInput(user, request, now)),
      );
      return ok(request, { object });
    },
  });

  app.get('/dashboards/savings_summary', {
    schema: {
      tags,
      summary: 'Quoted vs agreed and savings by month, port, category and agent',
      querystring: dashboardAnalysisQuery,
      response: { 200: savingsSummaryResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await cached('savings', user, request.query, request.locale, (now) =>
        getSavingsSummary(analysisInput(user, request, now)),
      );
      return ok(request, { object });
    },
  });
}
