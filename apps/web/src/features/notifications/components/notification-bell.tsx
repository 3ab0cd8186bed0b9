import { BellOutlined } from '@ant-design/icons';
import { UNREAD_BADGE_MAX } from '@portledger/contracts';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';

/** Unread count (page 1, 10 per page: total_count), capped at 99; opens the notification page. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useUnreadNotifications();
  const count = data?.page.total_count ?? 0;
  return (
    <Button
      type="text"
      data-testid="notification-bell"
      aria-label={t('layout.header.notifications')}
      onClick={() => navigate('/notification')}
      icon={
        <Badge count={count} overflowCount={UNREAD_BADGE_MAX} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
}
