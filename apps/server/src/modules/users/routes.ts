import {
  currentUserResponse,
  idParam,
  managedEntitiesResponse,
  profileUpdateRequest,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { getUserInfo } from './get-user-info.ts';
import { listManagedEntities } from './list-managed-entities.ts';
import { updateProfile } from './update-profile.ts';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.get('/users/me', {
    schema: {
      tags,
      summary: 'The signed-in user',
      response: { 200: currentUserResponse, ...errorResponses(401) },
    },
    handler: async (request) => {
      const user = await getUserInfo({ db: app.database.db, userId: currentUser(request).id });
      return ok(request, { object: user });
    },
  });

  app.get('/users/me/managed_entities', {
    schema: {
      tags,
      summary: 'The legal entities the signed-in user manages, with their open port calls',
      response: { 200: managedEntitiesResponse, ...errorResponses(401) },
    },
    handler: async (request) =>
      ok(
        request,
        await listManagedEntities({
          db: app.database.db,
          user: currentUser(request),
          locale: request.locale,
        }),
      ),
  });

  app.put('/users/:id', {
    schema: {
      tags,
      summary: 'Update the own profile (display name, email, language, password)',
      params: idParam,
      body: profileUpdateRequest,
      response: { 200: currentUserResponse, ...errorResponses(400, 401, 404, 422) },
    },
    handler: async (request) => {
      const user = await updateProfile({
        db: app.database.db,
        user: currentUser(request),
        userId: request.params.id,
        input: request.body,
      });
      return ok(request, { object: user }, 'profile.updated');
    },
  });
}
