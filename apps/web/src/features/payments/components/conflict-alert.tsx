import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';

/** A stale lock_version or a status that moved on (409): reload before acting again. */
export function PaymentConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <ConflictAlert
      testId="payment-conflict"
      title={t('payments.conflict.title')}
      description={t('payments.conflict.description')}
      reloadLabel={t('payments.conflict.reload')}
      onReload={onReload}
    />
  );
}
