import { type ParsedPortListQuery, portListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const portListData = portListResponse.shape.data;

/** GET /ports: one page of ports (search, country filter, sort). */
export async function getPorts(query: ParsedPortListQuery, signal?: AbortSignal) {
  const data = await http.get<unknown>('/ports', { params: { ...query }, signal });
  return portListData.parse(data);
}

export const portsQueryOptions = (query: ParsedPortListQuery) =>
  queryOptions({
    queryKey: ['ports', 'list', query],
    queryFn: ({ signal }) => getPorts(query, signal),
    // Keep the old page on screen while the next one loads: no flashing table.
    placeholderData: keepPreviousData,
  });

export const usePorts = (query: ParsedPortListQuery) => useQuery(portsQueryOptions(query));
