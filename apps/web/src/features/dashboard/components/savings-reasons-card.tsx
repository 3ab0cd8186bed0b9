import { type SavingsSummary, savingsReasonLabel, toCents } from '@portledger/contracts';
import { Card, Col, Row, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { amountCell } from './analysis-parts.tsx';
import { rankingOption } from './chart-options.ts';
import { EChart } from './echart.tsx';
import { shareOf } from './figures.ts';

interface ReasonRow {
  reason: SavingsSummary['by_reason'][number]['reason'];
  label: string;
  savings: string;
  share: string;
}

/** The reasons, largest saving first, each with its label and its share of the total savings. */
export function reasonRows(data: Pick<SavingsSummary, 'by_reason' | 'savings'>, locale = currentLocale()) {
  return [...data.by_reason]
    .sort((a, b) => {
      const diff = toCents(b.savings) - toCents(a.savings);
      return diff > 0n ? 1 : diff < 0n ? -1 : 0;
    })
    .map(
      (row): ReasonRow => ({
        reason: row.reason,
        label: savingsReasonLabel(row.reason, locale),
        savings: row.savings,
        share: shareOf(row.savings, data.savings),
      }),
    );
}

const CHART_HEIGHT = 236;

/** Savings attributed by reason (issue 10): a bar per reason beside a table that adds up to the total. */
export function SavingsReasonsCard({ data }: { data: SavingsSummary }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rows = useMemo(() => reasonRows(data, locale), [data, locale]);
  const option = useMemo(
    () =>
      rankingOption({
        locale,
        t,
        name: t('dashboard.savings.savings'),
        bars: rows.map((row) => ({ label: row.label, amount: row.savings })),
        currency: data.currency,
        color: '#13c2c2',
      }),
    [rows, locale, data.currency, t],
  );
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const columns: TableColumnsType<ReasonRow> = [
    { title: t('dashboard.column.reason'), key: 'reason', render: (_, row) => row.label },
    {
      title: t('dashboard.column.savings', { currency: data.currency }),
      key: 'savings',
      align: 'right',
      render: (_, row) => amountCell(row.savings),
    },
    {
      title: t('dashboard.column.share'),
      key: 'share',
      align: 'right',
      render: (_, row) => <span style={numeric}>{row.share}</span>,
    },
  ];
  return (
    <Card
      variant="outlined"
      size="small"
      title={t('dashboard.savings.byReason')}
      data-testid="savings-reason"
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[24, 12]} align="middle">
        <Col xs={24} lg={13}>
          <EChart option={option} height={CHART_HEIGHT} data-testid="savings-reason-chart" />
        </Col>
        <Col xs={24} lg={11}>
          <Table<ReasonRow>
            rowKey="reason"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            data-testid="savings-reason-table"
            onRow={(row) => ({ 'data-reason': row.reason }) as HTMLAttributes<HTMLElement>}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>{t('dashboard.column.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <Typography.Text strong>{amountCell(data.savings)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <Typography.Text strong style={numeric}>
                    {shareOf(data.savings, data.savings)}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('dashboard.savings.reasonHelp')}
      </Typography.Paragraph>
    </Card>
  );
}
