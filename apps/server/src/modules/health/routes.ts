import { healthEnvelope, PING_BODY, pingEnvelope } from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { getHealth } from './get-health.ts';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    config: { isPublic: true },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: healthEnvelope, ...errorResponses(503) },
    },
    handler: async (request) => ok(request, await getHealth({ database: app.database })),
  });

  // No database, no translation: the cost of the framework alone (bench/README.md).
  app.get('/ping', {
    config: { isPublic: true },
    schema: {
      tags: ['health'],
      summary: 'Static envelope for the framework-overhead benchmark',
      response: { 200: pingEnvelope },
    },
    handler: async () => PING_BODY,
  });
}
