import { type VesselUpdateRequest, vesselResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateVesselQueries } from './invalidate.ts';

/** PUT /vessels/{id} (operators) with the lock_version read; a stale one answers 409. */
export async function updateVessel({ id, body }: { id: number; body: VesselUpdateRequest }) {
  const data = await http.put<unknown>(`/vessels/${id}`, body);
  return vesselResponse.shape.data.parse(data).object;
}

export function useUpdateVessel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVessel, onSuccess: () => invalidateVesselQueries(queryClient) });
}
