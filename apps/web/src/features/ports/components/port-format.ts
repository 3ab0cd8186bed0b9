import { DASH } from '../../../lib/format.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The wall-clock time in a port's IANA time zone as 'DD MMM YYYY HH:mm' plus its UTC offset,
 * e.g. '23 Nov 2026 22:05 (UTC+8)'. Month names are built here, not by Intl, whose short
 * English months vary between engines ('Sep' / 'Sept'). A dash for an absent or unknown zone.
 */
export function formatZonedTime(at: Date, timeZone: string | null | undefined): string {
  if (!timeZone) return DASH;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    }).formatToParts(at);
  } catch {
    return DASH;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', 'UTC');
  const month = MONTHS[Number(part('month')) - 1];
  return `${part('day')} ${month} ${part('year')} ${part('hour')}:${part('minute')} (${offset === 'UTC' ? 'UTC+0' : offset})`;
}

export interface HemisphereLabels {
  north: (value: string) => string;
  south: (value: string) => string;
  east: (value: string) => string;
  west: (value: string) => string;
}

/** '31.2304° N, 121.4737° E' (labels come from the locale); a dash when either is absent. */
export function formatCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  labels: HemisphereLabels,
): string {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    return DASH;
  }
  const value = (n: number) => Math.abs(n).toFixed(4);
  const lat = latitude >= 0 ? labels.north(value(latitude)) : labels.south(value(latitude));
  const lon = longitude >= 0 ? labels.east(value(longitude)) : labels.west(value(longitude));
  return `${lat}, ${lon}`;
}
