import { type DashboardPayment, type DashboardPortCall, TODAY_COUNT_CAP } from '@portledger/contracts';
import { Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DueTag, StatusTag } from '../../../components/status-tags.tsx';
import { DASH, formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';

const nowrap = { whiteSpace: 'nowrap' as const };
const portOf = (row: DashboardPortCall) =>
  row.port_name ? `${row.port_name}${row.port_code ? ` (${row.port_code})` : ''}` : DASH;

/** A Today count; at the cap it reads "10000+". */
export const countText = (count: number) =>
  count >= TODAY_COUNT_CAP ? `${TODAY_COUNT_CAP}+` : String(count);

/** "Showing 10 of 14 · View all" under a list that the Today limit cut. */
export function MoreLink({ shown, count, to }: { shown: number; count: number; to: string }) {
  const { t } = useTranslation();
  if (count <= shown) return null;
  return (
    <Space style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">
        {t('dashboard.showing', { shown, count: countText(count) })}
      </Typography.Text>
      <Link to={to}>{t('dashboard.viewAll')}</Link>
    </Space>
  );
}

type DateKey = 'eta' | 'etd' | 'updated_at';

/** Port calls with the given dates first: arrivals by ETA, departures by ETD, waiting by last change. */
export function PortCallsTable({
  rows,
  dates,
  empty,
}: {
  rows: DashboardPortCall[];
  dates: DateKey[];
  empty: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DashboardPortCall> = [
    ...dates.map((key) => ({
      title: t(`dashboard.today.column.${key}`),
      key,
      render: (_: unknown, row: DashboardPortCall) => <span style={nowrap}>{formatDateTime(row[key])}</span>,
    })),
    {
      title: t('dashboard.today.column.portCall'),
      key: 'ref_no',
      render: (_, row) => (
        <Link to={row.link} data-testid={`today-port-call-${row.id}`} style={nowrap}>
          {row.ref_no}
        </Link>
      ),
    },
    { title: t('dashboard.today.column.vessel'), key: 'vessel', render: (_, row) => row.vessel_name ?? DASH },
    { title: t('dashboard.today.column.port'), key: 'port', render: (_, row) => portOf(row) },
    {
      title: t('dashboard.today.column.status'),
      key: 'status',
      render: (_, row) => <StatusTag status={row.status} label={row.status_label} />,
    },
  ];
  return (
    <Table<DashboardPortCall>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  );
}

/** Payments overdue or due soon, each linking to its payment page. */
export function DuePaymentsTable({ rows, empty }: { rows: DashboardPayment[]; empty: string }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DashboardPayment> = [
    {
      title: t('dashboard.today.column.portCall'),
      key: 'ref_no',
      render: (_, row) => (
        <Link to={row.link} data-testid={`today-payment-${row.id}`} style={nowrap}>
          {row.ref_no}
        </Link>
      ),
    },
    { title: t('dashboard.today.column.vessel'), key: 'vessel', render: (_, row) => row.vessel_name ?? DASH },
    {
      title: t('dashboard.today.column.type'),
      key: 'type',
      render: (_, row) => t(`payments.type.${row.payment_type}`),
    },
    {
      // The server sends what is still owed (the amount less the transfers), not the whole amount.
      title: t('dashboard.today.column.remaining'),
      key: 'remaining',
      align: 'right',
      render: (_, row) => (
        <span style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(row.amount, row.currency)}
        </span>
      ),
    },
    {
      title: t('dashboard.today.column.due'),
      key: 'due',
      render: (_, row) => (
        <Space size={4}>
          <span style={nowrap}>{formatDate(row.due_on)}</span>
          <DueTag flag={row.due_flag} />
        </Space>
      ),
    },
  ];
  return (
    <Table<DashboardPayment>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  );
}
