import { bankAccountListResponse, type ParsedBankAccountListQuery } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { companyKeys } from './keys.ts';

const bankAccountListData = bankAccountListResponse.shape.data;

/** GET /bank_accounts: one page of the own company's accounts. */
export async function getBankAccounts(query: Partial<ParsedBankAccountListQuery>, signal?: AbortSignal) {
  const data = await http.get<unknown>('/bank_accounts', { params: { ...query }, signal });
  return bankAccountListData.parse(data);
}

export const bankAccountsQueryOptions = (query: Partial<ParsedBankAccountListQuery>) =>
  queryOptions({
    queryKey: [...companyKeys.bankAccounts, 'list', query],
    queryFn: ({ signal }) => getBankAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBankAccounts = (query: Partial<ParsedBankAccountListQuery>) =>
  useQuery(bankAccountsQueryOptions(query));
