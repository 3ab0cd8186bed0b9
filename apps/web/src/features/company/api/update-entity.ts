import { type EntityUpdateRequest, entityResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateEntities } from './keys.ts';

const entityData = entityResponse.shape.data;

/** PUT /entities/{id} with the lock_version the editor read; a stale one answers 409. */
export async function updateEntity({ id, body }: { id: number; body: EntityUpdateRequest }) {
  const data = await http.put<unknown>(`/entities/${id}`, body);
  return entityData.parse(data).object;
}

export function useUpdateEntity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEntity, onSuccess: () => invalidateEntities(queryClient) });
}
