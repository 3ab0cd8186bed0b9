import type { PageInfo, UserAdminItem } from '@portledger/contracts';
import { Button, Flex, Table, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useUserActions } from './use-user-actions.ts';

interface Props {
  rows: UserAdminItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (change: ListChange) => void;
}

const kindColor = { principal: 'blue', agent: 'purple', operator: 'gold' } as const;

/** Users with their sign-in state; the row actions ask for confirmation first. */
export function UsersTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  const sortable = sortableBy(sort);
  const { confirmEndSessions, confirmStatus, currentId } = useUserActions();

  const columns: TableProps<UserAdminItem>['columns'] = [
    {
      ...sortable('display_name'),
      title: t('users.column.user'),
      ellipsis: true,
      render: (_, user) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {user.display_name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: user.email }}>
            {user.name} · {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      ...sortable('kind'),
      title: t('users.column.kind'),
      width: 100,
      render: (_, user) => <Tag color={kindColor[user.kind]}>{t(`users.kind.${user.kind}`)}</Tag>,
    },
    {
      ...sortable('entity_name'),
      title: t('users.column.company'),
      width: 190,
      ellipsis: true,
      render: (_, user) => user.company.name,
    },
    {
      key: 'status',
      title: t('users.column.status'),
      width: 90,
      render: (_, user) => (
        <Tag color={user.is_active ? 'green' : 'red'} data-testid={`user-status-${user.name}`}>
          {t(user.is_active ? 'users.status.active' : 'users.status.disabled')}
        </Tag>
      ),
    },
    {
      ...sortable('last_sign_in_at'),
      title: t('users.column.lastSignIn'),
      width: 140,
      render: (_, user) =>
        user.last_sign_in_at ? (
          formatDateTime(user.last_sign_in_at)
        ) : (
          <Typography.Text type="secondary">{t('users.never')}</Typography.Text>
        ),
    },
    {
      key: 'sessions',
      title: t('users.column.sessions'),
      width: 90,
      align: 'right',
      render: (_, user) => <span data-testid={`user-sessions-${user.name}`}>{user.live_sessions}</span>,
    },
    {
      key: 'actions',
      title: t('users.column.actions'),
      width: 200,
      render: (_, user) => {
        const isSelf = user.id === currentId;
        const canEnd = user.live_sessions > (isSelf ? 1 : 0);
        return (
          <Flex gap={4} wrap>
            <Button
              size="small"
              disabled={!canEnd}
              aria-label={`${t('users.action.endSessions')} ${user.display_name}`}
              onClick={() => confirmEndSessions(user)}
            >
              {t('users.action.endSessions')}
            </Button>
            <Tooltip title={isSelf ? t('users.action.notSelf') : undefined}>
              <Button
                size="small"
                danger={user.is_active}
                disabled={isSelf}
                aria-label={`${t(user.is_active ? 'users.action.disable' : 'users.action.enable')} ${user.display_name}`}
                onClick={() => confirmStatus(user)}
              >
                {t(user.is_active ? 'users.action.disable' : 'users.action.enable')}
              </Button>
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<UserAdminItem>
      rowKey="id"
      size="middle"
      data-testid="users-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 1040 }}
      {...serverTableProps<UserAdminItem>({
        page,
        showTotal: (total) => t('users.list.total', { count: total }),
        onChange,
      })}
    />
  );
}
