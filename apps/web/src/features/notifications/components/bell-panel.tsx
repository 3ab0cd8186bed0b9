import type { Notification } from '@portledger/contracts';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { useOpenNotification } from './use-open-notification.ts';

/** The bell's popover: the latest unread notifications (page 1 of the unread list) and a way on. */
export function BellPanel({ onClose, onMarkAll }: { onClose: () => void; onMarkAll: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useUnreadNotifications();
  const { open, markRead } = useOpenNotification();
  const rows = data?.objects ?? [];
  const total = data?.page.total_count ?? 0;
  const openOne = (notification: Notification) => {
    onClose();
    open(notification);
  };

  return (
    <div style={{ width: 380, maxWidth: 'calc(100vw - 32px)' }} data-testid="notification-panel">
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}
      >
        <Typography.Text strong>
          {t('notifications.bell.title')}
          {total > 0 && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 8 }}>
              {t('notifications.bell.unread', { count: total })}
            </Typography.Text>
          )}
        </Typography.Text>
        {total > 0 && (
          <Button type="link" size="small" onClick={onMarkAll} style={{ paddingInline: 0 }}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Flex>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {isLoading ? (
          <Flex justify="center" style={{ padding: 32 }}>
            <Spin />
          </Flex>
        ) : rows.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('notifications.bell.empty')}
            style={{ padding: '16px 0' }}
          />
        ) : (
          rows.map((row) => (
            <NotificationItem
              key={row.id}
              notification={row}
              onOpen={openOne}
              onMarkRead={markRead}
              compact
            />
          ))
        )}
      </div>
      <div style={{ padding: '10px 16px', textAlign: 'center', borderTop: '1px solid #f0f0f0' }}>
        <Link to="/notification" onClick={onClose} data-testid="notification-view-all">
          {t('notifications.bell.viewAll')}
        </Link>
      </div>
    </div>
  );
}
