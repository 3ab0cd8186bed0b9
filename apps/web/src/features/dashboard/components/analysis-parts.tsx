import type { CostRow, SavingsRow } from '@portledger/contracts';
import { Alert, Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASH, formatAmount } from '../../../lib/format.ts';
import type { Bar } from './chart-options.ts';

/** The label of a breakdown row: its name (with the port's code), 'Others', or 'Not set'. */
export function rowLabel(row: CostRow | SavingsRow, t: TFunction, withCode = false): string {
  if (row.key === 'others') return t('dashboard.others');
  if (row.name === null) return t('dashboard.none');
  return withCode && row.code ? `${row.name} (${row.code})` : row.name;
}

export const toBars = <R extends CostRow | SavingsRow>(
  rows: R[],
  t: TFunction,
  amount: (row: R) => string,
  withCode = false,
): Bar[] =>
  rows.map((row) => ({
    label: rowLabel(row, t, withCode),
    amount: amount(row),
    isOthers: row.key === 'others',
  }));

/** An amount cell: right-aligned tabular figures, two decimals. */
export const amountCell = (value: string | null) => (
  <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {value === null ? DASH : formatAmount(value)}
  </span>
);
export const countCell = (value: number | null) => (value === null ? DASH : value);

export interface Stat {
  key: string;
  title: string;
  value: string;
}

/** The headline figures of an analysis, with the note on how they are counted. */
export function SummaryStats({ stats, help }: { stats: Stat[]; help: string }) {
  return (
    <Card variant="outlined" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={[24, 12]}>
        {stats.map((stat) => (
          <Col key={stat.key} xs={12} md={8} xl={{ flex: '1 1 0' }}>
            <Statistic
              title={stat.title}
              value={stat.value}
              formatter={() => <span data-testid={`dashboard-stat-${stat.key}`}>{stat.value}</span>}
            />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>
        {help}
      </Typography.Paragraph>
    </Card>
  );
}

/** The warning about DAs left out for want of an exchange rate. */
export function UnconvertedAlert({ count, currency }: { count: number; currency: string }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="dashboard-unconverted"
      title={t('dashboard.unconverted', { count, currency })}
    />
  );
}

/** The whole analysis is empty: say what makes figures appear. */
export function NoFigures({ text }: { text: string }) {
  return (
    <Card variant="outlined">
      <Empty description={text} data-testid="dashboard-empty" />
    </Card>
  );
}

/** Four breakdown cards: the month chart wide, the rest in a grid. */
export function BreakdownGrid({ month, first, second, third }: Record<string, ReactNode>) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        {month}
      </Col>
      <Col xs={24} xl={9}>
        {first}
      </Col>
      <Col xs={24} xl={12}>
        {second}
      </Col>
      <Col xs={24} xl={12}>
        {third}
      </Col>
    </Row>
  );
}
