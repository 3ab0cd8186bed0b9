import type { DueFlag, PaymentStatus } from '@portledger/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const statusColor: Record<PaymentStatus, string> = { pending: 'orange', submitted: 'blue', done: 'green' };

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor[status]} data-testid="payment-status" style={{ marginInlineEnd: 0 }}>
      {t(`payments.status.${status}`)}
    </Tag>
  );
}

/** 'Due' (past the due date) in red, 'Due Soon' (within 3 days) in orange; nothing otherwise. */
export function DueTag({ flag }: { flag: DueFlag }) {
  const { t } = useTranslation();
  if (!flag) return null;
  return (
    <Tag color={flag === 'due' ? 'red' : 'orange'} data-testid={`payment-due-${flag}`}>
      {t(`payments.due.${flag}`)}
    </Tag>
  );
}
