import type { Notification, PageInfo } from '@portledger/contracts';
import { Empty, Flex, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from './notification-item.tsx';
import { useOpenNotification } from './use-open-notification.ts';

export interface NotificationListProps {
  rows: Notification[];
  page?: PageInfo;
  loading: boolean;
  empty: ReactNode;
  onPage: (page: number, perPage: number) => void;
}

/** A server-paged list of notifications (page, per_page; page.total_count). */
export function NotificationList({ rows, page, loading, empty, onPage }: NotificationListProps) {
  const { t } = useTranslation();
  const { open, markRead, isMarking } = useOpenNotification();
  const total = page?.total_count ?? 0;
  return (
    <Spin spinning={loading} delay={200}>
      <div data-testid="notification-list" style={{ minHeight: 120 }}>
        {rows.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} style={{ padding: '32px 0' }} />
        ) : (
          rows.map((row) => (
            <NotificationItem
              key={row.id}
              notification={row}
              onOpen={open}
              onMarkRead={markRead}
              isMarking={isMarking(row)}
            />
          ))
        )}
      </div>
      {total > 0 && (
        <Flex justify="end" style={{ padding: '16px 20px 4px' }}>
          <Pagination
            current={page?.page ?? 1}
            pageSize={page?.per_page ?? 10}
            total={total}
            showSizeChanger
            pageSizeOptions={[10, 20, 50, 100]}
            showTotal={(count) => t('notifications.total', { total: count })}
            onChange={onPage}
          />
        </Flex>
      )}
    </Spin>
  );
}
