import { type TerminalUpdateRequest, terminalResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateTerminalQueries } from './invalidate.ts';

const terminalData = terminalResponse.shape.data;

/** PUT /terminals/{id} (operators) with the lock_version the editor read; stale answers 409. */
export async function updateTerminal({ id, body }: { id: number; body: TerminalUpdateRequest }) {
  const data = await http.put<unknown>(`/terminals/${id}`, body);
  return terminalData.parse(data).object;
}

export function useUpdateTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTerminal,
    onSuccess: () => invalidateTerminalQueries(queryClient),
  });
}
