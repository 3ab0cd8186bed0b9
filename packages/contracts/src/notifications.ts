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
export type NotificationReadAllResponse = z.infer<typeof notificationReadAllResponse>;

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
