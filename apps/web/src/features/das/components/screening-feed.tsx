import { Alert, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useScreening } from '../api/get-screening.ts';
import { useDraftStore } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { FlagTags } from './screening-cells.tsx';

/**
 * Fetches the screening report of the document (again whenever the DA's lock_version moves on),
 * hands it to the form's cells, and sums it up above the lines: how many lines the rules flagged
 * and what they say about the exchange rate.
 */
export function ScreeningFeed() {
  const { t } = useTranslation();
  const { da, document } = useEditor();
  const store = useDraftStore();
  const query = useScreening(da.id, document, da.lock_version, true);
  const report = query.data ?? null;

  useEffect(() => {
    store.setScreening(report);
  }, [store, report]);

  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('das.screening.unavailable')}
        data-testid="screening-unavailable"
      />
    );
  if (!report) return null;
  const flagged = report.lines.filter((line) => line.flags.length > 0).length;
  const rate = report.exchange_rate;
  const hasHigh =
    report.flags.length > 0 || report.lines.some((line) => line.flags.some((f) => f.severity === 'high'));
  return (
    <Alert
      type={flagged || report.flags.length ? (hasHigh ? 'error' : 'warning') : 'success'}
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="screening-summary-alert"
      data-flagged={flagged}
      title={
        flagged
          ? t('das.screening.flaggedLines', { count: flagged, total: report.lines.length })
          : t('das.screening.noFlags', { total: report.lines.length })
      }
      description={
        <Space orientation="vertical" size={4}>
          {report.flags.length > 0 && (
            <div data-testid="screening-da-flags">
              <FlagTags flags={report.flags} />
            </div>
          )}
          {rate && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="screening-rate">
              {rate.reference_rate
                ? t('das.screening.rateCompared', {
                    rate: rate.rate,
                    reference: rate.reference_rate,
                    on: formatDate(rate.reference_on),
                    deviation: rate.deviation_percent ?? '0',
                  })
                : t('das.screening.rateNoReference', { rate: rate.rate })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('das.screening.basis', {
              from: formatDate(report.window.from),
              to: formatDate(report.window.to),
              min: report.settings.min_samples,
            })}
          </Typography.Text>
        </Space>
      }
    />
  );
}
