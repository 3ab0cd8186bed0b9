import type { notifications as en } from '../en-US/notifications.ts';
import type { Messages } from '../types.ts';

export const notifications: Messages<typeof en> = {
  tab: { unread: '未读', read: '已读' },
  markAllRead: '全部标为已读',
  markAllConfirm: {
    title: '将所有通知标为已读？',
    content: '{{count}} 条未读通知将移到“已读”标签页。',
  },
  markAllDone: '已将 {{count}} 条通知标为已读。',
  markRead: '标为已读',
  open: '查看',
  unreadMark: '未读',
  total: '共 {{total}} 条',
  empty: {
    unread: '没有未读通知。新通知到达时会显示在这里。',
    read: '您读过的通知会保存在这里。',
  },
  area: { PDA: 'PDA', PORT_CALL: '船舶挂靠', OPERATION_LOG: '操作日志', PAYMENT: '付款' },
  severity: { info: '信息', success: '成功', warning: '警告', error: '错误' },
  bell: {
    title: '通知',
    unread: '{{count}} 条未读',
    empty: '没有未读通知',
    viewAll: '查看全部通知',
  },
  toast: { more: '另有 {{count}} 条新通知' },
};
