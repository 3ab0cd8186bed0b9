import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { compactNumber, monthOption, OTHERS_COLOR, rankingOption, shareOption } from './chart-options.ts';

type Tooltip = { formatter: (params: unknown) => string };
const en = i18n.getFixedT('en-US');
const zh = i18n.getFixedT('zh-CN');
const item = (data: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'Mar 2026',
  marker: '',
  data,
  ...extra,
});

describe('dashboard chart options', () => {
  it('draw numbers but show the API’s amounts with two decimals and the currency', () => {
    const option = monthOption({
      locale: 'en-US',
      t: en,
      months: ['Mar 2026'],
      bars: [{ name: 'DA costs', values: ['1234567.5'], currency: 'USD' }],
      line: { name: 'DAs', values: [3], text: String },
    });
    const series = option.series as { data: { value: number; text: string }[] }[];
    expect(series[0]!.data[0]).toEqual({ value: 1234567.5, text: 'USD 1,234,567.50' });
    const tooltip = (option.tooltip as Tooltip).formatter([
      item(series[0]!.data[0], { seriesName: 'DA costs' }),
      item(series[1]!.data[0], { seriesName: 'DAs' }),
    ]);
    expect(tooltip).toBe('Mar 2026<br/>DA costs: <b>USD 1,234,567.50</b><br/>DAs: <b>3</b>');
  });

  it('grey the others row and escape names in tooltips', () => {
    const option = rankingOption({
      locale: 'en-US',
      t: en,
      name: 'Savings',
      currency: 'EUR',
      bars: [
        { label: '<b>Port</b>', amount: '10' },
        { label: 'Others', amount: '2', isOthers: true },
      ],
    });
    const [series] = option.series as { data: { itemStyle: { color: string } }[] }[];
    expect(series!.data[1]!.itemStyle.color).toBe(OTHERS_COLOR);
    const text = (option.tooltip as Tooltip).formatter([
      { name: '<b>Port</b>', marker: '', seriesName: 'Savings', data: { value: 10, text: 'EUR 10.00' } },
    ]);
    expect(text).toBe('&lt;b&gt;Port&lt;/b&gt;<br/>Savings: <b>EUR 10.00</b>');
    const pie = shareOption({ t: en, currency: 'USD', slices: [{ label: 'Pilotage', amount: '0.5' }] });
    const [slice] = (pie.series as { data: { text: string }[] }[])[0]!.data;
    expect(slice!.text).toBe('USD 0.50');
  });

  it('label tooltip rows with the language’s own colon', () => {
    const bars = [{ label: '引航费', amount: '10' }];
    const month = monthOption({
      locale: 'zh-CN',
      t: zh,
      months: ['2026年3月'],
      bars: [{ name: '使费', values: ['10'], currency: 'CNY' }],
    });
    const [bar] = (month.series as { data: unknown[] }[])[0]!.data;
    expect((month.tooltip as Tooltip).formatter([item(bar, { name: '2026年3月', seriesName: '使费' })])).toBe(
      '2026年3月<br/>使费：<b>CNY 10.00</b>',
    );
    const ranking = rankingOption({ locale: 'zh-CN', t: zh, name: '节省', currency: 'CNY', bars });
    expect(
      (ranking.tooltip as Tooltip).formatter([
        { name: '引航费', marker: '', seriesName: '节省', data: { value: 10, text: 'CNY 10.00' } },
      ]),
    ).toBe('引航费<br/>节省：<b>CNY 10.00</b>');
    const share = (t: typeof en) =>
      (shareOption({ t, currency: 'CNY', slices: bars }).tooltip as Tooltip).formatter({
        name: '引航费',
        marker: '',
        data: { value: 10, text: 'CNY 10.00' },
        percent: 25,
      });
    expect(share(zh)).toBe('引航费：<b>CNY 10.00</b>（25.00%）');
    expect(share(en)).toBe('引航费: <b>CNY 10.00</b> (25.00%)');
  });

  it('write axis ticks in the language’s compact notation', () => {
    expect(compactNumber('en-US')(120000)).toBe('120K');
    expect(compactNumber('zh-CN')(120000)).toBe('12万');
  });
});
