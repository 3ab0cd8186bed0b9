import { notificationListResponse, type PageQuery } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { notificationKeys } from './keys.ts';

const listData = notificationListResponse.shape.data;

/** GET /notifications/get_all_read (page, per_page), newest first. */
export async function getReadNotifications(query: PageQuery, signal?: AbortSignal) {
  return listData.parse(
    await http.get<unknown>('/notifications/get_all_read', { params: { ...query }, signal }),
  );
}

export const readNotificationsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: notificationKeys.list('read', query),
    queryFn: ({ signal }) => getReadNotifications(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReadNotifications = (query: PageQuery, enabled = true) =>
  useQuery({ ...readNotificationsQueryOptions(query), enabled });
