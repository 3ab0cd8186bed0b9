import { chartererResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const objectData = chartererResponse.shape.data;

/** GET /charterers/{id}: one charterer with every field and its lock_version. */
export async function getCharterer(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/charterers/${id}`, { signal });
  return objectData.parse(data).object;
}

export const chartererQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['charterers', 'detail', id],
    queryFn: ({ signal }) => getCharterer(id, signal),
  });

export const useCharterer = (id: number | undefined) =>
  useQuery({ ...chartererQueryOptions(id ?? 0), enabled: id !== undefined });
