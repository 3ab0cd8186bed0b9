import {
  idParam,
  portListQuery,
  portListResponse,
  portOptionQuery,
  portOptionResponse,
  portResponse,
  portUpdateRequest,
  terminalCreateRequest,
  terminalListQuery,
  terminalListResponse,
  terminalOptionQuery,
  terminalOptionResponse,
  terminalResponse,
  terminalUpdateRequest,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { createTerminal } from './create-terminal.ts';
import { getPort } from './get-port.ts';
import { getTerminal } from './get-terminal.ts';
import { listPortOptions } from './list-port-options.ts';
import { listPorts } from './list-ports.ts';
import { listTerminalOptions } from './list-terminal-options.ts';
import { listTerminals } from './list-terminals.ts';
import { updatePort } from './update-port.ts';
import { updateTerminal } from './update-terminal.ts';

/**
 * Ports and terminals are reference data: every signed-in user reads them, operators maintain
 * them. There is no DELETE: port calls (a later issue) will refer to terminals.
 */
export async function portsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['ports'];
  const db = () => app.database.db;

  app.get('/ports', {
    schema: {
      tags,
      summary: 'Ports, searchable by name, city or UN/LOCODE, filterable by country',
      querystring: portListQuery,
      response: { 200: portListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, await listPorts({ db: db(), locale: request.locale, query: request.query })),
  });

  app.get('/ports/option', {
    schema: {
      tags,
      summary: 'Ports for a remote select (name_i_cont matches the name or the UN/LOCODE)',
      querystring: portOptionQuery,
      response: { 200: portOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, { objects: await listPortOptions({ db: db(), query: request.query }) }),
  });

  app.get('/ports/:id', {
    schema: {
      tags,
      summary: 'A port with its terminals',
      params: idParam,
      response: { 200: portResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok(request, {
        object: await getPort({ db: db(), locale: request.locale, portId: request.params.id }),
      }),
  });

  app.put('/ports/:id', {
    schema: {
      tags,
      summary: "Correct a port's particulars (operators; send the updated_at you read)",
      params: idParam,
      body: portUpdateRequest,
      response: { 200: portResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const port = await updatePort({
        db: db(),
        locale: request.locale,
        portId: request.params.id,
        input: request.body,
      });
      return ok(request, { object: port }, 'ports.portSaved');
    },
  });

  app.get('/terminals', {
    schema: {
      tags,
      summary: 'Terminals, filterable by port, name and type',
      querystring: terminalListQuery,
      response: { 200: terminalListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, await listTerminals({ db: db(), locale: request.locale, query: request.query })),
  });

  app.get('/terminals/option', {
    schema: {
      tags,
      summary: 'Terminals for a remote select (port_id_eq, name_i_cont)',
      querystring: terminalOptionQuery,
      response: { 200: terminalOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, { objects: await listTerminalOptions({ db: db(), query: request.query }) }),
  });

  app.get('/terminals/:id', {
    schema: {
      tags,
      summary: 'A terminal with its port and type',
      params: idParam,
      response: { 200: terminalResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok(request, {
        object: await getTerminal({ db: db(), locale: request.locale, terminalId: request.params.id }),
      }),
  });

  app.post('/terminals', {
    schema: {
      tags,
      summary: 'Add a terminal to a port (operators)',
      body: terminalCreateRequest,
      response: { 200: terminalResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const terminal = await createTerminal({ db: db(), locale: request.locale, input: request.body });
      return ok(request, { object: terminal }, 'ports.terminalCreated');
    },
  });

  app.put('/terminals/:id', {
    schema: {
      tags,
      summary: 'Change a terminal (operators; send the lock_version you read)',
      params: idParam,
      body: terminalUpdateRequest,
      response: { 200: terminalResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const terminal = await updateTerminal({
        db: db(),
        locale: request.locale,
        terminalId: request.params.id,
        input: request.body,
      });
      return ok(request, { object: terminal }, 'ports.terminalSaved');
    },
  });
}
