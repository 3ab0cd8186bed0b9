import {
  activityTypeListResponse,
  activityTypeResponse,
  codeOptionResponse,
  costItemCategoryOptionResponse,
  costItemOptionQuery,
  costItemOptionResponse,
  countryOptionResponse,
  currencyOptionResponse,
  exchangeRateCreateRequest,
  exchangeRateLatestResponse,
  exchangeRateQuery,
  exchangeRateResponse,
  idParam,
  lookupOptionQuery,
  statusOptionResponse,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { getActivityType, listActivityTypes } from './activity-types.ts';
import { findExchangeRate } from './find-exchange-rate.ts';
import { type CodeTable, listCodeOptions } from './list-code-options.ts';
import { listCostItemCategoryOptions, listCostItemOptions } from './list-cost-item-options.ts';
import { listCountryOptions } from './list-country-options.ts';
import { listCurrencyOptions } from './list-currency-options.ts';
import { listStatusOptions } from './list-status-options.ts';
import { recordExchangeRate } from './record-exchange-rate.ts';

/** Paths of SPEC.md section 7 that answer a plain bilingual code table. */
const codeTableRoutes: [path: string, table: CodeTable, summary: string][] = [
  ['/units/option', 'units', 'Units of measure'],
  ['/commodities/option', 'commodities', 'Commodities'],
  ['/terminal_types/option', 'terminal_types', 'Terminal types'],
  ['/activities/canal_transit_type', 'canal_transit_types', 'Canal transit types'],
  ['/activities/crewing_option', 'crewing_options', 'Crewing options (sign on / off)'],
  ['/vessels/vessel_type_option', 'vessel_types', 'Vessel types'],
];

/** Reference lookups: every signed-in user reads them; operators record exchange rates. */
export async function lookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];
  const db = () => app.database.db;
  const optionSchema = (summary: string) => ({
    tags,
    summary: `${summary} (name_i_cont matches English, Chinese or the code)`,
    querystring: lookupOptionQuery,
    response: { 200: codeOptionResponse, ...errorResponses(400, 401) },
  });

  for (const [path, table, summary] of codeTableRoutes) {
    app.get(path, {
      schema: optionSchema(summary),
      handler: async (request) =>
        ok(request, {
          objects: await listCodeOptions({ db: db(), table, locale: request.locale, query: request.query }),
        }),
    });
  }

  app.get('/countries/option', {
    schema: {
      ...optionSchema('ISO 3166-1 countries'),
      response: { 200: countryOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, {
        objects: await listCountryOptions({ db: db(), locale: request.locale, query: request.query }),
      }),
  });

  app.get('/currencies/option', {
    schema: {
      ...optionSchema('ISO 4217 currencies'),
      response: { 200: currencyOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, { objects: await listCurrencyOptions({ db: db(), query: request.query }) }),
  });

  app.get('/cost_item_categories/option', {
    schema: {
      ...optionSchema('Cost-item categories'),
      response: { 200: costItemCategoryOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, {
        objects: await listCostItemCategoryOptions({
          db: db(),
          locale: request.locale,
          query: request.query,
        }),
      }),
  });

  app.get('/cost_items/option', {
    schema: {
      ...optionSchema('Cost items, optionally of one category (cost_item_category_id_eq)'),
      querystring: costItemOptionQuery,
      response: { 200: costItemOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, {
        objects: await listCostItemOptions({ db: db(), locale: request.locale, query: request.query }),
      }),
  });

  app.get('/activity_types', {
    schema: {
      ...optionSchema('Activity types (purposes of a port call), all of them'),
      response: { 200: activityTypeListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, {
        objects: await listActivityTypes({ db: db(), locale: request.locale, query: request.query }),
      }),
  });

  app.get('/activity_types/:id', {
    schema: {
      tags,
      summary: 'One activity type',
      params: idParam,
      response: { 200: activityTypeResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok(request, {
        object: await getActivityType({
          db: db(),
          locale: request.locale,
          activityTypeId: request.params.id,
        }),
      }),
  });

  app.get('/port_calls/status_option', {
    schema: {
      ...optionSchema('Port-call statuses with their sort order'),
      response: { 200: statusOptionResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, { objects: listStatusOptions({ locale: request.locale, query: request.query }) }),
  });

  app.get('/exchange_rates', {
    schema: {
      tags,
      summary: 'The rate in force today for a currency pair; object is null when none is recorded',
      querystring: exchangeRateQuery,
      response: { 200: exchangeRateLatestResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(request, { object: await findExchangeRate({ db: db(), query: request.query }) }),
  });

  app.post('/exchange_rates', {
    schema: {
      tags,
      summary: 'Record the rate of a day for a currency pair, replacing that day’s rate (operators)',
      body: exchangeRateCreateRequest,
      response: { 200: exchangeRateResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      const rate = await recordExchangeRate({
        db: db(),
        userId: currentUser(request).id,
        input: request.body,
      });
      return ok(request, { object: rate }, 'lookups.exchangeRateSaved');
    },
  });
}
