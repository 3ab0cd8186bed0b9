import type { PageInfo, Payment } from '@portledger/contracts';
import { Space, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListChange, serverTableProps } from '../../../components/server-table.ts';
import { DueTag } from '../../../components/status-tags.tsx';
import { DASH, formatDate, formatMoney } from '../../../lib/format.ts';
import { PaymentStatusTag } from './payment-tags.tsx';

export const paymentPath = (payment: Pick<Payment, 'id' | 'port_call_id'>) =>
  `/das-mgmt/${payment.port_call_id}/payment/${payment.id}`;

/** Amounts right-aligned in tabular figures, as every amount column (DESIGN.md section 9). */
export const amountCell = (amount: string | null, currency: string) => (
  <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {formatMoney(amount, currency)}
  </span>
);

interface Props {
  rows: Payment[];
  page?: PageInfo;
  loading: boolean;
  empty: ReactNode;
  onChange: (change: ListChange) => void;
}

export function PaymentsTable({ rows, page, loading, empty, onChange }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Payment> = [
    {
      title: t('payments.column.refNo'),
      key: 'ref_no',
      render: (_, row) => (
        <Link to={paymentPath(row)} data-testid={`payment-link-${row.id}`}>
          {row.ref_no}
        </Link>
      ),
    },
    {
      title: t('payments.column.type'),
      key: 'type',
      render: (_, row) => t(`payments.type.${row.payment_type}`),
    },
    {
      title: t('payments.column.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) => amountCell(row.amount, row.currency),
    },
    {
      title: t('payments.column.remaining'),
      key: 'remaining',
      align: 'right',
      render: (_, row) => amountCell(row.remaining_amount, row.currency),
    },
    {
      title: t('payments.column.due'),
      key: 'due_on',
      render: (_, row) => (
        <Space size={4} wrap>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.due_on)}</span>
          <DueTag flag={row.due_flag} />
        </Space>
      ),
    },
    {
      title: t('payments.column.status'),
      key: 'status',
      render: (_, row) => <PaymentStatusTag status={row.status} />,
    },
    {
      title: t('payments.column.reference'),
      key: 'reference',
      render: (_, row) => row.payment_reference ?? DASH,
    },
  ];
  return (
    <Table<Payment>
      rowKey="id"
      data-testid="payments-table"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      {...serverTableProps<Payment>({
        page,
        showTotal: (total) => t('payments.list.total', { count: total }),
        onChange,
      })}
    />
  );
}
