import type { Notification } from '@portledger/contracts';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';

/** Only paths inside the app are followed ("/das-mgmt/12"), never another site. */
export const isAppLink = (link: string | null): link is string =>
  !!link && link.startsWith('/') && !link.startsWith('//');

/** Opening a notification marks it read and follows its link. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return {
    open(notification: Notification) {
      if (!notification.read_at) markRead.mutate(notification.id);
      if (isAppLink(notification.link)) void navigate(notification.link);
    },
    markRead: (notification: Notification) => markRead.mutate(notification.id),
    isMarking: (notification: Notification) => markRead.isPending && markRead.variables === notification.id,
  };
}
