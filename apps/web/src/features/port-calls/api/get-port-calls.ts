import type { PortCallListQuery, PortCallListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../../lib/http.ts';
import { portCallKeys } from './keys.ts';

/** GET /port_calls: one page of the tab with the counts of every tab. */
export async function getPortCalls(query: PortCallListQuery, signal?: AbortSignal) {
  // The list query is flat (texts, numbers, a status list): what the client's params carry.
  const params = { ...query } as NonNullable<RequestOptions['params']>;
  // Typed, not parsed: the first view does not load zod (lib/http.ts, docs/decisions/018).
  return http.get<PortCallListResponse['data']>('/port_calls', { params, signal });
}

export const portCallsQueryOptions = (query: PortCallListQuery) =>
  queryOptions({
    queryKey: portCallKeys.list(query),
    queryFn: ({ signal }) => getPortCalls(query, signal),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The route's prefetch (prefetch-port-calls.ts) may answer just before the page mounts: no
    // second request for the same page right away.
    staleTime: 5_000,
  });

export const usePortCalls = (query: PortCallListQuery) => useQuery(portCallsQueryOptions(query));
