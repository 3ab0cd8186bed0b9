import { EditOutlined } from '@ant-design/icons';
import type { ChartererItem, PageInfo } from '@portledger/contracts';
import { Button, Table, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DASH, formatDate } from '../../../lib/format.ts';

interface Props {
  rows: ChartererItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (change: { page: number; perPage: number; sort?: string }) => void;
}

const editPath = (id: number) => `/settings/charterers/create-charterer/${id}`;

/** Charterers with server-side paging and sorting; the sort lives in the URL as `sort=[-]field`. */
export function CharterersTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderOf = (field: string): SortOrder =>
    sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null;

  const columns: TableProps<ChartererItem>['columns'] = [
    {
      key: 'name',
      title: t('charterers.column.name'),
      sorter: true,
      sortOrder: orderOf('name'),
      render: (_, row) => (
        <Link to={editPath(row.id)} data-testid="charterer-link">
          {row.name}
        </Link>
      ),
    },
    {
      key: 'entity_name',
      title: t('charterers.column.entity'),
      width: 210,
      sorter: true,
      sortOrder: orderOf('entity_name'),
      render: (_, row) => row.entity.name,
    },
    {
      key: 'country_name',
      title: t('charterers.column.country'),
      width: 120,
      sorter: true,
      sortOrder: orderOf('country_name'),
      render: (_, row) => row.country?.name ?? DASH,
    },
    {
      key: 'contact',
      title: t('charterers.column.contact'),
      width: 130,
      render: (_, row) => row.contact_name ?? DASH,
    },
    { key: 'email', title: t('charterers.column.email'), width: 200, render: (_, row) => row.email ?? DASH },
    { key: 'phone', title: t('charterers.column.phone'), width: 150, render: (_, row) => row.phone ?? DASH },
    {
      key: 'updated_at',
      title: t('charterers.column.updatedAt'),
      width: 120,
      sorter: true,
      sortOrder: orderOf('updated_at'),
      render: (_, row) => formatDate(row.updated_at),
    },
    {
      key: 'actions',
      title: t('charterers.column.actions'),
      width: 90,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => navigate(editPath(row.id))}
          aria-label={`${t('charterers.edit')} ${row.name}`}
        >
          {t('charterers.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Table<ChartererItem>
      rowKey="id"
      size="middle"
      data-testid="charterers-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 1180 }}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.per_page ?? 10,
        total: page?.total_count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('charterers.list.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = single?.order ? String(single.columnKey) : undefined;
        onChange({
          // A new sort starts again at the first page.
          page: extra.action === 'sort' ? 1 : (pagination.current ?? 1),
          perPage: pagination.pageSize ?? 10,
          sort: field ? (single?.order === 'descend' ? `-${field}` : field) : undefined,
        });
      }}
    />
  );
}
