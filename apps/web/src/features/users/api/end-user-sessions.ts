import { userSessionsEndedResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { userKeys } from './keys.ts';

const endedData = userSessionsEndedResponse.shape.data;

/** POST /users/{id}/end_sessions: signs the user out everywhere (the operator's own session stays). */
export async function endUserSessions({ id }: { id: number }) {
  return endedData.parse(await http.post<unknown>(`/users/${id}/end_sessions`));
}

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
