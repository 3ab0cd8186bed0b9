import { agentScorecardQuery, agentScorecardResponse } from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { answerKey, DashboardAnswerCache } from '../dashboards/answer-cache.ts';
import { getAgentScorecards, scorecardSetQuery } from './get-agent-scorecards.ts';

/** Agent scorecards (issue 10, decision 022): principals over their own calls, the desk over all. */
export async function scorecardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Kept per data version like the dashboards (decision 025): audit_events, which the query and
  // decline rates read, bumps the version too.
  const cache = new DashboardAnswerCache();

  app.get('/scorecards/agents', {
    schema: {
      tags: ['scorecards'],
      summary:
        'Per agent: calls, PDA accuracy, days to FDA, query and decline rates, days to refund, monthly trend',
      querystring: agentScorecardQuery,
      response: { 200: agentScorecardResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const now = new Date();
      const key = answerKey({ name: 'agent scorecards', user, query: scorecardSetQuery(request.query), now });
      const data = await getAgentScorecards({
        db: app.database.db,
        user,
        query: request.query,
        now,
        keep: (compute) => cache.answer(app.database.db, key, compute),
      });
      return ok(request, data);
    },
  });
}
