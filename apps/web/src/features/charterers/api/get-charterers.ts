import { type ChartererListQuery, chartererListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const listData = chartererListResponse.shape.data;

/** GET /charterers: one page of the principal's charterers (search, entity filter, sort). */
export async function getCharterers(query: ChartererListQuery, signal?: AbortSignal) {
  const data = await http.get<unknown>('/charterers', { params: { ...query }, signal });
  return listData.parse(data);
}

export const charterersQueryOptions = (query: ChartererListQuery) =>
  queryOptions({
    queryKey: ['charterers', 'list', query],
    queryFn: ({ signal }) => getCharterers(query, signal),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCharterers = (query: ChartererListQuery) => useQuery(charterersQueryOptions(query));
