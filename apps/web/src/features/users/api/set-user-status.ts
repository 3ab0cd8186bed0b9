import { userAdminResponse, userSessionsEndedResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { userKeys } from './keys.ts';

const disabledData = userSessionsEndedResponse.shape.data;
const enabledData = userAdminResponse.shape.data;

export interface UserStatusChange {
  id: number;
  lockVersion: number;
}

/** POST /users/{id}/disable: ends every session of the user; a stale lock_version answers 409. */
export async function disableUser({ id, lockVersion }: UserStatusChange) {
  const data = await http.post<unknown>(`/users/${id}/disable`, { lock_version: lockVersion });
  return disabledData.parse(data).object;
}

/** POST /users/{id}/enable: the user can sign in again; a stale lock_version answers 409. */
export async function enableUser({ id, lockVersion }: UserStatusChange) {
  const data = await http.post<unknown>(`/users/${id}/enable`, { lock_version: lockVersion });
  return enabledData.parse(data).object;
}

/** Either change; on any answer (a 409 too) the list is loaded again, so it shows the truth. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ isActive, ...change }: UserStatusChange & { isActive: boolean }) =>
      isActive ? enableUser(change) : disableUser(change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
