import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { currentLocale } from '../../../lib/i18n.ts';
import type { ChartOption } from './chart-options.ts';

// Only what the dashboards draw, so the chunk that loads with /dashboard stays small.
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface Props {
  option: ChartOption;
  height?: number;
  'data-testid'?: string;
}

/** One ECharts instance: follows its container's size and is disposed with the component. */
export function EChart({ option, height = 280, 'data-testid': testId }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | undefined>(undefined);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, {
      renderer: 'canvas',
      locale: currentLocale() === 'zh-CN' ? 'ZH' : 'EN',
    });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} data-testid={testId} style={{ width: '100%', height }} />;
}
