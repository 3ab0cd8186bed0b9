import { managedEntitiesResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const listData = managedEntitiesResponse.shape.data;

/** GET /users/me/managed_entities: the legal entities the user manages, with open port calls. */
export async function getManagedEntities(signal?: AbortSignal) {
  return listData.parse(await http.get<unknown>('/users/me/managed_entities', { signal }));
}

export const managedEntitiesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.managedEntities,
    queryFn: ({ signal }) => getManagedEntities(signal),
  });

export const useManagedEntities = () => useQuery(managedEntitiesQueryOptions());
