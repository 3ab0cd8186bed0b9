import { paymentResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { paymentKeys } from './keys.ts';

export const paymentObject = paymentResponse.shape.data;

/** GET /payments/{id}: the payment with what this user may do with it now (`actions`). */
export async function getPayment(id: number, signal?: AbortSignal) {
  return paymentObject.parse(await http.get<unknown>(`/payments/${id}`, { signal })).object;
}

export const paymentQueryOptions = (id: number) =>
  queryOptions({ queryKey: paymentKeys.detail(id), queryFn: ({ signal }) => getPayment(id, signal) });

export const usePayment = (id: number) => useQuery(paymentQueryOptions(id));
