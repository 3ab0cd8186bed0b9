import { bankAccountChangesResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { companyKeys } from './keys.ts';

const changesData = bankAccountChangesResponse.shape.data;

/** GET /bank_accounts/{id}/changes: the account's audit trail, newest first. */
export async function getBankAccountChanges(id: number, page: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/bank_accounts/${id}/changes`, {
    params: { page, per_page: 10 },
    signal,
  });
  return changesData.parse(data);
}

export const bankAccountChangesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...companyKeys.bankAccounts, 'changes', id, page],
    queryFn: ({ signal }) => getBankAccountChanges(id, page, signal),
  });

export const useBankAccountChanges = (id: number, page: number) =>
  useQuery(bankAccountChangesQueryOptions(id, page));
