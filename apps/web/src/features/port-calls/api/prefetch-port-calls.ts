import { queryClient } from '../../../app/query-client.ts';
import { getUi } from '../../../app/ui-store.ts';
import { getToken, getUser } from '../../../lib/session.ts';
import { portCallListParams, portCallListQuery } from '../components/list-params.ts';
import { portCallsQueryOptions } from './get-port-calls.ts';

/**
 * Starts GET /port_calls for the list at `search` as soon as the route matches, while the layout
 * and the page's code are still downloading: the page then finds its first answer in flight
 * instead of asking only after it has drawn (LCP of /das-mgmt, docs/decisions/018).
 */
export function prefetchPortCalls(search: URLSearchParams): void {
  // Without a session the layout's loader sends the browser to the sign-in page.
  if (!getToken()) return;
  const query = portCallListQuery(portCallListParams.parse(search), getUser()?.kind, getUi().entityId);
  void queryClient.prefetchQuery(portCallsQueryOptions(query));
}
