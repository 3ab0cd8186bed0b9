import { FilterOutlined } from '@ant-design/icons';
import type { ManagedEntity, UserInfo } from '@portledger/contracts';
import { Alert, Button, Space, Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chooseEntity, useUi } from '../../../app/ui-store.ts';
import { DASH, formatAmount } from '../../../lib/format.ts';
import { useManagedEntities } from '../api/get-managed-entities.ts';

/**
 * The Entity Access tab: the legal entities the user manages and what applies to them. Choosing
 * one here is the same as choosing it in the header: lists and dashboards show only its records.
 */
export function EntityAccessTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const entities = useManagedEntities();
  const chosen = useUi((ui) => ui.entityId);
  const canChoose = (entities.data?.objects.length ?? 0) > 1;

  const columns: TableProps<ManagedEntity>['columns'] = [
    {
      key: 'name',
      title: t('account.entities.column.name'),
      render: (_, row) => (
        <Space size={8} wrap>
          <Link to={`/settings/company/${row.id}`}>{row.name}</Link>
          {chosen === row.id && <Tag color="blue">{t('account.entities.chosen')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'currency',
      title: t('account.entities.column.currency'),
      width: 120,
      render: (_, row) => row.currency ?? DASH,
    },
    {
      key: 'reg',
      title: t('account.entities.column.regNo'),
      width: 170,
      render: (_, row) => row.commercial_reg_no ?? DASH,
    },
    {
      key: 'place',
      title: t('account.entities.column.place'),
      width: 200,
      render: (_, row) => [row.city, row.country].filter(Boolean).join(', ') || DASH,
    },
    {
      key: 'open',
      title: t('account.entities.column.openPortCalls'),
      width: 150,
      align: 'right',
      render: (_, row) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{row.open_port_calls}</span>,
    },
    ...(canChoose
      ? [
          {
            key: 'choose',
            title: t('account.entities.column.lists'),
            width: 190,
            render: (_: unknown, row: ManagedEntity) =>
              chosen === row.id ? (
                <Button size="small" onClick={() => chooseEntity(user.id, null)}>
                  {t('account.entities.showAll')}
                </Button>
              ) : (
                <Button
                  size="small"
                  icon={<FilterOutlined />}
                  data-testid="entity-choose"
                  onClick={() => chooseEntity(user.id, row.id)}
                >
                  {t('account.entities.showOnly')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      {entities.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('account.entities.defaults', {
            company: entities.data.company.name,
            prefunding: formatAmount(entities.data.default_prefunding),
            currency: entities.data.currency ?? DASH,
          })}
          action={<Link to="/myaccount/preference">{t('account.entities.toPreferences')}</Link>}
        />
      )}
      <Table<ManagedEntity>
        rowKey="id"
        size="middle"
        data-testid="entities-table"
        columns={columns}
        dataSource={entities.data?.objects ?? []}
        loading={entities.isFetching}
        pagination={false}
        locale={{ emptyText: t('account.entities.empty') }}
        scroll={{ x: 900 }}
      />
    </>
  );
}
