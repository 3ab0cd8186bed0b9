import {
  idParam,
  screeningQuery,
  screeningReportResponse,
  screeningSettingsResponse,
  screeningSettingsUpdate,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { screenDa } from './screen-da.ts';
import { readScreeningSettings, updateScreeningSettings } from './settings.ts';

/** The screening assistant (issue 10, decision 023): evidence and flags per DA, and its thresholds. */
export async function screeningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['screening'];

  app.get('/das/:id/screening', {
    schema: {
      tags,
      summary: "Price evidence and rule flags for each line of a DA's PDA or FDA",
      params: idParam,
      querystring: screeningQuery,
      response: { 200: screeningReportResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { report } = await screenDa({
        db: app.database.db,
        user: currentUser(request),
        daId: request.params.id,
        document: request.query.document,
        locale: request.locale,
      });
      return ok(request, { object: report });
    },
  });

  app.get('/screening_settings', {
    schema: {
      tags,
      summary: "The screening assistant's thresholds",
      response: { 200: screeningSettingsResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) => ok(request, { object: await readScreeningSettings(app.database.db) }),
  });

  app.put('/screening_settings', {
    schema: {
      tags,
      summary: "Change the screening assistant's thresholds (DA desk)",
      body: screeningSettingsUpdate,
      response: { 200: screeningSettingsResponse, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => {
      const object = await updateScreeningSettings({
        db: app.database.db,
        user: currentUser(request),
        input: request.body,
      });
      return ok(request, { object }, 'screening.settingsSaved');
    },
  });
}
