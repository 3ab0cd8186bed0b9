import { describe, expect, it } from 'vitest';
import { figure, monthLabel, signed } from './figures.ts';

describe('scorecard figures', () => {
  it('write a month in either language’s pattern', () => {
    expect(monthLabel('2026-03', 'MMM YYYY')).toBe('Mar 2026');
    expect(monthLabel('2026-11', 'YYYY年M月')).toBe('2026年11月');
  });

  it('show a dash for an absent figure and a sign on a deviation', () => {
    expect(figure(null, (v) => `${v} %`)).toBe('-');
    expect(figure('6.50', (v) => `${v} %`)).toBe('6.50 %');
    expect(signed('3.00')).toBe('+3.00');
    expect(signed('-3.50')).toBe('-3.50');
    expect(signed('0.00')).toBe('0.00');
  });
});
