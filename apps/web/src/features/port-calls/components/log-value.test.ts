import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatLogValue } from './log-value.ts';

describe('operation-log values', () => {
  it('shows instants in local time and days as DD MMM YYYY', () => {
    const instant = '2026-12-01T08:00:00.000Z';
    expect(formatLogValue(instant)).toBe(dayjs(instant).locale('en').format('DD MMM YYYY HH:mm'));
    expect(formatLogValue('2026-11-28')).toBe('28 Nov 2026');
  });

  it('keeps other texts and shows a dash for nothing', () => {
    expect(formatLogValue('Jade Star (IMO 9630145)')).toBe('Jade Star (IMO 9630145)');
    expect(formatLogValue('65000.500')).toBe('65000.500');
    expect(formatLogValue(null)).toBe('-');
  });
});
