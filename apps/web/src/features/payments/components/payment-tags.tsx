import type { PaymentStatus } from '@portledger/contracts';
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
