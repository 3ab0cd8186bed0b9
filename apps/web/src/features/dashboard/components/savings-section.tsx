import type { SavingsRow, SavingsSummary } from '@portledger/contracts';
import { Skeleton, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../app/ui-store.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSavingsSummary } from '../api/get-savings-summary.ts';
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
import { monthOption, rankingOption } from './chart-options.ts';
import { type DashboardState, toAnalysisQuery } from './dashboard-params.ts';
import { monthLabel, percent } from './figures.ts';
import { SavingsReasonsCard } from './savings-reasons-card.tsx';

type Month = SavingsSummary['by_month'][number];
type Figures = Pick<SavingsRow, 'quoted' | 'agreed' | 'savings' | 'savings_rate'>;

function useCharts(data: SavingsSummary | undefined) {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!data) return undefined;
    const locale = currentLocale();
    const { currency } = data;
    const saved = (row: SavingsRow) => row.savings;
    const ranking = (rows: SavingsRow[], color: string, withCode = false) =>
      rankingOption({
        locale,
        t,
        name: t('dashboard.savings.savings'),
        bars: toBars(rows, t, saved, withCode),
        currency,
        color,
      });
    return {
      month: monthOption({
        locale,
        t,
        months: data.by_month.map((m) => monthLabel(m.month, t('dashboard.monthFormat'))),
        bars: [
          { name: t('dashboard.savings.quoted'), values: data.by_month.map((m) => m.quoted), currency },
          { name: t('dashboard.savings.agreed'), values: data.by_month.map((m) => m.agreed), currency },
        ],
        line: {
          name: t('dashboard.savings.rate'),
          values: data.by_month.map((m) => m.savings_rate),
          text: (value) => percent(String(value)),
          axisFormat: '{value}%',
        },
      }),
      category: ranking(data.by_category, '#52c41a'),
      port: ranking(data.by_port, '#1677ff', true),
      agent: ranking(data.by_agent, '#722ed1'),
    };
  }, [data, t]);
}

/** Quoted vs agreed and savings by month, category, port and agent, each with its table. */
export function SavingsSection({
  state,
  update,
}: {
  state: DashboardState;
  update: (changes: Partial<DashboardState>) => void;
}) {
  const { t } = useTranslation();
  const entityId = useUi((ui) => ui.entityId);
  const analysisQuery = toAnalysisQuery(state, entityId, browserTz());
  const query = useSavingsSummary(analysisQuery);
  const data = query.data;
  const charts = useCharts(data);
  const filters = (
    <AnalysisFilters
      state={state}
      update={update}
      answered={data}
      extra={
        <DownloadButton
          path="/dashboards/savings_summary/xlsx"
          params={analysisQuery}
          fallbackName="savings-summary.xlsx"
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
  const figureColumns = <R extends Figures>(): TableColumnsType<R> => [
    {
      title: t('dashboard.column.quoted', c),
      key: 'quoted',
      align: 'right',
      render: (_, r) => amountCell(r.quoted),
    },
    {
      title: t('dashboard.column.agreed', c),
      key: 'agreed',
      align: 'right',
      render: (_, r) => amountCell(r.agreed),
    },
    {
      title: t('dashboard.column.savings', c),
      key: 'savings',
      align: 'right',
      render: (_, r) => amountCell(r.savings),
    },
    {
      title: t('dashboard.column.rate'),
      key: 'rate',
      align: 'right',
      render: (_, r) => percent(r.savings_rate),
    },
  ];
  const columns = (withCode: boolean): TableColumnsType<SavingsRow> => [
    { title: t('dashboard.column.name'), key: 'name', render: (_, row) => rowLabel(row, t, withCode) },
    ...figureColumns<SavingsRow>(),
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
      render: (_, r) => monthLabel(r.month, t('dashboard.monthFormat')),
    },
    ...figureColumns<Month>(),
    { title: t('dashboard.column.das'), key: 'das', align: 'right', render: (_, r) => r.da_count },
  ];
  const card = (key: 'category' | 'port' | 'agent', title: string, rows: SavingsRow[], withCode = false) => (
    <BreakdownCard<SavingsRow>
      title={title}
      testId={`savings-${key}`}
      option={charts[key]}
      rows={rows}
      rowKey="key"
      columns={columns(withCode)}
      empty={t('dashboard.savings.empty')}
    />
  );
  return (
    <div data-testid="dashboard-savings">
      {filters}
      <SummaryStats
        help={t('dashboard.savings.help')}
        stats={[
          {
            key: 'quoted',
            title: t('dashboard.savings.quoted'),
            value: formatMoney(data.quoted, data.currency),
          },
          {
            key: 'agreed',
            title: t('dashboard.savings.agreed'),
            value: formatMoney(data.agreed, data.currency),
          },
          {
            key: 'savings',
            title: t('dashboard.savings.savings'),
            value: formatMoney(data.savings, data.currency),
          },
          { key: 'rate', title: t('dashboard.savings.rate'), value: percent(data.savings_rate) },
          { key: 'das', title: t('dashboard.savings.das'), value: String(data.da_count) },
        ]}
      />
      <UnconvertedAlert count={data.unconverted_da_count} currency={data.currency} />
      {data.da_count === 0 ? (
        <NoFigures text={t('dashboard.savings.empty')} />
      ) : (
        <>
          <SavingsReasonsCard data={data} />
          <BreakdownGrid
            month={
              <BreakdownCard<Month>
                title={t('dashboard.savings.byMonth')}
                testId="savings-month"
                option={charts.month}
                rows={data.by_month}
                rowKey="month"
                columns={monthColumns}
                empty={t('dashboard.savings.empty')}
              />
            }
            first={card('category', t('dashboard.savings.byCategory'), data.by_category)}
            second={card('port', t('dashboard.savings.byPort'), data.by_port, true)}
            third={card('agent', t('dashboard.savings.byAgent'), data.by_agent)}
          />
        </>
      )}
    </div>
  );
}
