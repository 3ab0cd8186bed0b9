import { type BankAccountUpdateRequest, bankAccountResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateBankAccounts } from './keys.ts';

const bankAccountData = bankAccountResponse.shape.data;

/** PUT /bank_accounts/{id} with the lock_version the editor read; a stale one answers 409. */
export async function updateBankAccount({ id, body }: { id: number; body: BankAccountUpdateRequest }) {
  const data = await http.put<unknown>(`/bank_accounts/${id}`, body);
  return bankAccountData.parse(data).object;
}

export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBankAccount, onSuccess: () => invalidateBankAccounts(queryClient) });
}
