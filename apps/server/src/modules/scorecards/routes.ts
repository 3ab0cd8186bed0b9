import { agentScorecardQuery, agentScorecardResponse } from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { getAgentScorecards } from './get-agent-scorecards.ts';

/** Agent scorecards (issue 10, decision 022): principals over their own calls, the desk over all. */
export async function scorecardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/scorecards/agents', {
    schema: {
      tags: ['scorecards'],
      summary:
        'Per agent: calls, PDA accuracy, days to FDA, query and decline rates, days to refund, monthly trend',
      querystring: agentScorecardQuery,
      response: { 200: agentScorecardResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const data = await getAgentScorecards({
        db: app.database.db,
        user: currentUser(request),
        query: request.query,
      });
      return ok(request, data);
    },
  });
}
