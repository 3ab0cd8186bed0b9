import { vesselResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const vesselData = vesselResponse.shape.data;

/** GET /vessels/{id}: every particular and the certificates. */
export async function getVessel(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/vessels/${id}`, { signal, skipErrorHandler: true });
  return vesselData.parse(data).object;
}

export const vesselQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['vessels', 'detail', id],
    queryFn: ({ signal }) => getVessel(id, signal),
    // A 404 is an answer, not a hiccup: do not retry it.
    retry: (count, error) => (error as { code?: number }).code !== 404 && count < 2,
  });

export const useVessel = (id: number) => useQuery({ ...vesselQueryOptions(id), enabled: id > 0 });
