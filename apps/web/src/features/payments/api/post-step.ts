import type { Payment } from '@portledger/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { paymentObject } from './get-payment.ts';
import { paymentKeys } from './keys.ts';

export interface StepResult {
  object: Payment;
  /** The server's translated message ("Receipt confirmed."), shown as the success toast. */
  msg: string;
}

/** POSTs one payment step and answers the payment in its new state with the server's msg. */
export async function postStep(
  path: string,
  body: object,
  headers?: Record<string, string>,
): Promise<StepResult> {
  const envelope = await http.post<{ msg: string; data: unknown }>(path, body, {
    returnEnvelope: true,
    headers,
  });
  return { object: paymentObject.parse(envelope.data).object, msg: envelope.msg };
}

/**
 * A step moves the port call too (its status, its DA, its log and the port-call lists), which
 * live in other features' caches: refresh every active query rather than guess their keys.
 */
export function refreshAfterStep(queryClient: QueryClient, result: StepResult) {
  queryClient.setQueryData(paymentKeys.detail(result.object.id), result.object);
  return queryClient.invalidateQueries();
}

export function useStep<V>(mutationFn: (variables: V) => Promise<StepResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (result) => refreshAfterStep(queryClient, result) });
}
