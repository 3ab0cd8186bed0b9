import type { Notification } from '@portledger/contracts';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../../lib/use-app.ts';
import { useOpenNotification } from './use-open-notification.ts';

/** A burst (e.g. a whole DA approved at once) shows this many toasts, then one "and N more". */
const TOASTS_PER_BURST = 3;
const BURST_MS = 4_000;

/** A toast (bottom right, clear of the header) for each new notification; clicking it opens it. */
export function useNotificationToasts() {
  const { t } = useTranslation();
  const { notification: toast } = useApp();
  const { open } = useOpenNotification();
  const burst = useRef({ shown: 0, more: 0, until: 0 });

  return useCallback(
    (n: Notification) => {
      const now = Date.now();
      if (now > burst.current.until) burst.current = { shown: 0, more: 0, until: now + BURST_MS };
      if (burst.current.shown >= TOASTS_PER_BURST) {
        burst.current.more += 1;
        toast.info({
          key: 'notifications-more',
          title: t('notifications.toast.more', { count: burst.current.more }),
          placement: 'bottomRight',
        });
        return;
      }
      burst.current.shown += 1;
      toast.open({
        key: `notification-${n.id}`,
        type: n.severity,
        title: n.title,
        description: n.content,
        placement: 'bottomRight',
        duration: 6,
        style: { cursor: 'pointer' },
        onClick: () => {
          toast.destroy(`notification-${n.id}`);
          open(n);
        },
      });
    },
    [t, toast, open],
  );
}
