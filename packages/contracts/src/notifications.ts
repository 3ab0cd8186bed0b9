import { z } from 'zod';
import { envelope } from './envelope.ts';

export const businessAreas = ['PDA', 'PORT_CALL', 'OPERATION_LOG', 'PAYMENT'] as const;
export const businessArea = z.enum(businessAreas);
export type BusinessArea = (typeof businessAreas)[number];
export const severities = ['info', 'error', 'warning', 'success'] as const;
export const severity = z.enum(severities);
export type Severity = (typeof severities)[number];

export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  business_area: businessArea,
  severity,
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** POST /notifications/set_read_all: how many were unread and are read now. */
export const notificationReadAllResponse = envelope(z.object({ marked_count: z.number().int() }));

/**
 * GET /notifications/stream (text/event-stream). Each event's `data` is JSON:
 * `unread` on connect and whenever the count changes (a new notification, one read in another tab),
 * `notification` for each new notification of the user (followed by its `unread`).
 * Lines starting with `:` are heartbeats.
 */
export const notificationStreamEvents = {
  unread: z.object({ unread_count: z.number().int().nonnegative() }),
  notification,
} as const;
export type NotificationStreamEvent =
  | { event: 'unread'; data: z.infer<typeof notificationStreamEvents.unread> }
  | { event: 'notification'; data: Notification };

/** Seconds between heartbeats; a client that hears nothing for several of them reconnects. */
export const NOTIFICATION_HEARTBEAT_SECONDS = 25;

export interface SseMessage {
  event: string;
  data: string;
}

/**
 * An incremental parser of the text/event-stream format (WHATWG HTML, "server-sent events"):
 * feed it decoded text as it arrives, in chunks of any size; it calls `onMessage` once per
 * complete event. Comments (heartbeats) are skipped; `id` and `retry` are not used by this app.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (end < 0 || (buffer[end] === '\r' && end === buffer.length - 1)) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(buffer.startsWith('\r\n', end) ? end + 2 : end + 1);
      if (line === '') dispatch();
      else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  };
}
