import { Card, Empty, Segmented, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from './chart-options.ts';
import { EChart } from './echart.tsx';

interface Props<R> {
  title: string;
  testId: string;
  option: ChartOption;
  rows: R[];
  columns: TableColumnsType<R>;
  rowKey: keyof R & string;
  empty: string;
  height?: number;
}

/** One breakdown: its chart, and the table of the same rows behind a Chart / Table switch. */
export function BreakdownCard<R extends object>({
  title,
  testId,
  option,
  rows,
  columns,
  rowKey,
  empty,
  height = 280,
}: Props<R>) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  return (
    <Card
      variant="outlined"
      size="small"
      title={title}
      data-testid={testId}
      extra={
        <Segmented<'chart' | 'table'>
          size="small"
          value={mode}
          onChange={setMode}
          data-testid={`${testId}-mode`}
          options={[
            { value: 'chart', label: t('dashboard.chart') },
            { value: 'table', label: t('dashboard.table') },
          ]}
        />
      }
    >
      {rows.length === 0 ? (
        <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        </div>
      ) : mode === 'chart' ? (
        <EChart option={option} height={height} data-testid={`${testId}-chart`} />
      ) : (
        // As tall as the chart, so switching does not move the cards below.
        <div style={{ minHeight: height }}>
          <Table<R>
            rowKey={rowKey}
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content', y: height - 40 }}
          />
        </div>
      )}
    </Card>
  );
}
