import type { Locale } from '@portledger/contracts';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';

/**
 * ECharts options of the dashboards, built from the API's decimal strings. The bars are drawn from
 * numbers, but every label and tooltip shows the original string (exactly two decimals), so
 * nothing shown passes through a float.
 */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** The palette: antd's blue first; the 'others' slice or bar is grey. */
export const palette = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#722ed1',
  '#eb2f96',
  '#fa8c16',
  '#2f54eb',
  '#a0d911',
  '#f5222d',
];
export const OTHERS_COLOR = '#bfbfbf';

/** Axis ticks in the language's compact notation: 1.2K / 1.2万. */
export const compactNumber = (locale: Locale) => {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A data item that carries the text its tooltip shows. */
interface Item {
  value: number;
  text: string;
  itemStyle?: { color: string };
}
interface TooltipParam {
  name: string;
  marker: unknown;
  seriesName?: string;
  data: Item;
  percent?: number;
}
/** A tooltip row, 'Savings: EUR 10.00' / '节省：EUR 10.00', with the language's colon (common.labelled). */
const line = (t: TFunction, p: TooltipParam, label = p.seriesName ?? '') => {
  const marker = typeof p.marker === 'string' ? p.marker : '';
  return `${marker}${escapeHtml(t('common.labelled', { label }))}<b>${escapeHtml(p.data.text)}</b>`;
};
const axisTooltip = (t: TFunction) => (params: unknown) => {
  const list = params as TooltipParam[];
  return [escapeHtml(list[0]?.name ?? ''), ...list.map((p) => line(t, p))].join('<br/>');
};

export interface Bar {
  label: string;
  amount: string;
  isOthers?: boolean;
}

const grid = { left: 8, right: 24, top: 40, bottom: 8, containLabel: true };
const amountAxis = (locale: Locale) => ({
  type: 'value' as const,
  axisLabel: { formatter: compactNumber(locale) },
  splitLine: { lineStyle: { type: 'dashed' as const } },
});

/** Amounts per month as bars, with a second series (a count or a rate) as a line on its own axis. */
export function monthOption(input: {
  locale: Locale;
  t: TFunction;
  months: string[];
  bars: { name: string; values: string[]; currency: string }[];
  line?: {
    name: string;
    values: (string | number | null)[];
    text: (value: string | number) => string;
    /** The line's own axis: `{value}%` for a rate; whole numbers for a count. */
    axisFormat?: string;
  };
}): ChartOption {
  const { locale, t, months, bars } = input;
  const series: ChartOption['series'] = bars.map((bar, index) => ({
    type: 'bar',
    name: bar.name,
    barMaxWidth: 28,
    itemStyle: { color: palette[index % palette.length], borderRadius: [3, 3, 0, 0] },
    data: bar.values.map((value) => ({ value: Number(value), text: formatMoney(value, bar.currency) })),
  }));
  if (input.line) {
    const lineSeries = input.line;
    series.push({
      type: 'line',
      name: lineSeries.name,
      yAxisIndex: 1,
      symbolSize: 6,
      itemStyle: { color: '#fa8c16' },
      data: lineSeries.values.map((value) =>
        value === null
          ? { value: Number.NaN, text: '-' }
          : { value: Number(value), text: lineSeries.text(value) },
      ),
    });
  }
  return {
    grid,
    legend: { top: 0, left: 0, itemWidth: 14, itemHeight: 10 },
    tooltip: { trigger: 'axis', formatter: axisTooltip(t) },
    xAxis: { type: 'category', data: months, axisTick: { alignWithLabel: true } },
    yAxis: [
      amountAxis(locale),
      {
        type: 'value',
        splitLine: { show: false },
        minInterval: 1,
        axisLabel: { formatter: input.line?.axisFormat ?? '{value}' },
      },
    ],
    series,
  };
}

/** Shares of a whole as a donut; 'others' in grey. */
export function shareOption(input: { t: TFunction; slices: Bar[]; currency: string }): ChartOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const p = params as TooltipParam;
        return `${line(input.t, p, p.name)}${input.t('common.inBrackets', { text: `${(p.percent ?? 0).toFixed(2)}%` })}`;
      },
    },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle', itemWidth: 10, itemHeight: 10 },
    series: [
      {
        type: 'pie',
        radius: ['45%', '72%'],
        center: ['35%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: input.slices.map((slice, index) => ({
          name: slice.label,
          value: Number(slice.amount),
          text: formatMoney(slice.amount, input.currency),
          itemStyle: { color: slice.isOthers ? OTHERS_COLOR : palette[index % palette.length]! },
        })),
      },
    ],
  };
}

/** A ranking as horizontal bars, the largest on top. */
export function rankingOption(input: {
  locale: Locale;
  t: TFunction;
  name: string;
  bars: Bar[];
  currency: string;
  color?: string;
}): ChartOption {
  const { bars, currency, t } = input;
  return {
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: axisTooltip(t) },
    xAxis: amountAxis(input.locale),
    yAxis: {
      type: 'category',
      inverse: true,
      data: bars.map((bar) => bar.label),
      axisLabel: { width: 150, overflow: 'truncate' },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: input.name,
        barMaxWidth: 18,
        data: bars.map(
          (bar): Item => ({
            value: Number(bar.amount),
            text: formatMoney(bar.amount, currency),
            itemStyle: { color: bar.isOthers ? OTHERS_COLOR : (input.color ?? palette[0]!) },
          }),
        ),
        itemStyle: { borderRadius: [0, 3, 3, 0] },
      },
    ],
  };
}
