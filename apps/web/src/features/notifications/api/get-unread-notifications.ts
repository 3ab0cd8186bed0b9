import { DEFAULT_PER_PAGE, notificationListResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const unreadData = notificationListResponse.shape.data;

export interface UnreadQuery {
  page: number;
  per_page: number;
}

/** GET /notifications/get_all_unread (page, per_page); `page.total_count` drives the bell. */
export async function getUnreadNotifications(query: UnreadQuery, signal?: AbortSignal) {
  const data = await http.get<unknown>('/notifications/get_all_unread', { params: { ...query }, signal });
  return unreadData.parse(data);
}

export const unreadNotificationsQueryOptions = (
  query: UnreadQuery = { page: 1, per_page: DEFAULT_PER_PAGE },
) =>
  queryOptions({
    queryKey: ['notifications', 'unread', query],
    queryFn: ({ signal }) => getUnreadNotifications(query, signal),
    refetchInterval: 60_000,
  });

export const useUnreadNotifications = (query?: UnreadQuery) =>
  useQuery(unreadNotificationsQueryOptions(query));
