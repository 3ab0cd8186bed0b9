import { formatCents, type Payment, toCents } from '@portledger/contracts';
import { Card, Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DueTag } from '../../../components/status-tags.tsx';
import { DASH, formatDate, formatMoney } from '../../../lib/format.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentStatusTag } from './payment-tags.tsx';
import { amountCell, paymentPath } from './payments-table.tsx';

/** A DA has at most a handful of payments (advance, additional prefunding, balance or refund). */
const PANEL_PER_PAGE = 50;

/** Sums per currency, exact to the cent (the amounts are decimal strings). */
export function paymentTotals(
  rows: Pick<Payment, 'currency' | 'amount' | 'transferred_amount' | 'remaining_amount'>[],
) {
  const cents = (value: string | null) => (value ? toCents(value) : 0n);
  const byCurrency = new Map<string, { amount: bigint; transferred: bigint; remaining: bigint }>();
  for (const row of rows) {
    const sum = byCurrency.get(row.currency) ?? { amount: 0n, transferred: 0n, remaining: 0n };
    sum.amount += cents(row.amount);
    sum.transferred += cents(row.transferred_amount);
    sum.remaining += cents(row.remaining_amount);
    byCurrency.set(row.currency, sum);
  }
  return [...byCurrency].map(([currency, sum]) => ({
    currency,
    amount: formatMoney(formatCents(sum.amount), currency),
    transferred: formatMoney(formatCents(sum.transferred), currency),
    remaining: formatMoney(formatCents(sum.remaining), currency),
  }));
}

/**
 * The payments of one port call with what was paid and what is still outstanding; rendered in
 * the port call's detail. Every figure is one the payments themselves carry.
 */
export function PaymentsPanel({ portCallId }: { portCallId: number }) {
  const { t } = useTranslation();
  const list = usePayments({ port_call_id_eq: portCallId, per_page: PANEL_PER_PAGE });
  const rows = list.data?.objects ?? [];
  const columns: TableColumnsType<Payment> = [
    {
      title: t('payments.column.type'),
      key: 'type',
      render: (_, row) => (
        <Link to={paymentPath(row)} data-testid={`payments-panel-link-${row.id}`}>
          {t(`payments.type.${row.payment_type}`)}
        </Link>
      ),
    },
    {
      title: t('payments.column.amount'),
      key: 'amount',
      align: 'right',
      render: (_, r) => amountCell(r.amount, r.currency),
    },
    {
      title: t('payments.column.transferred'),
      key: 'transferred',
      align: 'right',
      render: (_, r) => amountCell(r.transferred_amount, r.currency),
    },
    {
      title: t('payments.column.remaining'),
      key: 'remaining',
      align: 'right',
      render: (_, r) => amountCell(r.remaining_amount, r.currency),
    },
    {
      title: t('payments.column.due'),
      key: 'due',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.due_on)} <DueTag flag={r.due_flag} />
        </span>
      ),
    },
    {
      title: t('payments.column.status'),
      key: 'status',
      render: (_, r) => <PaymentStatusTag status={r.status} />,
    },
    {
      title: t('payments.column.reference'),
      key: 'reference',
      render: (_, r) => r.payment_reference ?? DASH,
    },
  ];
  return (
    <Card title={t('payments.panel.title')} size="small" data-testid="payments-panel">
      <Table<Payment>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.panel.empty')} />,
        }}
      />
      {paymentTotals(rows).map((sum) => (
        <Typography.Paragraph
          key={sum.currency}
          style={{ margin: '8px 0 0', textAlign: 'right' }}
          data-testid="payments-panel-totals"
        >
          {t('payments.panel.totals', sum)}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}
