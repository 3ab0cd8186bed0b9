import {
  idParam,
  lockVersionBody,
  operationLogResponse,
  portCallCreateRequest,
  portCallListQuery,
  portCallListResponse,
  portCallResponse,
  portCallUpdateRequest,
  reasonBody,
} from '@portledger/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { createPortCall } from './create-port-call.ts';
import { getPortCall, listPortCallLogs } from './get-port-call.ts';
import { listPortCalls } from './list-port-calls.ts';
import { transitionPortCall } from './transition-port-call.ts';
import { updatePortCall } from './update-port-call.ts';

export async function portCallRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['port calls'];
  const db = () => app.database.db;
  const detail = (request: FastifyRequest, id: number) =>
    getPortCall({
      db: db(),
      user: currentUser(request),
      id,
      locale: request.locale,
      apiPrefix: app.config.apiPrefix,
    });

  app.get('/port_calls', {
    schema: {
      tags,
      summary: 'Port calls the user may see, by tab, with tab counts',
      querystring: portCallListQuery,
      response: { 200: portCallListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(
        request,
        await listPortCalls({
          db: db(),
          user: currentUser(request),
          query: request.query,
          locale: request.locale,
        }),
      ),
  });

  app.get('/port_calls/:id', {
    schema: {
      tags,
      summary: 'One port call with everything its detail page shows',
      params: idParam,
      response: { 200: portCallResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ok(request, { object: await detail(request, request.params.id) }),
  });

  app.get('/port_calls/:id/logs', {
    schema: {
      tags,
      summary: 'The operation log of a port call',
      params: idParam,
      response: { 200: operationLogResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const objects = await listPortCallLogs({
        db: db(),
        user: currentUser(request),
        id: request.params.id,
        locale: request.locale,
      });
      return ok(request, { objects });
    },
  });

  app.post('/port_calls', {
    schema: {
      tags,
      summary: 'Save a new port call as a draft (principal)',
      body: portCallCreateRequest,
      response: { 200: portCallResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const id = await createPortCall({ db: db(), user: currentUser(request), input: request.body });
      return ok(request, { object: await detail(request, id) }, 'portCall.created');
    },
  });

  const update = {
    schema: {
      tags,
      params: idParam,
      body: portCallUpdateRequest,
      response: { 200: portCallResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
  } as const;
  app.put('/port_calls/:id', {
    ...update,
    schema: { ...update.schema, summary: 'Save changes to a port call (principal, before acceptance)' },
    handler: async (request) => {
      await updatePortCall({
        db: db(),
        user: currentUser(request),
        id: request.params.id,
        input: request.body,
      });
      return ok(request, { object: await detail(request, request.params.id) }, 'portCall.saved');
    },
  });
  app.post('/port_calls/:id/draft', {
    ...update,
    schema: { ...update.schema, summary: 'Save the port call as a draft (same as PUT)' },
    handler: async (request) => {
      await updatePortCall({
        db: db(),
        user: currentUser(request),
        id: request.params.id,
        input: request.body,
      });
      return ok(request, { object: await detail(request, request.params.id) }, 'portCall.saved');
    },
  });

  const transitions = [
    ['submit', lockVersionBody, 'Submit the draft: appoints the agent (principal)', 'portCall.submitted'],
    ['accept', lockVersionBody, 'Accept the appointment (agent)', 'portCall.accepted'],
    ['cancel', reasonBody, 'Cancel the port call with a reason (principal)', 'portCall.cancelled'],
    ['decline', reasonBody, 'Decline the appointment with a reason (agent)', 'portCall.declined'],
  ] as const;
  for (const [action, body, summary, message] of transitions) {
    app.post(`/port_calls/:id/${action}`, {
      schema: {
        tags,
        summary,
        params: idParam,
        body,
        response: { 200: portCallResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const input = request.body as { lock_version: number; reason?: string };
        await transitionPortCall({
          db: db(),
          user: currentUser(request),
          id: request.params.id,
          action,
          lockVersion: input.lock_version,
          reason: input.reason,
        });
        return ok(request, { object: await detail(request, request.params.id) }, message);
      },
    });
  }
}
