import { type TerminalCreateRequest, terminalResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateTerminalQueries } from './invalidate.ts';

const terminalData = terminalResponse.shape.data;

/** POST /terminals (operators): adds a terminal to a port. */
export async function createTerminal(body: TerminalCreateRequest) {
  const data = await http.post<unknown>('/terminals', body);
  return terminalData.parse(data).object;
}

export function useCreateTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTerminal,
    onSuccess: () => invalidateTerminalQueries(queryClient),
  });
}
