import { entityResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { companyKeys } from './keys.ts';

const entityData = entityResponse.shape.data;

/** GET /entities/{id}: one company or legal entity of the own company (others: 404). */
export async function getEntity(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/entities/${id}`, { signal });
  return entityData.parse(data).object;
}

export const entityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...companyKeys.entities, 'detail', id],
    queryFn: ({ signal }) => getEntity(id, signal),
    retry: false,
  });

export const useEntity = (id: number) => useQuery({ ...entityQueryOptions(id), enabled: id > 0 });
