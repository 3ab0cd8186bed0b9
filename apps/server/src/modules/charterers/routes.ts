import {
  chartererCreateRequest,
  chartererListQuery,
  chartererListResponse,
  chartererOptionQuery,
  chartererOptionResponse,
  chartererResponse,
  chartererUpdateRequest,
  idParam,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { createCharterer } from './create-charterer.ts';
import { getCharterer } from './get-charterer.ts';
import { listChartererOptions } from './list-charterer-options.ts';
import { listCharterers } from './list-charterers.ts';
import { updateCharterer } from './update-charterer.ts';

/**
 * Principals keep the charterers of their legal entities. Operators may read them all (they
 * screen DAs that name a charterer) but not change them; agents have no access.
 */
export async function charterersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['charterers'];

  app.get('/charterers', {
    schema: {
      tags,
      summary: "Charterers of the user's legal entities, paged and filtered",
      querystring: chartererListQuery,
      response: { 200: chartererListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      ok(
        request,
        await listCharterers({
          db: app.database.db,
          user: currentUser(request),
          locale: request.locale,
          query: request.query,
        }),
      ),
  });

  app.get('/charterers/option', {
    schema: {
      tags,
      summary: 'Charterers for a select, optionally of one legal entity (at most 50)',
      querystring: chartererOptionQuery,
      response: { 200: chartererOptionResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const objects = await listChartererOptions({
        db: app.database.db,
        user: currentUser(request),
        query: request.query,
      });
      return ok(request, { objects });
    },
  });

  app.get('/charterers/:id', {
    schema: {
      tags,
      summary: 'One charterer',
      params: idParam,
      response: { 200: chartererResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const object = await getCharterer({
        db: app.database.db,
        user: currentUser(request),
        locale: request.locale,
        id: request.params.id,
      });
      return ok(request, { object });
    },
  });

  app.post('/charterers', {
    schema: {
      tags,
      summary: 'Add a charterer to one of your legal entities',
      body: chartererCreateRequest,
      response: { 200: chartererResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const object = await createCharterer({
        db: app.database.db,
        user: currentUser(request),
        locale: request.locale,
        input: request.body,
      });
      return ok(request, { object }, 'charterers.created');
    },
  });

  app.put('/charterers/:id', {
    schema: {
      tags,
      summary: 'Change a charterer (send the lock_version you loaded; stale: 409)',
      params: idParam,
      body: chartererUpdateRequest,
      response: { 200: chartererResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const object = await updateCharterer({
        db: app.database.db,
        user: currentUser(request),
        locale: request.locale,
        id: request.params.id,
        input: request.body,
      });
      return ok(request, { object }, 'charterers.updated');
    },
  });
}
