import type { UserInfo } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /users/me: the signed-in user, refreshed on app start. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<UserInfo> {
  // Typed, not parsed (lib/http.ts): the signed-in layout asks for it on every start.
  return (await http.get<{ object: UserInfo }>('/users/me', { signal })).object;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: getMe, staleTime: 60_000 });

export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled });
