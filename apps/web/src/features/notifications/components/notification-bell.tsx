import { BellOutlined } from '@ant-design/icons';
import { UNREAD_BADGE_MAX } from '@portledger/contracts';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { useNotificationStream } from '../api/stream-notifications.ts';
import { BellPanel } from './bell-panel.tsx';
import { useMarkAllRead } from './use-mark-all-read.ts';
import { useNotificationToasts } from './use-notification-toasts.ts';

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
        <BellPanel
          onClose={() => setOpen(false)}
          onMarkAll={() => {
            setOpen(false);
            markAll.confirm(count);
          }}
        />
      }
    >
      <Tooltip title={open ? undefined : t('layout.header.notifications')}>
        <Button
          type="text"
          data-testid="notification-bell"
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
