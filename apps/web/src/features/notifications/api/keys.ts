import type { PageQuery } from '@portledger/contracts';

export type NotificationTab = 'unread' | 'read';

/** Query keys of the notifications feature; the live stream refreshes `lists()` as a whole. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  tab: (tab: NotificationTab) => [...notificationKeys.lists(), tab] as const,
  list: (tab: NotificationTab, query: PageQuery) => [...notificationKeys.tab(tab), query] as const,
};
