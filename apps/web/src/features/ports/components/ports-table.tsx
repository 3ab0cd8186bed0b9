import type { PageInfo, PortListItem } from '@portledger/contracts';
import { Table, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { DASH } from '../../../lib/format.ts';

interface Props {
  rows: PortListItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (change: ListChange) => void;
}

/** Ports with server-side paging and sorting; the sort lives in the URL as `sort=[-]field`. */
export function PortsTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  const sortable = sortableBy(sort);

  const columns: TableProps<PortListItem>['columns'] = [
    {
      ...sortable('unlocode'),
      title: t('ports.column.unlocode'),
      dataIndex: 'unlocode',
      width: 120,
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      ...sortable('name'),
      title: t('ports.column.name'),
      render: (_, port) => (
        <Link to={`/ports/${port.id}`} data-testid={`port-link-${port.unlocode}`}>
          {port.name}
        </Link>
      ),
    },
    {
      ...sortable('country'),
      title: t('ports.column.country'),
      render: (_, port) => (port.country ? `${port.country.name} (${port.country.code})` : DASH),
    },
    {
      key: 'timezone',
      title: t('ports.column.timezone'),
      render: (_, port) => port.timezone ?? DASH,
    },
    {
      ...sortable('terminals_count'),
      title: t('ports.column.terminals'),
      dataIndex: 'terminals_count',
      align: 'right',
      width: 120,
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
      {...serverTableProps<PortListItem>({
        page,
        showTotal: (total) => t('ports.list.total', { count: total }),
        onChange,
      })}
    />
  );
}
