import type { PageInfo, PortListItem } from '@portledger/contracts';
import { Table, type TableProps, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASH } from '../../../lib/format.ts';

interface Props {
  rows: PortListItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (change: { page: number; perPage: number; sort?: string }) => void;
}

/** Ports with server-side paging and sorting; the sort lives in the URL as `sort=[-]field`. */
export function PortsTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  const orderOf = (field: string): SortOrder =>
    sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null;

  const columns: TableProps<PortListItem>['columns'] = [
    {
      key: 'unlocode',
      title: t('ports.column.unlocode'),
      dataIndex: 'unlocode',
      width: 120,
      sorter: true,
      sortOrder: orderOf('unlocode'),
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      key: 'name',
      title: t('ports.column.name'),
      sorter: true,
      sortOrder: orderOf('name'),
      render: (_, port) => (
        <Link to={`/ports/${port.id}`} data-testid={`port-link-${port.unlocode}`}>
          {port.name}
        </Link>
      ),
    },
    {
      key: 'country',
      title: t('ports.column.country'),
      sorter: true,
      sortOrder: orderOf('country'),
      render: (_, port) => (port.country ? `${port.country.name} (${port.country.code})` : DASH),
    },
    {
      key: 'timezone',
      title: t('ports.column.timezone'),
      render: (_, port) => port.timezone ?? DASH,
    },
    {
      key: 'terminals_count',
      title: t('ports.column.terminals'),
      dataIndex: 'terminals_count',
      align: 'right',
      width: 120,
      sorter: true,
      sortOrder: orderOf('terminals_count'),
    },
  ];

  return (
    <Table<PortListItem>
      rowKey="id"
      size="middle"
      data-testid="ports-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 800 }}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.per_page ?? 10,
        total: page?.total_count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('ports.list.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.order ? String(one.columnKey) : undefined;
        const nextSort = field ? (one?.order === 'descend' ? `-${field}` : field) : undefined;
        onChange({
          // A new sort starts again at the first page.
          page: extra.action === 'sort' ? 1 : (pagination.current ?? 1),
          perPage: pagination.pageSize ?? 10,
          sort: nextSort,
        });
      }}
    />
  );
}
