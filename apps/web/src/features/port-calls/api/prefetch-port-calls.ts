import { queryClient } from '../../../app/query-client.ts';
import { portCallsQueryOptions } from './get-port-calls.ts';
import { startPortCallsRequest } from './start-port-calls-request.ts';

/**
 * Starts GET /port_calls for the list at `search` as soon as the route matches, while the layout
 * and the page's code are still downloading, and keeps its answer in the query cache under the key
 * the page reads: the page then draws its rows in its first render instead of asking only after
 * it has drawn (LCP of /das-mgmt, docs/decisions/018 and 032). On the first load the request has
 * usually left already (start-port-calls-request.ts); the query takes that answer.
 */
export function prefetchPortCalls(search: URLSearchParams): void {
  const query = startPortCallsRequest(search);
  if (query) void queryClient.prefetchQuery(portCallsQueryOptions(query));
}
