import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult } from '../../../components/result/results.tsx';
import { usePreferences } from '../api/get-preferences.ts';
import { InstructionsPanel } from '../components/instructions-panel.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';

/** `/myaccount/preference`: prefunding and currency defaults, e-mail choices, and the instruction sets. */
export function PreferencePage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const preferences = usePreferences();

  return (
    <>
      <PageHeader title={t('pages.preference')} trail={trail} />
      {preferences.isError && !preferences.data ? (
        <ErrorResult subTitle={preferences.error.message} />
      ) : preferences.data ? (
        <PreferencesForm preferences={preferences.data} onReload={() => preferences.refetch()} />
      ) : (
        <Skeleton active />
      )}
      <Card
        variant="outlined"
        style={{ marginTop: 24 }}
        title={t('account.instructions.title')}
        data-testid="preference-instructions"
      >
        <Typography.Paragraph type="secondary">{t('account.instructions.intro')}</Typography.Paragraph>
        <InstructionsPanel />
      </Card>
    </>
  );
}
