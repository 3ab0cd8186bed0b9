import { describe, expect, it } from 'vitest';
import { monthLabel, percent, shareOf } from './figures.ts';

describe('dashboard figures', () => {
  it('computes shares exactly to two decimals, rounding half away from zero', () => {
    expect(shareOf('1.00', '3.00')).toBe('33.33%');
    expect(shareOf('2.00', '3.00')).toBe('66.67%');
    expect(shareOf('0.00', '10.00')).toBe('0.00%');
    expect(shareOf('-1.00', '8.00')).toBe('-12.50%');
    expect(shareOf('5.00', '0.00')).toBe('-');
  });

  it('shows rates with a percent sign and months in the language’s pattern', () => {
    expect(percent('9.34')).toBe('9.34%');
    expect(percent(null)).toBe('-');
    expect(monthLabel('2026-03', 'MMM YYYY')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'YYYY年M月')).toBe('2026年3月');
  });
});
