import type { Notification, NotificationStreamEvent, PageInfo } from '@portledger/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { BELL_QUERY } from './get-unread-notifications.ts';
import { notificationKeys } from './keys.ts';

type ListData = { objects: Notification[]; page: PageInfo };

/** Events often come in bursts (a notification, then its count): one refetch for the burst. */
const REFRESH_DELAY_MS = 150;

/**
 * What the stream's events do to the query cache. The unread count is written at once into every
 * cached page of the Unread tab (the bell reads it there); when it differs from what the cache
 * held, or a notification arrived, the lists are refetched to show the rows themselves.
 */
export function createStreamCache(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStale = false;
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
      REFRESH_DELAY_MS,
    );
  };

  return {
    apply(event: NotificationStreamEvent, onNotification: (notification: Notification) => void) {
      if (event.event === 'notification') {
        onNotification(event.data);
        refresh();
        return;
      }
      const count = event.data.unread_count;
      const bell = queryClient.getQueryData<ListData>(notificationKeys.list('unread', BELL_QUERY));
      if (isStale || (bell && bell.page.total_count !== count)) refresh();
      isStale = false;
      queryClient.setQueriesData<ListData>({ queryKey: notificationKeys.tab('unread') }, (old) =>
        old && old.page.total_count !== count ? { ...old, page: { ...old.page, total_count: count } } : old,
      );
    },
    /** The connection dropped: events may have been missed, so the next count refetches the lists. */
    reconnecting() {
      isStale = true;
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
