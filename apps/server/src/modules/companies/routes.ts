import {
  bankAccountChangesQuery,
  bankAccountChangesResponse,
  bankAccountCreateRequest,
  bankAccountListQuery,
  bankAccountListResponse,
  bankAccountOptionQuery,
  bankAccountOptionResponse,
  bankAccountResponse,
  bankAccountUpdateRequest,
  entityCreateRequest,
  entityListQuery,
  entityListResponse,
  entityOptionQuery,
  entityOptionResponse,
  entityResponse,
  entityUpdateRequest,
  idParam,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { createBankAccount } from './create-bank-account.ts';
import { createEntity } from './create-entity.ts';
import { getBankAccount } from './get-bank-account.ts';
import { getEntity } from './get-entity.ts';
import { listBankAccountChanges } from './list-bank-account-changes.ts';
import { listBankAccountOptions } from './list-bank-account-options.ts';
import { listBankAccounts } from './list-bank-accounts.ts';
import { listEntities } from './list-entities.ts';
import { listEntityOptions } from './list-entity-options.ts';
import { updateBankAccount } from './update-bank-account.ts';
import { updateEntity } from './update-entity.ts';

export async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const apiPrefix = app.config.apiPrefix;
  const entityTags = ['entities'];
  const accountTags = ['bank accounts'];

  app.get('/entities/option', {
    schema: {
      tags: entityTags,
      summary: 'Entities to pick: agent companies, the own company and its legal entities (operators: all)',
      querystring: entityOptionQuery,
      response: { 200: entityOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const objects = await listEntityOptions({
        db,
        user: currentUser(request),
        locale: request.locale,
        query: request.query,
      });
      return ok(request, { objects });
    },
  });

  app.get('/entities', {
    schema: {
      tags: entityTags,
      summary: 'The own company and its legal entities (operators: all, filter by kind)',
      querystring: entityListQuery,
      response: { 200: entityListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(
        request,
        await listEntities({
          db,
          user: currentUser(request),
          locale: request.locale,
          apiPrefix,
          query: request.query,
        }),
      ),
  });

  app.get('/entities/:id', {
    schema: {
      tags: entityTags,
      summary: 'One company or legal entity of the own company',
      params: idParam,
      response: { 200: entityResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await getEntity({
        db,
        user,
        locale: request.locale,
        apiPrefix,
        entityId: request.params.id,
      });
      return ok(request, { object });
    },
  });

  app.post('/entities', {
    schema: {
      tags: entityTags,
      summary: 'Create a legal entity under the own company',
      body: entityCreateRequest,
      response: { 200: entityResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await createEntity({ db, user, locale: request.locale, apiPrefix, input: request.body });
      return ok(request, { object }, 'companies.entity.created');
    },
  });

  app.put('/entities/:id', {
    schema: {
      tags: entityTags,
      summary: 'Change the particulars of the own company or one of its legal entities',
      params: idParam,
      body: entityUpdateRequest,
      response: { 200: entityResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await updateEntity({
        db,
        user,
        locale: request.locale,
        apiPrefix,
        entityId: request.params.id,
        input: request.body,
      });
      return ok(request, { object }, 'companies.entity.updated');
    },
  });

  app.get('/bank_accounts/option', {
    schema: {
      tags: accountTags,
      summary: 'Bank accounts of the own company to pick from',
      querystring: bankAccountOptionQuery,
      response: { 200: bankAccountOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, {
        objects: await listBankAccountOptions({ db, user: currentUser(request), query: request.query }),
      }),
  });

  app.get('/bank_accounts', {
    schema: {
      tags: accountTags,
      summary: 'Bank accounts of the own company',
      querystring: bankAccountListQuery,
      response: { 200: bankAccountListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(
        request,
        await listBankAccounts({
          db,
          user: currentUser(request),
          locale: request.locale,
          query: request.query,
        }),
      ),
  });

  app.get('/bank_accounts/:id', {
    schema: {
      tags: accountTags,
      summary: 'One bank account of the own company',
      params: idParam,
      response: { 200: bankAccountResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await getBankAccount({
        db,
        user,
        locale: request.locale,
        bankAccountId: request.params.id,
      });
      return ok(request, { object });
    },
  });

  app.get('/bank_accounts/:id/changes', {
    schema: {
      tags: accountTags,
      summary: "A bank account's audit trail: who changed number, IBAN or BIC, and when",
      params: idParam,
      querystring: bankAccountChangesQuery,
      response: { 200: bankAccountChangesResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return ok(
        request,
        await listBankAccountChanges({ db, user, bankAccountId: request.params.id, page: request.query }),
      );
    },
  });

  app.post('/bank_accounts', {
    schema: {
      tags: accountTags,
      summary: 'Create a bank account for the own company or one of its legal entities',
      body: bankAccountCreateRequest,
      response: { 200: bankAccountResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await createBankAccount({ db, user, locale: request.locale, input: request.body });
      return ok(request, { object }, 'companies.bankAccount.created');
    },
  });

  app.put('/bank_accounts/:id', {
    schema: {
      tags: accountTags,
      summary: 'Change a bank account; a new number, IBAN or BIC is audited and announced',
      params: idParam,
      body: bankAccountUpdateRequest,
      response: { 200: bankAccountResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const object = await updateBankAccount({
        db,
        user,
        locale: request.locale,
        bankAccountId: request.params.id,
        input: request.body,
      });
      return ok(request, { object }, 'companies.bankAccount.updated');
    },
  });
}
