import {
  commentCreateRequest,
  daActionRequest,
  daActions,
  daResponse,
  idParam,
  messageResponse,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MessageKey } from '../../i18n/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { applyDaAction } from './apply-da-action.ts';
import { createComment } from './create-comment.ts';
import { getDa } from './get-da.ts';

export async function daRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['disbursement accounts'];

  app.get('/das/:id', {
    schema: {
      tags,
      summary: 'A DA with its PDA and FDA lines, totals, comments and receipts',
      params: idParam,
      response: { 200: daResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const object = await getDa({
        db: app.database.db,
        user: currentUser(request),
        daId: request.params.id,
        locale: request.locale,
        apiPrefix: app.config.apiPrefix,
      });
      return ok(request, { object });
    },
  });

  for (const action of daActions) {
    app.post(`/das/:id/${action}`, {
      schema: {
        tags,
        summary: `DA action ${action}`,
        params: idParam,
        body: daActionRequest,
        response: { 200: daResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const user = currentUser(request);
        await applyDaAction({
          db: app.database.db,
          user,
          daId: request.params.id,
          action,
          input: request.body,
        });
        const object = await getDa({
          db: app.database.db,
          user,
          daId: request.params.id,
          locale: request.locale,
          apiPrefix: app.config.apiPrefix,
        });
        return ok(request, { object }, `da.${action}` as MessageKey);
      },
    });
  }

  app.post('/comments', {
    schema: {
      tags,
      summary: 'Comment on a cost line (author: the session user)',
      body: commentCreateRequest,
      response: { 200: messageResponse, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => {
      await createComment({
        db: app.database.db,
        user: currentUser(request),
        costLineId: request.body.cost_line_id,
        document: request.body.document,
        content: request.body.content,
      });
      return ok(request, null, 'da.commentAdded');
    },
  });
}
