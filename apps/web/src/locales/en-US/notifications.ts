export const notifications = {
  tab: { unread: 'Unread', read: 'Read' },
  markAllRead: 'Mark all read',
  markAllConfirm: {
    title: 'Mark all notifications as read?',
    content: 'All {{count}} unread notifications move to the Read tab.',
  },
  markAllDone: 'Marked {{count}} as read.',
  markRead: 'Mark as read',
  open: 'Open',
  unreadMark: 'Unread',
  total: '{{total}} in total',
  empty: {
    unread: "You're all caught up. New notifications appear here as they arrive.",
    read: 'Notifications you have read are kept here.',
  },
  area: { PDA: 'PDA', PORT_CALL: 'Port call', OPERATION_LOG: 'Operation log', PAYMENT: 'Payment' },
  severity: { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' },
  bell: {
    title: 'Notifications',
    unread: '{{count}} unread',
    empty: 'No unread notifications',
    viewAll: 'View all notifications',
  },
  toast: { more: 'And {{count}} more new notifications' },
};
