import { type UserInfo, userInfo } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /users/me: the signed-in user, refreshed on app start. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<UserInfo> {
  const data = await http.get<{ object: unknown }>('/users/me', { signal });
  return userInfo.parse(data.object);
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: getMe, staleTime: 60_000 });

export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled });
