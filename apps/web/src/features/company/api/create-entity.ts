import { type EntityCreateRequest, entityResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateEntities } from './keys.ts';

const entityData = entityResponse.shape.data;

/** POST /entities: a legal entity under the own company. */
export async function createEntity(body: EntityCreateRequest) {
  const data = await http.post<unknown>('/entities', body);
  return entityData.parse(data).object;
}

export function useCreateEntity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEntity, onSuccess: () => invalidateEntities(queryClient) });
}
