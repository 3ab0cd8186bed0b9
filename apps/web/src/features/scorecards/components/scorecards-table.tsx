import { QuestionCircleOutlined } from '@ant-design/icons';
import { type AgentScorecard, type PageInfo, PDA_ACCURACY_BAND_PCT } from '@portledger/contracts';
import { Table, type TableProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { figure, signed } from './figures.ts';
import { TrendBars } from './trend-bars.tsx';
import { TrendTable } from './trend-table.tsx';

interface Props {
  rows: AgentScorecard[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  onChange: (change: ListChange) => void;
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
const secondary = { color: 'rgba(0, 0, 0, 0.45)', fontSize: 12, whiteSpace: 'nowrap' } as const;

/** A figure with the base it was measured on underneath, in small grey type. */
function Figure({ main, base }: { main: string; base?: ReactNode }) {
  return (
    <div style={numeric}>
      <div>{main}</div>
      {base && <div style={secondary}>{base}</div>}
    </div>
  );
}

/** One row per agent; sorted and paged by the server; a row opens on its month-by-month figures. */
export function ScorecardsTable({ rows, page, loading, sort, onChange }: Props) {
  const { t } = useTranslation();
  const sortable = sortableBy(sort);
  const band = PDA_ACCURACY_BAND_PCT;
  const pct = (value: string) => t('scorecards.percent', { value });
  const days = (value: string) => t('scorecards.days', { value });
  // A column title with its definition on hover (and on focus, for the keyboard).
  const titled = (key: string, help: string) => (
    <Tooltip title={t(help, { band })}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {t(key, { band })} <QuestionCircleOutlined style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
      </span>
    </Tooltip>
  );

  const columns: TableProps<AgentScorecard>['columns'] = [
    {
      ...sortable('agent_name'),
      title: t('scorecards.column.agent'),
      width: 220,
      render: (_, row) => <span data-testid={`scorecard-agent-${row.agent_id}`}>{row.agent_name}</span>,
    },
    {
      ...sortable('calls'),
      title: titled('scorecards.column.calls', 'scorecards.help.calls'),
      align: 'right',
      render: (_, row) => <Figure main={String(row.calls)} base={<TrendBars trend={row.trend} />} />,
    },
    {
      ...sortable('pda_mean_abs_deviation_pct'),
      title: titled('scorecards.column.deviation', 'scorecards.help.deviation'),
      align: 'right',
      render: (_, row) => (
        <Figure
          main={figure(row.pda_mean_abs_deviation_pct, pct)}
          base={
            row.pda_mean_deviation_pct !== null &&
            t('scorecards.base.bias', { value: signed(row.pda_mean_deviation_pct) })
          }
        />
      ),
    },
    {
      ...sortable('pda_within_band_pct'),
      title: titled('scorecards.column.withinBand', 'scorecards.help.withinBand'),
      align: 'right',
      render: (_, row) => (
        <Figure
          main={figure(row.pda_within_band_pct, pct)}
          base={t('scorecards.base.compared', { count: row.pda_compared })}
        />
      ),
    },
    {
      ...sortable('days_to_fda'),
      title: titled('scorecards.column.daysToFda', 'scorecards.help.daysToFda'),
      align: 'right',
      render: (_, row) => <Figure main={figure(row.days_to_fda, days)} />,
    },
    {
      ...sortable('query_rate_pct'),
      title: titled('scorecards.column.queryRate', 'scorecards.help.queryRate'),
      align: 'right',
      render: (_, row) => (
        <Figure
          main={figure(row.query_rate_pct, pct)}
          base={t('scorecards.base.fdas', { count: row.fda_submitted })}
        />
      ),
    },
    {
      ...sortable('decline_rate_pct'),
      title: titled('scorecards.column.declineRate', 'scorecards.help.declineRate'),
      align: 'right',
      render: (_, row) => (
        <Figure
          main={figure(row.decline_rate_pct, pct)}
          base={t('scorecards.base.fdas', { count: row.fda_decided })}
        />
      ),
    },
    {
      ...sortable('days_to_refund'),
      title: titled('scorecards.column.daysToRefund', 'scorecards.help.daysToRefund'),
      align: 'right',
      render: (_, row) => (
        <Figure
          main={figure(row.days_to_refund, days)}
          base={
            row.refunds > 0 && t('scorecards.base.refunds', { done: row.refunds_done, count: row.refunds })
          }
        />
      ),
    },
  ];

  return (
    <Table<AgentScorecard>
      data-testid="scorecards-table"
      rowKey="agent_id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (row) => <TrendTable scorecard={row} /> }}
      locale={{ emptyText: t('scorecards.empty') }}
      {...serverTableProps<AgentScorecard>({
        page,
        showTotal: (total) => t('scorecards.total', { count: total }),
        onChange,
      })}
    />
  );
}
