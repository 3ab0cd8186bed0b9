import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A stale lock_version or a status that moved on: the edits cannot be saved over someone else's. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="da-conflict"
      style={{ marginTop: 12 }}
      title={t('das.conflict.title')}
      description={t('das.conflict.description')}
      action={
        <Button size="small" onClick={onReload} data-testid="da-reload">
          {t('das.conflict.reload')}
        </Button>
      }
    />
  );
}
