import { EditOutlined } from '@ant-design/icons';
import type { ChartererItem, PageInfo } from '@portledger/contracts';
import { Button, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { DASH, formatDate } from '../../../lib/format.ts';

interface Props {
  rows: ChartererItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (change: ListChange) => void;
}

const editPath = (id: number) => `/settings/charterers/create-charterer/${id}`;

/** Charterers with server-side paging and sorting; the sort lives in the URL as `sort=[-]field`. */
export function CharterersTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sortable = sortableBy(sort);

  const columns: TableProps<ChartererItem>['columns'] = [
    {
      ...sortable('name'),
      title: t('charterers.column.name'),
      render: (_, row) => (
        <Link to={editPath(row.id)} data-testid="charterer-link">
          {row.name}
        </Link>
      ),
    },
    {
      ...sortable('entity_name'),
      title: t('charterers.column.entity'),
      width: 210,
      render: (_, row) => row.entity.name,
    },
    {
      ...sortable('country_name'),
      title: t('charterers.column.country'),
      width: 120,
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
      ...sortable('updated_at'),
      title: t('charterers.column.updatedAt'),
      width: 120,
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
      {...serverTableProps<ChartererItem>({
        page,
        showTotal: (total) => t('charterers.list.total', { count: total }),
        onChange,
      })}
    />
  );
}
