import type { PaymentSubmitRequest } from '@portledger/contracts';
import { postStep, useStep } from './post-step.ts';

/**
 * POST /payments/{id}/submit: records a transfer. `idempotencyKey` belongs to one attempt: a
 * retry of the same attempt reuses it, so a lost answer cannot record the money twice.
 */
export const submitPayment = (id: number, body: PaymentSubmitRequest, idempotencyKey: string) =>
  postStep(`/payments/${id}/submit`, body, { 'Idempotency-Key': idempotencyKey });

export const useSubmitPayment = () =>
  useStep(({ id, body, key }: { id: number; body: PaymentSubmitRequest; key: string }) =>
    submitPayment(id, body, key),
  );
