import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, ForbiddenResult } from '../../../components/result/results.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { useScreeningSettings } from '../api/get-screening-settings.ts';
import { ThresholdsForm } from '../components/thresholds-form.tsx';

/** `/settings/screening`: the DA desk sets when the screening assistant flags a line. */
export function ScreeningSettingsPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const settings = useScreeningSettings();
  const { data, error } = settings;

  if (error instanceof HttpError && error.code === 403) return <ForbiddenResult />;
  return (
    <>
      <PageHeader title={t('pages.screeningSettings')} trail={trail} />
      {error && !data ? (
        <ErrorResult subTitle={error.message} />
      ) : data ? (
        <>
          <Typography.Paragraph style={{ maxWidth: 960 }}>
            {t('screening.settings.intro')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" data-testid="screening-last-changed">
            {data.updated_by
              ? t('screening.settings.lastChanged', {
                  name: data.updated_by,
                  date: formatDateTime(data.updated_at),
                })
              : t('screening.settings.neverChanged', { date: formatDateTime(data.updated_at) })}
          </Typography.Paragraph>
          <ThresholdsForm settings={data} onReload={() => settings.refetch()} />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </>
  );
}
