import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A stale lock_version or a status that moved on (409): reload before acting again. */
export function PaymentConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="payment-conflict"
      style={{ marginBottom: 16 }}
      title={t('payments.conflict.title')}
      description={t('payments.conflict.description')}
      action={
        <Button size="small" onClick={onReload} data-testid="payment-reload">
          {t('payments.conflict.reload')}
        </Button>
      }
    />
  );
}
