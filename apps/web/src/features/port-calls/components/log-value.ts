import { DASH, formatDate, formatDateTime } from '../../../lib/format.ts';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A before/after value of the operation log. The server keeps times as ISO instants (the same in
 * every language and time zone); the reader sees them in local time as DD MMM YYYY HH:mm.
 */
export function formatLogValue(value: string | null): string {
  if (value === null || value === '') return DASH;
  if (ISO_MOMENT.test(value)) return formatDateTime(value);
  if (ISO_DAY.test(value)) return formatDate(value);
  return value;
}
