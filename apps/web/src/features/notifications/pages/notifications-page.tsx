import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useReadNotifications } from '../api/get-read-notifications.ts';
import { BELL_QUERY, useUnreadNotifications } from '../api/get-unread-notifications.ts';
import type { NotificationTab } from '../api/keys.ts';
import { NotificationList } from '../components/notification-list.tsx';
import { notificationListParams, notificationTabs } from '../components/notification-list-params.ts';
import { useMarkAllRead } from '../components/use-mark-all-read.ts';

/** `/notification`: tabs Unread / Read with server paging, live; "Mark all read". */
export function NotificationsPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const [state, update] = useListParams(notificationListParams);
  const query = { page: state.page, per_page: state.perPage };
  const isUnreadTab = state.tab === 'unread';
  const unread = useUnreadNotifications(isUnreadTab ? query : BELL_QUERY);
  const read = useReadNotifications(query, !isUnreadTab);
  const list = isUnreadTab ? unread : read;
  const unreadCount = unread.data?.page.total_count ?? 0;
  const markAll = useMarkAllRead();
  const shown = list.data;
  // Reading the last rows of the last page (here or in another tab) leaves it empty: step back.
  useEffect(() => {
    if (shown && shown.objects.length === 0 && state.page > 1 && shown.page.total_count > 0)
      update({ page: Math.ceil(shown.page.total_count / state.perPage) });
  }, [shown, state.page, state.perPage, update]);

  return (
    <>
      <PageHeader
        title={t('pages.notifications')}
        trail={trail}
        extra={
          <Button
            icon={<CheckOutlined />}
            disabled={unreadCount === 0}
            loading={markAll.isPending}
            onClick={() => markAll.confirm(unreadCount)}
            data-testid="notifications-mark-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Card variant="outlined" styles={{ body: { padding: 0 } }}>
        <Tabs
          data-testid="notifications-tabs"
          activeKey={state.tab}
          onChange={(tab) => update({ tab: tab as NotificationTab })}
          tabBarStyle={{ padding: '0 20px', marginBottom: 0 }}
          items={notificationTabs.map((tab) => ({
            key: tab,
            label: (
              <span data-testid={`notifications-tab-${tab}`}>
                {t(`notifications.tab.${tab}`)}
                {tab === 'unread' && unreadCount > 0 && (
                  <Badge
                    count={unreadCount}
                    overflowCount={999}
                    size="small"
                    color="#1f4e79"
                    style={{ marginInlineStart: 6 }}
                  />
                )}
              </span>
            ),
          }))}
        />
        <NotificationList
          rows={list.data?.objects ?? []}
          page={list.data?.page}
          loading={list.isFetching && !list.data}
          empty={t(`notifications.empty.${state.tab}`)}
          onPage={(page, perPage) => update({ page, perPage })}
        />
      </Card>
    </>
  );
}
