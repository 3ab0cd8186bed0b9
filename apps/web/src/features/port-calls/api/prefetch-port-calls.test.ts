import type { UserInfo } from '@portledger/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/query-client.ts';
import { chooseEntity } from '../../../app/ui-store.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { portCallListParams, portCallListQuery } from '../components/list-params.ts';
import { getPortCalls } from './get-port-calls.ts';
import { portCallKeys } from './keys.ts';
import { prefetchPortCalls } from './prefetch-port-calls.ts';
import { startPortCallsRequest } from './start-port-calls-request.ts';

const principal: UserInfo = {
  id: 41,
  name: 'principal',
  display_name: 'Olivia Chen',
  email: 'olivia@example.com',
  kind: 'principal',
  locale: 'en-US',
  entity: { id: 5, name: 'Blue Ocean Shipping' },
  managed_entities: [
    { id: 5, name: 'Blue Ocean Shipping' },
    { id: 6, name: 'Blue Ocean Singapore' },
  ],
} as UserInfo;

const page = {
  objects: [],
  total_count: 0,
  tab_counts: { all: 0, actionable: 0, in_progress: 0, drafts: 0, done: 0 },
};
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(String(url));
      return new Response(JSON.stringify({ code: 200, msg: 'OK', data: page }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  queryClient.clear();
});

describe('prefetching the port-call list with its route', () => {
  it("asks for the URL's list narrowed by the header's entity, under the key the page reads", async () => {
    saveSession('token-1', principal, false);
    chooseEntity(principal.id, 6);
    const search = new URLSearchParams('tab=actionable&q=ore&page=2');

    prefetchPortCalls(search);

    const key = portCallKeys.list(portCallListQuery(portCallListParams.parse(search), 'principal', 6));
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(page));
    expect(requested).toHaveLength(1);
    const sent = new URL(requested[0]!, 'http://localhost').searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      tab: 'actionable',
      q: 'ore',
      page: '2',
      legal_entity_id_eq: '6',
    });
  });

  it('sends the request the page sends, once, when it was started before the prefetch (the first load)', async () => {
    saveSession('token-1', principal, false);
    chooseEntity(principal.id, null);
    const search = new URLSearchParams('tab=done&sort=-eta');

    startPortCallsRequest(search);
    expect(requested).toHaveLength(1);
    prefetchPortCalls(search);

    const query = portCallListQuery(portCallListParams.parse(search), 'principal', null);
    await vi.waitFor(() => expect(queryClient.getQueryData(portCallKeys.list(query))).toEqual(page));
    expect(requested).toHaveLength(1);
    // The page's own fetcher builds the same request: a second one started early is taken by it.
    startPortCallsRequest(new URLSearchParams('tab=done&sort=-eta&page=2'));
    await getPortCalls(
      portCallListQuery(
        portCallListParams.parse(new URLSearchParams('tab=done&sort=-eta&page=2')),
        'principal',
        null,
      ),
    );
    expect(requested).toHaveLength(2);
  });

  it('asks for nothing without a session', () => {
    prefetchPortCalls(new URLSearchParams('tab=all'));
    startPortCallsRequest(new URLSearchParams('tab=all'));
    expect(requested).toEqual([]);
  });
});
