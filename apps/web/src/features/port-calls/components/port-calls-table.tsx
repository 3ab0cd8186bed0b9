import type { PageInfo, PortCallListItem } from '@portledger/contracts';
import { Table, type TableProps, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASH, formatDate, formatDateTime } from '../../../lib/format.ts';
import { StatusTag } from './status-tag.tsx';

interface Props {
  rows: PortCallListItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  /** Agents see who appointed them, principals the agent they appointed; operators both. */
  showPrincipal: boolean;
  showAgent: boolean;
  empty: React.ReactNode;
  onChange: (change: { page: number; perPage: number; sort?: string }) => void;
}

/** Port calls with server-side paging and sorting; the sort lives in the URL as `sort=[-]field`. */
export function PortCallsTable({
  rows,
  page,
  loading,
  sort,
  showPrincipal,
  showAgent,
  empty,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const orderOf = (field: string): SortOrder =>
    sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null;

  const columns: TableProps<PortCallListItem>['columns'] = [
    {
      key: 'ref_no',
      title: t('portCalls.column.refNo'),
      width: 150,
      fixed: 'left',
      sorter: true,
      sortOrder: orderOf('ref_no'),
      render: (_, row) => (
        <Link to={`/das-mgmt/${row.id}`} data-testid="port-call-link">
          {row.ref_no}
        </Link>
      ),
    },
    {
      key: 'status_order',
      title: t('portCalls.column.status'),
      width: 200,
      sorter: true,
      sortOrder: orderOf('status_order'),
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      key: 'vessel',
      title: t('portCalls.column.vessel'),
      render: (_, row) => (
        <>
          {row.vessel?.name ?? DASH}
          {row.voyage_no && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('portCalls.column.voyage', { voyage: row.voyage_no })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'port',
      title: t('portCalls.column.port'),
      render: (_, row) => (row.port ? `${row.port.name} (${row.port.unlocode})` : DASH),
    },
    {
      key: 'eta',
      title: t('portCalls.column.eta'),
      width: 160,
      sorter: true,
      sortOrder: orderOf('eta'),
      render: (_, row) => formatDateTime(row.eta),
    },
    {
      key: 'etd',
      title: t('portCalls.column.etd'),
      width: 160,
      sorter: true,
      sortOrder: orderOf('etd'),
      render: (_, row) => formatDateTime(row.etd),
    },
    ...(showPrincipal
      ? [
          {
            key: 'principal',
            title: t('portCalls.column.principal'),
            render: (_: unknown, row: PortCallListItem) =>
              row.legal_entity?.name ?? row.principal?.name ?? DASH,
          },
        ]
      : []),
    ...(showAgent
      ? [
          {
            key: 'agent',
            title: t('portCalls.column.agent'),
            render: (_: unknown, row: PortCallListItem) => row.agent?.name ?? DASH,
          },
        ]
      : []),
    {
      key: 'updated_at',
      title: t('portCalls.column.updatedAt'),
      width: 130,
      sorter: true,
      sortOrder: orderOf('updated_at'),
      render: (_, row) => formatDate(row.updated_at),
    },
  ];

  return (
    <Table<PortCallListItem>
      rowKey="id"
      size="middle"
      data-testid="port-calls-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 1200 }}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.per_page ?? 10,
        total: page?.total_count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('portCalls.list.total', { count: total }),
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
