import {
  faqCreateRequest,
  faqDeleteQuery,
  faqListQuery,
  faqListResponse,
  faqResponse,
  faqUpdateRequest,
  idParam,
  messageResponse,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { createFaq } from './create-faq.ts';
import { deleteFaq } from './delete-faq.ts';
import { getFaq } from './get-faq.ts';
import { listFaqs } from './list-faqs.ts';
import { updateFaq } from './update-faq.ts';

/**
 * The help centre: every signed-in user reads the published articles in their language; operators
 * (the DA desk) write them in both languages, see drafts, and delete (softly).
 */
export async function faqRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['faqs'];
  const db = () => app.database.db;

  app.get('/faqs', {
    schema: {
      tags,
      summary: 'Help articles: search (q, both languages), category filter, counts per category',
      querystring: faqListQuery,
      response: { 200: faqListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(
        request,
        await listFaqs({
          db: db(),
          user: currentUser(request),
          locale: request.locale,
          query: request.query,
        }),
      ),
  });

  app.get('/faqs/:id', {
    schema: {
      tags,
      summary: 'One help article with related questions (operators also get both languages)',
      params: idParam,
      response: { 200: faqResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const object = await getFaq({
        db: db(),
        user: currentUser(request),
        locale: request.locale,
        id: request.params.id,
      });
      return ok(request, { object });
    },
  });

  app.post('/faqs', {
    schema: {
      tags,
      summary: 'Write a help article in both languages (operators)',
      body: faqCreateRequest,
      response: { 200: faqResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const object = await createFaq({
        db: db(),
        user: currentUser(request),
        locale: request.locale,
        input: request.body,
      });
      return ok(request, { object }, 'faqs.created');
    },
  });

  app.put('/faqs/:id', {
    schema: {
      tags,
      summary: 'Change a help article (operators; send the lock_version you loaded; stale: 409)',
      params: idParam,
      body: faqUpdateRequest,
      response: { 200: faqResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const object = await updateFaq({
        db: db(),
        user: currentUser(request),
        locale: request.locale,
        id: request.params.id,
        input: request.body,
      });
      return ok(request, { object }, 'faqs.updated');
    },
  });

  app.delete('/faqs/:id', {
    schema: {
      tags,
      summary: 'Delete a help article (operators; soft delete; optional lock_version: stale 409)',
      params: idParam,
      querystring: faqDeleteQuery,
      response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await deleteFaq({
        db: db(),
        user: currentUser(request),
        id: request.params.id,
        lockVersion: request.query.lock_version,
      });
      return ok(request, null, 'faqs.deleted');
    },
  });
}
