import { type VesselCreateRequest, vesselResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateVesselQueries } from './invalidate.ts';

/** POST /vessels (operators). */
export async function createVessel(body: VesselCreateRequest) {
  const data = await http.post<unknown>('/vessels', body);
  return vesselResponse.shape.data.parse(data).object;
}

export function useCreateVessel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVessel, onSuccess: () => invalidateVesselQueries(queryClient) });
}
