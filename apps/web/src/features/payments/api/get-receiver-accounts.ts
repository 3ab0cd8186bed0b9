import { receiverAccountsResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { OPTION_STALE_MS } from '../../../lib/options.ts';
import { paymentKeys } from './keys.ts';

const data = receiverAccountsResponse.shape.data;

/** GET /payments/{id}/receiver_accounts: where the payment may go (numbers masked). */
export async function getReceiverAccounts(paymentId: number, signal?: AbortSignal) {
  return data.parse(await http.get<unknown>(`/payments/${paymentId}/receiver_accounts`, { signal }));
}

export const receiverAccountsQueryOptions = (paymentId: number) =>
  queryOptions({
    queryKey: paymentKeys.receiverAccounts(paymentId),
    queryFn: ({ signal }) => getReceiverAccounts(paymentId, signal),
    staleTime: OPTION_STALE_MS,
  });

export const useReceiverAccounts = (paymentId: number, enabled: boolean) =>
  useQuery({ ...receiverAccountsQueryOptions(paymentId), enabled });
