import { type UserAdminListQuery, userAdminListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { userKeys } from './keys.ts';

const listData = userAdminListResponse.shape.data;

/** GET /users (operators): one page of users with their status and live sessions. */
export async function getUsers(query: UserAdminListQuery, signal?: AbortSignal) {
  const data = await http.get<unknown>('/users', { params: { ...query }, signal });
  return listData.parse(data);
}

export const usersQueryOptions = (query: UserAdminListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserAdminListQuery) => useQuery(usersQueryOptions(query));
