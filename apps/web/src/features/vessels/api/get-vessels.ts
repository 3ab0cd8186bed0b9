import { type ParsedVesselListQuery, vesselListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const vesselListData = vesselListResponse.shape.data;

/** GET /vessels: one page of vessels (search, type and flag filters, sort). */
export async function getVessels(query: ParsedVesselListQuery, signal?: AbortSignal) {
  const data = await http.get<unknown>('/vessels', { params: { ...query }, signal });
  return vesselListData.parse(data);
}

export const vesselsQueryOptions = (query: ParsedVesselListQuery) =>
  queryOptions({
    queryKey: ['vessels', 'list', query],
    queryFn: ({ signal }) => getVessels(query, signal),
    // Keep the old page on screen while the next one loads: no flashing table.
    placeholderData: keepPreviousData,
  });

export const useVessels = (query: ParsedVesselListQuery) => useQuery(vesselsQueryOptions(query));
