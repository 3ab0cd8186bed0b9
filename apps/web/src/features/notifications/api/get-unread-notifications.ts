import { DEFAULT_PER_PAGE, type NotificationListResponse, type PageQuery } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { notificationKeys } from './keys.ts';

/** The bell's query (SPEC.md section 9): page 1, 10 per page; `page.total_count` is the unread count. */
export const BELL_QUERY: PageQuery = { page: 1, per_page: DEFAULT_PER_PAGE };

/** GET /notifications/get_all_unread (page, per_page), newest first. */
export async function getUnreadNotifications(query: PageQuery, signal?: AbortSignal) {
  // Typed, not parsed (lib/http.ts): the bell is on every page.
  return http.get<NotificationListResponse['data']>('/notifications/get_all_unread', {
    params: { ...query },
    signal,
  });
}

export const unreadNotificationsQueryOptions = (query: PageQuery = BELL_QUERY) =>
  queryOptions({
    queryKey: notificationKeys.list('unread', query),
    queryFn: ({ signal }) => getUnreadNotifications(query, signal),
    placeholderData: keepPreviousData,
  });

/** Kept fresh by the live stream (use-notification-stream.ts), so it does not poll. */
export const useUnreadNotifications = (query?: PageQuery) => useQuery(unreadNotificationsQueryOptions(query));
