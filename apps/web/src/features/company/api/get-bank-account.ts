import { bankAccountResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { companyKeys } from './keys.ts';

const bankAccountData = bankAccountResponse.shape.data;

/** GET /bank_accounts/{id}: one account of the own company (others: 404). */
export async function getBankAccount(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/bank_accounts/${id}`, { signal });
  return bankAccountData.parse(data).object;
}

export const bankAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...companyKeys.bankAccounts, 'detail', id],
    queryFn: ({ signal }) => getBankAccount(id, signal),
    retry: false,
  });

export const useBankAccount = (id: number | undefined) =>
  useQuery({ ...bankAccountQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
