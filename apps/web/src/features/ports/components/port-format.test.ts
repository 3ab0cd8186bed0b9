import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatZonedTime } from './port-format.ts';

const labels = {
  north: (v: string) => `${v}° N`,
  south: (v: string) => `${v}° S`,
  east: (v: string) => `${v}° E`,
  west: (v: string) => `${v}° W`,
};

describe('formatZonedTime', () => {
  const at = new Date('2026-09-05T23:30:00Z');

  it('shows the wall-clock time of the port with its offset', () => {
    expect(formatZonedTime(at, 'Asia/Shanghai')).toBe('06 Sep 2026 07:30 (UTC+8)');
    expect(formatZonedTime(at, 'America/Chicago')).toBe('05 Sep 2026 18:30 (UTC-5)');
    expect(formatZonedTime(at, 'Asia/Kolkata')).toBe('06 Sep 2026 05:00 (UTC+5:30)');
    expect(formatZonedTime(at, 'Etc/UTC')).toBe('05 Sep 2026 23:30 (UTC+0)');
  });

  it('shows a dash for an absent or unknown time zone', () => {
    expect(formatZonedTime(at, null)).toBe('-');
    expect(formatZonedTime(at, 'Mars/Olympus')).toBe('-');
  });
});

describe('formatCoordinates', () => {
  it('names the hemispheres with four decimals', () => {
    expect(formatCoordinates(31.230416, 121.473701, labels)).toBe('31.2304° N, 121.4737° E');
    expect(formatCoordinates(-23.95, -46.33, labels)).toBe('23.9500° S, 46.3300° W');
  });

  it('shows a dash when a coordinate is absent', () => {
    expect(formatCoordinates(null, 4.5, labels)).toBe('-');
  });
});
