import { BellOutlined } from '@ant-design/icons';
import { UNREAD_BADGE_MAX } from '@portledger/contracts';
import { Badge, Button, Flex, Popover, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDateLibrary } from '../../../lib/library-locales.ts';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { useNotificationStream } from '../api/stream-notifications.ts';
import { useMarkAllRead } from './use-mark-all-read.ts';
import { useNotificationToasts } from './use-notification-toasts.ts';

// The panel (notification rows, their tags and times, with dayjs) loads when the pointer or the focus reaches
// the bell, before the click that opens it: no page shows it at first (docs/decisions/018).
const loadPanel = () => Promise.all([import('./bell-panel.tsx'), loadDateLibrary()]).then(([m]) => m);
const BellPanel = lazy(() => loadPanel().then((m) => ({ default: m.BellPanel })));
// A failed early download is not reported here: opening the panel loads it again and says so.
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** What the panel shows while its rows load, until the panel itself has loaded. */
const panelLoading = (
  <Flex justify="center" style={{ width: 380, maxWidth: 'calc(100vw - 32px)', padding: 32 }}>
    <Spin />
  </Flex>
);

/**
 * The header bell: unread count (page 1, 10 per page: total_count) capped at 99, kept live by the
 * notification stream, and a popover with the latest unread notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useUnreadNotifications();
  const [open, setOpen] = useState(false);
  const markAll = useMarkAllRead();
  useNotificationStream(useNotificationToasts());
  const count = data?.page.total_count ?? 0;

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      styles={{ container: { padding: 0 } }}
      content={
        <Suspense fallback={panelLoading}>
          <BellPanel
            onClose={() => setOpen(false)}
            onMarkAll={() => {
              setOpen(false);
              markAll.confirm(count);
            }}
          />
        </Suspense>
      }
    >
      <Tooltip title={open ? undefined : t('layout.header.notifications')}>
        <Button
          type="text"
          data-testid="notification-bell"
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          aria-label={t('layout.header.notifications')}
          icon={
            <Badge
              count={count}
              overflowCount={UNREAD_BADGE_MAX}
              size="small"
              data-testid="notification-count"
            >
              <BellOutlined style={{ fontSize: 18 }} />
            </Badge>
          }
        />
      </Tooltip>
    </Popover>
  );
}
