import { defineListParams, oneOf } from '../../../lib/list-params.ts';
import type { NotificationTab } from '../api/keys.ts';

export const notificationTabs: readonly NotificationTab[] = ['unread', 'read'];

/** `/notification?tab=read&page=2&per_page=20`: the tab and its page survive a reload. */
export const notificationListParams = defineListParams({
  sortFields: [],
  filters: { tab: oneOf<NotificationTab>('tab', notificationTabs, 'unread') },
});
