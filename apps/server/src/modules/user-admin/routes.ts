import {
  idParam,
  userAdminListQuery,
  userAdminListResponse,
  userAdminResponse,
  userSessionsEndedResponse,
  userStatusRequest,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { disableUser } from './disable-user.ts';
import { enableUser } from './enable-user.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { listUsers } from './list-users.ts';

/** Operators administer users (route-access.ts limits every route here to operators): see who can sign in, sign a user out everywhere, disable, enable. */
export async function userAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['user administration'];
  const { db } = app.database;
  const idleMinutes = app.config.sessionIdleMinutes;

  app.get('/users', {
    schema: {
      tags,
      summary: 'All users with company, status, last sign-in and live sessions (operators)',
      querystring: userAdminListQuery,
      response: { 200: userAdminListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(request, await listUsers({ db, query: request.query, idleMinutes })),
  });

  app.post('/users/:id/end_sessions', {
    schema: {
      tags,
      summary: "End every live session of a user (operators; the operator's own current one stays)",
      params: idParam,
      response: { 200: userSessionsEndedResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const result = await endUserSessions({
        db,
        actor: currentUser(request),
        userId: request.params.id,
        idleMinutes,
        log: request.log,
      });
      return ok(request, result, 'usersAdmin.sessionsEnded');
    },
  });

  app.post('/users/:id/disable', {
    schema: {
      tags,
      summary: 'Disable a user and end their sessions (send the lock_version you loaded; stale: 409)',
      params: idParam,
      body: userStatusRequest,
      response: { 200: userSessionsEndedResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const result = await disableUser({
        db,
        actor: currentUser(request),
        userId: request.params.id,
        lockVersion: request.body.lock_version,
        idleMinutes,
        log: request.log,
      });
      return ok(request, result, 'usersAdmin.disabled');
    },
  });

  app.post('/users/:id/enable', {
    schema: {
      tags,
      summary: 'Enable a disabled user (send the lock_version you loaded; stale: 409)',
      params: idParam,
      body: userStatusRequest,
      response: { 200: userAdminResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const object = await enableUser({
        db,
        actor: currentUser(request),
        userId: request.params.id,
        lockVersion: request.body.lock_version,
        idleMinutes,
        log: request.log,
      });
      return ok(request, { object }, 'usersAdmin.enabled');
    },
  });
}
