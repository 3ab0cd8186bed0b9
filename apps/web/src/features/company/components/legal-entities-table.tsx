import type { EntityDetail, PageInfo } from '@portledger/contracts';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASH, formatDate } from '../../../lib/format.ts';
import { EntityLogo } from './entity-logo.tsx';
import { sortOf, sortOrderOf } from './list-params.ts';

interface Props {
  rows: EntityDetail[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (changes: { page?: number; perPage?: number; sort?: string }) => void;
}

/** The company's legal entities; the name opens the entity's page. */
export function LegalEntitiesTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  const columns: ColumnsType<EntityDetail> = [
    {
      title: t('company.entity.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(sort ?? 'name', 'name'),
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
      key: 'updated_at',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'updated_at'),
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
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.per_page ?? 10,
        total: page?.total_count ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('company.entities.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') onChange({ sort: sortOf(sorter) });
        else onChange({ page: pagination.current, perPage: pagination.pageSize });
      }}
    />
  );
}
