import type { CostAnalysis, CostRow } from '@portledger/contracts';
import { Skeleton, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../app/ui-store.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useCostAnalysis } from '../api/get-cost-analysis.ts';
import { browserTz } from '../api/keys.ts';
import { AnalysisFilters } from './analysis-filters.tsx';
import {
  amountCell,
  BreakdownGrid,
  countCell,
  NoFigures,
  rowLabel,
  SummaryStats,
  toBars,
  UnconvertedAlert,
} from './analysis-parts.tsx';
import { BreakdownCard } from './breakdown-card.tsx';
import { monthOption, rankingOption, shareOption } from './chart-options.ts';
import { type DashboardState, toAnalysisQuery } from './dashboard-params.ts';
import { monthLabel, shareOf } from './figures.ts';

type Month = CostAnalysis['by_month'][number];

/** The charts of a cost analysis, built once per answer. */
function useCharts(data: CostAnalysis | undefined) {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!data) return undefined;
    const locale = currentLocale();
    const { currency } = data;
    const amount = (row: CostRow) => row.amount;
    return {
      month: monthOption({
        locale,
        t,
        months: data.by_month.map((m) => monthLabel(m.month, t('dashboard.monthFormat'))),
        bars: [{ name: t('dashboard.costs.series'), values: data.by_month.map((m) => m.amount), currency }],
        line: {
          name: t('dashboard.costs.count'),
          values: data.by_month.map((m) => m.da_count),
          text: (value) => String(value),
        },
      }),
      category: shareOption({ t, slices: toBars(data.by_category, t, amount), currency }),
      port: rankingOption({
        locale,
        t,
        name: t('dashboard.costs.series'),
        bars: toBars(data.by_port, t, amount, true),
        currency,
      }),
      vessel: rankingOption({
        locale,
        t,
        name: t('dashboard.costs.series'),
        bars: toBars(data.by_vessel, t, amount),
        currency,
        color: '#13c2c2',
      }),
    };
  }, [data, t]);
}

/** DA costs by month, category, port and vessel, each with the table behind its chart. */
export function CostAnalysisSection({
  state,
  update,
}: {
  state: DashboardState;
  update: (changes: Partial<DashboardState>) => void;
}) {
  const { t } = useTranslation();
  const entityId = useUi((ui) => ui.entityId);
  const analysisQuery = toAnalysisQuery(state, entityId, browserTz());
  const query = useCostAnalysis(analysisQuery);
  const data = query.data;
  const charts = useCharts(data);
  const filters = (
    <AnalysisFilters
      state={state}
      update={update}
      answered={data}
      extra={
        <DownloadButton
          path="/dashboards/das_cost_analysis/xlsx"
          params={analysisQuery}
          fallbackName="da-cost-analysis.xlsx"
          data-testid="dashboard-export"
        >
          {t('dashboard.export')}
        </DownloadButton>
      }
    />
  );
  if (!data || !charts)
    return (
      <>
        {filters}
        <Skeleton active paragraph={{ rows: 10 }} />
      </>
    );

  const c = { currency: data.currency };
  const columns = (withCode: boolean): TableColumnsType<CostRow> => [
    { title: t('dashboard.column.name'), key: 'name', render: (_, row) => rowLabel(row, t, withCode) },
    {
      title: t('dashboard.column.amount', c),
      key: 'amount',
      align: 'right',
      render: (_, row) => amountCell(row.amount),
    },
    {
      title: t('dashboard.column.share'),
      key: 'share',
      align: 'right',
      render: (_, row) => shareOf(row.amount, data.total),
    },
    {
      title: t('dashboard.column.das'),
      key: 'das',
      align: 'right',
      render: (_, row) => countCell(row.da_count),
    },
  ];
  const monthColumns: TableColumnsType<Month> = [
    {
      title: t('dashboard.column.month'),
      key: 'month',
      render: (_, row) => monthLabel(row.month, t('dashboard.monthFormat')),
    },
    {
      title: t('dashboard.column.amount', c),
      key: 'amount',
      align: 'right',
      render: (_, row) => amountCell(row.amount),
    },
    { title: t('dashboard.column.das'), key: 'das', align: 'right', render: (_, row) => row.da_count },
  ];
  const card = (key: 'category' | 'port' | 'vessel', title: string, rows: CostRow[], withCode = false) => (
    <BreakdownCard<CostRow>
      title={title}
      testId={`costs-${key}`}
      option={charts[key]}
      rows={rows}
      rowKey="key"
      columns={columns(withCode)}
      empty={t('dashboard.costs.empty')}
    />
  );
  const period = `${monthLabel(data.from, t('dashboard.monthFormat'))} – ${monthLabel(data.to, t('dashboard.monthFormat'))}`;
  return (
    <div data-testid="dashboard-costs">
      {filters}
      <SummaryStats
        help={t('dashboard.costs.help')}
        stats={[
          { key: 'total', title: t('dashboard.costs.total'), value: formatMoney(data.total, data.currency) },
          { key: 'das', title: t('dashboard.costs.das'), value: String(data.da_count) },
          { key: 'period', title: t('dashboard.costs.period'), value: period },
        ]}
      />
      <UnconvertedAlert count={data.unconverted_da_count} currency={data.currency} />
      {data.da_count === 0 ? (
        <NoFigures text={t('dashboard.costs.empty')} />
      ) : (
        <BreakdownGrid
          month={
            <BreakdownCard<Month>
              title={t('dashboard.costs.byMonth')}
              testId="costs-month"
              option={charts.month}
              rows={data.by_month}
              rowKey="month"
              columns={monthColumns}
              empty={t('dashboard.costs.empty')}
            />
          }
          first={card('category', t('dashboard.costs.byCategory'), data.by_category)}
          second={card('port', t('dashboard.costs.byPort'), data.by_port, true)}
          third={card('vessel', t('dashboard.costs.byVessel'), data.by_vessel)}
        />
      )}
    </div>
  );
}
