import { type BankAccountCreateRequest, bankAccountResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateBankAccounts } from './keys.ts';

const bankAccountData = bankAccountResponse.shape.data;

/** POST /bank_accounts: an account of the own company or one of its legal entities. */
export async function createBankAccount(body: BankAccountCreateRequest) {
  const data = await http.post<unknown>('/bank_accounts', body);
  return bankAccountData.parse(data).object;
}

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBankAccount, onSuccess: () => invalidateBankAccounts(queryClient) });
}
