import { useTranslation } from 'react-i18next';
import { ConflictAlert as SharedConflictAlert } from '../../../components/conflict-alert.tsx';

/** A stale lock_version or a status that moved on: the edits cannot be saved over someone else's. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <SharedConflictAlert
      testId="da-conflict"
      style={{ marginTop: 12 }}
      title={t('das.conflict.title')}
      description={t('das.conflict.description')}
      reloadLabel={t('das.conflict.reload')}
      onReload={onReload}
    />
  );
}
