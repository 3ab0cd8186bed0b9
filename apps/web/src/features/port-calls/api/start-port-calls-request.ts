import type { PortCallListQuery } from '@portledger/contracts';
import { getUi } from '../../../app/ui-store.ts';
import { type RequestOptions, startEarlyGet } from '../../../lib/http.ts';
import { getToken, getUser } from '../../../lib/session.ts';
import { portCallListParams, portCallListQuery } from '../components/list-params.ts';

/** The list query the page at `search` will ask for; none without a session (the layout goes to sign-in). */
function listQueryFor(search: URLSearchParams): PortCallListQuery | undefined {
  if (!getToken()) return undefined;
  return portCallListQuery(portCallListParams.parse(search), getUser()?.kind, getUi().entityId);
}

/**
 * Sends GET /port_calls for the list at `search` at once (lib/http.ts startEarlyGet): getPortCalls
 * sends the same path and parameters and takes this answer. No TanStack Query and no antd here:
 * on the first load this module and its few imports are the first chunks the browser asks for
 * (app/routes.tsx startFirstRequest), so the request leaves before the page's ~70 chunks.
 */
export function startPortCallsRequest(search: URLSearchParams): PortCallListQuery | undefined {
  const query = listQueryFor(search);
  // getPortCalls sends the list query as it is (get-port-calls.ts).
  if (query) startEarlyGet('/port_calls', { ...query } as NonNullable<RequestOptions['params']>);
  return query;
}
