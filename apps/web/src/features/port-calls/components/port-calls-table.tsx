import type { PageInfo, PortCallListItem } from '@portledger/contracts';
import { Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SecondaryText } from '../../../components/plain-text.tsx';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { StatusTag } from '../../../components/status-tags.tsx';
import { DASH, formatDate, formatDateTime } from '../../../lib/format.ts';

interface Props {
  rows: PortCallListItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  /** Agents see who appointed them, principals the agent they appointed; operators both. */
  showPrincipal: boolean;
  showAgent: boolean;
  empty: React.ReactNode;
  onChange: (change: ListChange) => void;
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
  const sortable = sortableBy(sort);

  const columns: TableProps<PortCallListItem>['columns'] = [
    {
      ...sortable('ref_no'),
      title: t('portCalls.column.refNo'),
      width: 150,
      fixed: 'left',
      render: (_, row) => (
        <Link to={`/das-mgmt/${row.id}`} data-testid="port-call-link">
          {row.ref_no}
        </Link>
      ),
    },
    {
      ...sortable('status_order'),
      title: t('portCalls.column.status'),
      width: 200,
      render: (_, row) => (
        <>
          <StatusTag status={row.status} />
          {row.due_flag ? (
            <Tag color={row.due_flag === 'due' ? 'red' : 'orange'} data-testid="due-marker">
              {t(`portCalls.list.dueFlag.${row.due_flag}`)}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'vessel',
      title: t('portCalls.column.vessel'),
      render: (_, row) => (
        <>
          {row.vessel?.name ?? DASH}
          {row.voyage_no && (
            <SecondaryText style={{ display: 'block', fontSize: 12 }}>
              {t('portCalls.column.voyage', { voyage: row.voyage_no })}
            </SecondaryText>
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
      ...sortable('eta'),
      title: t('portCalls.column.eta'),
      width: 160,
      render: (_, row) => formatDateTime(row.eta),
    },
    {
      ...sortable('etd'),
      title: t('portCalls.column.etd'),
      width: 160,
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
      ...sortable('updated_at'),
      title: t('portCalls.column.updatedAt'),
      width: 130,
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
      {...serverTableProps<PortCallListItem>({
        page,
        showTotal: (total) => t('portCalls.list.total', { count: total }),
        onChange,
      })}
    />
  );
}
