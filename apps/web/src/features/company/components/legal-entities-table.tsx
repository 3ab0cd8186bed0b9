import type { EntityDetail, PageInfo } from '@portledger/contracts';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { DASH, formatDate } from '../../../lib/format.ts';
import { EntityLogo } from './entity-logo.tsx';

interface Props {
  rows: EntityDetail[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (change: ListChange) => void;
}

/** The company's legal entities; the name opens the entity's page. */
export function LegalEntitiesTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  // The server sorts by name when no sort is given, so that column shows it.
  const sortable = sortableBy(sort ?? 'name');
  const columns: ColumnsType<EntityDetail> = [
    {
      title: t('company.entity.name'),
      dataIndex: 'name',
      ...sortable('name'),
      render: (_, entity) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <EntityLogo logo={entity.logo} size={24} />
          <Link to={`/settings/company/${entity.id}`}>{entity.name}</Link>
        </span>
      ),
    },
    { title: t('company.entity.commercialRegNo'), dataIndex: 'commercial_reg_no', render: (v) => v || DASH },
    {
      title: t('company.entity.country'),
      key: 'country',
      width: 140,
      render: (_, e) => e.country?.name ?? DASH,
    },
    { title: t('company.entity.city'), dataIndex: 'city', render: (v) => v || DASH },
    { title: t('company.entity.currency'), dataIndex: 'currency', width: 130, render: (v) => v || DASH },
    { title: t('company.entity.mainContact'), dataIndex: 'main_contact_name', render: (v) => v || DASH },
    {
      title: t('company.entity.updatedAt'),
      dataIndex: 'updated_at',
      ...sortable('updated_at'),
      width: 150,
      render: (v) => <Typography.Text type="secondary">{formatDate(v)}</Typography.Text>,
    },
  ];
  return (
    <Table<EntityDetail>
      rowKey="id"
      size="middle"
      data-testid="legal-entities-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 900 }}
      {...serverTableProps<EntityDetail>({
        page,
        showTotal: (total) => t('company.entities.total', { count: total }),
        onChange,
      })}
    />
  );
}
