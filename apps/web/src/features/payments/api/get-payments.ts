import { paymentListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../../lib/http.ts';
import { type PaymentListQuery, paymentKeys } from './keys.ts';

const listData = paymentListResponse.shape.data;

/** GET /payments: one page of the tab with the counts of both tabs. */
export async function getPayments(query: PaymentListQuery, signal?: AbortSignal) {
  // Lists go as repeated keys (`status_in=a&status_in=b`), which the server reads as an array.
  const params = { ...query } as NonNullable<RequestOptions['params']>;
  return listData.parse(await http.get<unknown>('/payments', { params, signal }));
}

export const paymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePayments = (query: PaymentListQuery) => useQuery(paymentsQueryOptions(query));
