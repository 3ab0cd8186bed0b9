import {
  idParam,
  instructionCreateRequest,
  instructionDeleteQuery,
  instructionDeleteResponse,
  instructionListQuery,
  instructionListResponse,
  instructionResponse,
  instructionUpdateRequest,
  portCallInstructionsResponse,
  preferencesResponse,
  preferencesUpdateRequest,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { createInstruction } from './create-instruction.ts';
import { deleteInstruction } from './delete-instruction.ts';
import { getInstruction } from './get-instruction.ts';
import { getPreferences } from './get-preferences.ts';
import { listInstructions } from './list-instructions.ts';
import { listPortCallInstructions } from './list-port-call-instructions.ts';
import { updateInstruction } from './update-instruction.ts';
import { updatePreferences } from './update-preferences.ts';

/**
 * My Account (principals): preferences and agent instructions. The appointed agent and the DA
 * desk read a port call's instructions through `/port_calls/{id}/instructions`.
 */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const prefTags = ['preferences'];
  const tags = ['instructions'];

  app.get('/preferences', {
    schema: {
      tags: prefTags,
      summary: "The company's default prefunding and currency, and the user's e-mail choices",
      response: { 200: preferencesResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) =>
      ok(request, { object: await getPreferences({ db: db(), user: currentUser(request) }) }),
  });

  app.put('/preferences', {
    schema: {
      tags: prefTags,
      summary: 'Save the preferences (send the company lock_version you loaded; stale: 409)',
      body: preferencesUpdateRequest,
      response: { 200: preferencesResponse, ...errorResponses(400, 401, 403, 409, 422) },
    },
    handler: async (request) => {
      const object = await updatePreferences({ db: db(), user: currentUser(request), input: request.body });
      return ok(request, { object }, 'account.preferences.updated');
    },
  });

  app.get('/instructions', {
    schema: {
      tags,
      summary: "The company's instruction sets, paged, searchable by name, filtered by type",
      querystring: instructionListQuery,
      response: { 200: instructionListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      ok(request, await listInstructions({ db: db(), user: currentUser(request), query: request.query })),
  });

  app.post('/instructions', {
    schema: {
      tags,
      summary: 'Add an instruction set with its articles',
      body: instructionCreateRequest,
      response: { 200: instructionResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const object = await createInstruction({ db: db(), user: currentUser(request), input: request.body });
      return ok(request, { object }, 'account.instruction.created');
    },
  });

  app.get('/instructions/:id', {
    schema: {
      tags,
      summary: 'One instruction set with its articles',
      params: idParam,
      response: { 200: instructionResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(request, {
        object: await getInstruction({ db: db(), user: currentUser(request), id: request.params.id }),
      }),
  });

  app.put('/instructions/:id', {
    schema: {
      tags,
      summary: 'Change a set: articles_attributes add (no id), change (id) or remove (_destroy)',
      params: idParam,
      body: instructionUpdateRequest,
      response: { 200: instructionResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const object = await updateInstruction({
        db: db(),
        user: currentUser(request),
        id: request.params.id,
        input: request.body,
      });
      return ok(request, { object }, 'account.instruction.updated');
    },
  });

  app.delete('/instructions/:id', {
    schema: {
      tags,
      summary: 'Delete a set and its articles (optional ?lock_version=: stale is 409)',
      params: idParam,
      querystring: instructionDeleteQuery,
      response: { 200: instructionDeleteResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await deleteInstruction({
        db: db(),
        user: currentUser(request),
        id: request.params.id,
        lockVersion: request.query.lock_version,
      });
      return ok(request, { id: request.params.id }, 'account.instruction.deleted');
    },
  });

  app.get('/port_calls/:id/instructions', {
    schema: {
      tags,
      summary: "The principal's instructions that apply to this port call (whoever may see the call)",
      params: idParam,
      response: { 200: portCallInstructionsResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok(
        request,
        await listPortCallInstructions({
          db: db(),
          user: currentUser(request),
          portCallId: request.params.id,
        }),
      ),
  });
}
