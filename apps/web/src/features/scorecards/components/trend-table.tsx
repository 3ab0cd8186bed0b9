import { type AgentScorecard, PDA_ACCURACY_BAND_PCT, type ScorecardMonth } from '@portledger/contracts';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { figure, monthLabel } from './figures.ts';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** One agent's figures month by month (the expanded row), newest month first. */
export function TrendTable({ scorecard }: { scorecard: AgentScorecard }) {
  const { t } = useTranslation();
  const pattern = t('scorecards.monthFormat');
  const pct = (value: string) => t('scorecards.percent', { value });
  const right = (text: string) => <span style={numeric}>{text}</span>;
  const columns: TableProps<ScorecardMonth>['columns'] = [
    { key: 'month', title: t('scorecards.trend.month'), render: (_, m) => monthLabel(m.month, pattern) },
    {
      key: 'calls',
      title: t('scorecards.trend.calls'),
      align: 'right',
      render: (_, m) => right(String(m.calls)),
    },
    {
      key: 'compared',
      title: t('scorecards.trend.compared'),
      align: 'right',
      render: (_, m) => right(String(m.pda_compared)),
    },
    {
      key: 'deviation',
      title: t('scorecards.trend.deviation'),
      align: 'right',
      render: (_, m) => right(figure(m.pda_mean_abs_deviation_pct, pct)),
    },
    {
      key: 'within',
      title: t('scorecards.trend.withinBand', { band: PDA_ACCURACY_BAND_PCT }),
      align: 'right',
      render: (_, m) => right(figure(m.pda_within_band_pct, pct)),
    },
    {
      key: 'days',
      title: t('scorecards.trend.daysToFda'),
      align: 'right',
      render: (_, m) => right(figure(m.days_to_fda, (value) => t('scorecards.days', { value }))),
    },
  ];
  return (
    <Table<ScorecardMonth>
      size="small"
      rowKey="month"
      title={() => t('scorecards.trend.title')}
      columns={columns}
      dataSource={[...scorecard.trend].reverse()}
      pagination={false}
      style={{ maxWidth: 860 }}
      data-testid={`scorecard-trend-${scorecard.agent_id}`}
    />
  );
}
