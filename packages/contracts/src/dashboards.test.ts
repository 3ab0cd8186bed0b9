import { describe, expect, it } from 'vitest';
import { addMonths, dashboardAnalysisQuery, localDay, monthsOf, resolvePeriod } from './dashboards.ts';

describe('dashboard periods', () => {
  it('counts months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsOf('2025-12', '2026-02')).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('defaults to the last 12 months and the 2 ahead, on the user’s clock', () => {
    expect(resolvePeriod({}, '2026-11-23')).toEqual({ from: '2025-12', to: '2027-01' });
    expect(resolvePeriod({ from: '2026-01' }, '2026-11-23')).toEqual({ from: '2026-01', to: '2027-02' });
    expect(resolvePeriod({ to: '2026-06' }, '2026-11-23')).toEqual({ from: '2025-05', to: '2026-06' });
    // 23:30 UTC is already the next day in Shanghai (UTC+8) and still the same day in New York.
    const late = new Date('2026-11-23T23:30:00Z');
    expect(localDay(late, 480)).toBe('2026-11-24');
    expect(localDay(late, -300)).toBe('2026-11-23');
  });

  it('accepts months, documents and currencies only in their forms, and nothing unknown', () => {
    expect(dashboardAnalysisQuery.safeParse({ from: '2026-13' }).success).toBe(false);
    expect(dashboardAnalysisQuery.safeParse({ document: 'xda' }).success).toBe(false);
    expect(dashboardAnalysisQuery.safeParse({ currency: 'usd' }).success).toBe(false);
    expect(dashboardAnalysisQuery.safeParse({ tz: '900' }).success).toBe(false);
    expect(dashboardAnalysisQuery.safeParse({ sort: 'x' }).success).toBe(false);
    expect(dashboardAnalysisQuery.parse({ from: '2026-01', tz: '480' })).toMatchObject({ tz: 480, top: 10 });
  });
});
