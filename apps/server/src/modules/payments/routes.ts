import {
  idParam,
  type Locale,
  paymentInstructionsRequest,
  paymentListQuery,
  paymentListResponse,
  paymentModeLabels,
  paymentModeResponse,
  paymentModes,
  paymentReferenceResponse,
  paymentResponse,
  paymentStepRequest,
  paymentSubmitRequest,
  receiverAccountsResponse,
} from '@portledger/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { once } from './idempotency.ts';
import { getPayment, listPayments } from './list-payments.ts';
import { listReceiverAccounts } from './list-receiver-accounts.ts';
import {
  confirmReceipt,
  decideInstructions,
  submitPayment,
  submitPaymentInstructions,
} from './payment-steps.ts';

export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const db = () => app.database.db;
  const answer = (request: Parameters<typeof currentUser>[0], id: number) =>
    getPayment({ db: db(), user: currentUser(request), id, apiPrefix: app.config.apiPrefix });

  app.get('/payments', {
    schema: {
      tags,
      summary: 'Payments the user may see, tabs All / Actionable',
      querystring: paymentListQuery,
      response: { 200: paymentListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok(
        request,
        await listPayments({
          db: db(),
          user: currentUser(request),
          query: request.query,
          apiPrefix: app.config.apiPrefix,
        }),
      ),
  });

  app.get('/payments/payment_mode', {
    schema: {
      tags,
      summary: 'Payment modes in the caller’s language',
      response: { 200: paymentModeResponse, ...errorResponses(401) },
    },
    handler: async (request) =>
      ok(request, {
        objects: paymentModes.map((id) => ({ id, name: paymentModeLabels[id][request.locale as Locale] })),
      }),
  });

  app.get('/das/payment_reference', {
    schema: {
      tags,
      summary: 'A new unique payment reference',
      response: { 200: paymentReferenceResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      const [row] = await db()
        .select({
          ref: sql<string>`'PAY-' || extract(year from now())::int || '-' || lpad(nextval('payment_ref_seq')::text, 6, '0')`,
        })
        .from(sql`(select 1) as one`);
      return ok(request, { payment_reference: row!.ref });
    },
  });

  app.get('/payments/:id', {
    schema: {
      tags,
      summary: 'One payment',
      params: idParam,
      response: { 200: paymentResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ok(request, { object: await answer(request, request.params.id) }),
  });

  app.get('/payments/:id/receiver_accounts', {
    schema: {
      tags,
      summary: "The receiver's active bank accounts (masked), for the payment instructions",
      params: idParam,
      response: { 200: receiverAccountsResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(
        request,
        await listReceiverAccounts({ db: db(), user: currentUser(request), paymentId: request.params.id }),
      ),
  });

  for (const document of ['pda', 'fda'] as const) {
    app.post(`/das/:id/${document}_submit_payment_instructions`, {
      schema: {
        tags,
        summary: `Payment instructions for the ${document === 'pda' ? 'advance' : 'balance or refund'} (principal)`,
        params: idParam,
        body: paymentInstructionsRequest,
        response: { 200: paymentResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        await submitPaymentInstructions({
          db: db(),
          user: currentUser(request),
          daId: request.params.id,
          document,
          input: request.body,
        });
        return ok(
          request,
          { object: await answer(request, request.body.payment_id) },
          'payments.instructionsSubmitted',
        );
      },
    });
  }

  for (const decision of ['check', 'revoke'] as const) {
    app.post(`/payments/:id/${decision}`, {
      schema: {
        tags,
        summary:
          decision === 'check'
            ? 'The desk checks the instructions (operator)'
            : 'Revoke the instructions (principal)',
        params: idParam,
        body: paymentStepRequest,
        response: { 200: paymentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        await decideInstructions({
          db: db(),
          user: currentUser(request),
          paymentId: request.params.id,
          lockVersion: request.body.lock_version,
          decision,
        });
        return ok(
          request,
          { object: await answer(request, request.params.id) },
          decision === 'check' ? 'payments.checked' : 'payments.revoked',
        );
      },
    });
  }

  app.post('/payments/:id/submit', {
    schema: {
      tags,
      summary: 'Record the transfer (payer); Idempotency-Key supported',
      params: idParam,
      body: paymentSubmitRequest,
      response: { 200: paymentResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const key = request.headers['idempotency-key'];
      return once({
        db: db(),
        userId: user.id,
        key: typeof key === 'string' ? key : undefined,
        scope: `payment:${request.params.id}:submit`,
        body: request.body,
        work: async () => {
          await submitPayment({ db: db(), user, paymentId: request.params.id, input: request.body });
          return ok(request, { object: await answer(request, request.params.id) }, 'payments.submitted');
        },
      });
    },
  });

  app.post('/payments/:id/confirm_receipt', {
    schema: {
      tags,
      summary: 'Confirm the money arrived (receiver)',
      params: idParam,
      body: paymentStepRequest,
      response: { 200: paymentResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await confirmReceipt({
        db: db(),
        user: currentUser(request),
        paymentId: request.params.id,
        lockVersion: request.body.lock_version,
      });
      return ok(request, { object: await answer(request, request.params.id) }, 'payments.received');
    },
  });
}
