import { useTranslation } from 'react-i18next';
import { useApp } from '../../../lib/use-app.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';

/** "Mark all read" with its confirmation and the result ("Marked 5 as read."). */
export function useMarkAllRead() {
  const { t } = useTranslation();
  const { modal, message } = useApp();
  const markAll = useMarkAllNotificationsRead();
  const confirm = (unread: number) =>
    modal.confirm({
      title: t('notifications.markAllConfirm.title'),
      content: t('notifications.markAllConfirm.content', { count: unread }),
      okText: t('notifications.markAllRead'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const result = await markAll.mutateAsync();
        message.success(t('notifications.markAllDone', { count: result.marked_count }));
      },
    });
  return { confirm, isPending: markAll.isPending };
}
