import {
  certificateCreateRequest,
  certificateParams,
  certificateResponse,
  certificateUpdateRequest,
  idParam,
  messageResponse,
  vesselCreateRequest,
  vesselListQuery,
  vesselListResponse,
  vesselOptionQuery,
  vesselOptionResponse,
  vesselResponse,
  vesselUpdateRequest,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { createCertificate } from './create-certificate.ts';
import { createVessel } from './create-vessel.ts';
import { deleteCertificate } from './delete-certificate.ts';
import { getVessel } from './get-vessel.ts';
import { listVesselOptions } from './list-vessel-options.ts';
import { listVessels } from './list-vessels.ts';
import { updateCertificate } from './update-certificate.ts';
import { updateVessel } from './update-vessel.ts';

/**
 * Vessels are reference data: every signed-in user reads them, certificates included; operators
 * maintain them. GET /vessels/vessel_type_option belongs to the lookups module.
 */
export async function vesselsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['vessels'];
  const db = () => app.database.db;
  const apiPrefix = app.config.apiPrefix;

  app.get('/vessels', {
    schema: {
      tags,
      summary: 'Vessels, searchable by name or IMO, filterable by type and flag',
      querystring: vesselListQuery,
      response: { 200: vesselListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, await listVessels({ db: db(), locale: request.locale, query: request.query })),
  });

  app.get('/vessels/option', {
    schema: {
      tags,
      summary: 'Vessels for a remote select (name_i_cont matches the name or the IMO number)',
      querystring: vesselOptionQuery,
      response: { 200: vesselOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, { objects: await listVesselOptions({ db: db(), query: request.query }) }),
  });

  app.get('/vessels/:id', {
    schema: {
      tags,
      summary: 'A vessel with every particular and its certificates',
      params: idParam,
      response: { 200: vesselResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok(request, {
        object: await getVessel({ db: db(), locale: request.locale, apiPrefix, vesselId: request.params.id }),
      }),
  });

  app.post('/vessels', {
    schema: {
      tags,
      summary: 'Add a vessel (operators)',
      body: vesselCreateRequest,
      response: { 200: vesselResponse, ...errorResponses(400, 401, 403, 409, 422) },
    },
    handler: async (request) => {
      const object = await createVessel({ db: db(), locale: request.locale, apiPrefix, input: request.body });
      return ok(request, { object }, 'vessels.vesselCreated');
    },
  });

  app.put('/vessels/:id', {
    schema: {
      tags,
      summary: "Change a vessel's particulars (operators; send the lock_version you read)",
      params: idParam,
      body: vesselUpdateRequest,
      response: { 200: vesselResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const object = await updateVessel({
        db: db(),
        locale: request.locale,
        apiPrefix,
        vesselId: request.params.id,
        input: request.body,
      });
      return ok(request, { object }, 'vessels.vesselSaved');
    },
  });

  app.post('/vessels/:id/certificates', {
    schema: {
      tags,
      summary: 'Add a certificate to a vessel, optionally with an uploaded file (operators)',
      params: idParam,
      body: certificateCreateRequest,
      response: { 200: certificateResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const object = await createCertificate({
        db: db(),
        user: currentUser(request),
        apiPrefix,
        vesselId: request.params.id,
        input: request.body,
      });
      return ok(request, { object }, 'vessels.certificateCreated');
    },
  });

  app.put('/vessels/:id/certificates/:certificateId', {
    schema: {
      tags,
      summary: 'Change a certificate or its file (operators)',
      params: certificateParams,
      body: certificateUpdateRequest,
      response: { 200: certificateResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const object = await updateCertificate({
        db: db(),
        user: currentUser(request),
        apiPrefix,
        vesselId: request.params.id,
        certificateId: request.params.certificateId,
        input: request.body,
      });
      return ok(request, { object }, 'vessels.certificateSaved');
    },
  });

  app.delete('/vessels/:id/certificates/:certificateId', {
    schema: {
      tags,
      summary: 'Remove a certificate (operators)',
      params: certificateParams,
      response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await deleteCertificate({
        db: db(),
        user: currentUser(request),
        vesselId: request.params.id,
        certificateId: request.params.certificateId,
      });
      return ok(request, null, 'vessels.certificateDeleted');
    },
  });
}
