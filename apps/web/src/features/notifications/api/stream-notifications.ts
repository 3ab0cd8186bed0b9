import {
  createSseParser,
  NOTIFICATION_HEARTBEAT_SECONDS,
  type Notification,
  type NotificationStreamEvent,
} from '@portledger/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiPrefix } from '../../../lib/http.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { getToken, subscribeSession } from '../../../lib/session.ts';
import { notificationKeys } from './keys.ts';
import { createStreamCache } from './stream-cache.ts';

/** The stream answered with an error status instead of events. */
export class StreamStatusError extends Error {
  constructor(readonly status: number) {
    super(`The notification stream answered ${status}`);
    this.name = 'StreamStatusError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * One SSE message as a typed event; anything this version does not know is dropped. The server
 * writes the events from the contract's types (notification-hub.ts); this checks the fields the
 * bell relies on rather than parsing with zod, which the pages with the bell do not load
 * (lib/http.ts).
 */
export function parseStreamEvent(event: string, data: string): NotificationStreamEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(body)) return null;
  if (event === 'unread') {
    const count = body.unread_count;
    return Number.isInteger(count) && (count as number) >= 0
      ? { event, data: { unread_count: count as number } }
      : null;
  }
  if (event === 'notification') {
    const isNotification =
      Number.isInteger(body.id) &&
      typeof body.title === 'string' &&
      typeof body.content === 'string' &&
      typeof body.created_at === 'string';
    return isNotification ? { event, data: body as Notification } : null;
  }
  return null;
}

/**
 * GET /notifications/stream. EventSource cannot send the Authorization header (and a token never
 * goes into a URL), so this reads the response body of a plain fetch. Resolves when the server
 * ends the stream; rejects on an error status, a network failure or `signal`.
 */
export async function readNotificationStream({
  token,
  signal,
  onEvent,
  onActivity,
}: {
  token: string;
  signal: AbortSignal;
  onEvent: (event: NotificationStreamEvent) => void;
  /** Every chunk, heartbeats included: the caller's proof that the connection lives. */
  onActivity?: () => void;
}): Promise<void> {
  const response = await fetch(`${apiPrefix()}/notifications/stream`, {
    headers: { Authorization: token, Accept: 'text/event-stream', 'Accept-Language': currentLocale() },
    credentials: 'omit',
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) throw new StreamStatusError(response.status);
  const parse = createSseParser(({ event, data }) => {
    const parsed = parseStreamEvent(event, data);
    if (parsed) onEvent(parsed);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onActivity?.();
    parse(value);
  }
}

/** 1 s, 2 s, 4 s ... up to 30 s, with jitter so a restarted server is not hit by every tab at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** No byte for this long (heartbeats come every 25 s) means a dead connection: open a new one. */
const SILENCE_MS = NOTIFICATION_HEARTBEAT_SECONDS * 2_500;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', wake, { once: true });
  });

async function runStream(
  token: string,
  signal: AbortSignal,
  queryClient: QueryClient,
  onNotification: (notification: Notification) => void,
) {
  const cache = createStreamCache(queryClient);
  let attempt = 0;
  try {
    while (!signal.aborted) {
      const connection = new AbortController();
      const abort = () => connection.abort();
      signal.addEventListener('abort', abort);
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const alive = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(abort, SILENCE_MS);
      };
      try {
        alive();
        await readNotificationStream({
          token,
          signal: connection.signal,
          onActivity: alive,
          onEvent: (event) => {
            attempt = 0;
            cache.apply(event, onNotification);
          },
        });
      } catch (error) {
        if (error instanceof StreamStatusError && error.status === 401) {
          // The session is over. Refetching the bell goes through the http client, whose 401
          // handling clears the session and opens the login page.
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          return;
        }
      } finally {
        clearTimeout(watchdog);
        signal.removeEventListener('abort', abort);
      }
      if (signal.aborted) return;
      // Whatever happened while disconnected is refetched once the stream is back.
      cache.reconnecting();
      await sleep(reconnectDelay(attempt++), signal);
    }
  } finally {
    cache.dispose();
  }
}

/**
 * Keeps the signed-in user's notification queries live: the bell's count, the lists, and a
 * callback per new notification (the toast). Stops on sign-out (the token goes) and on a 401.
 */
export function useNotificationStream(onNotification: (notification: Notification) => void) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeSession, getToken);
  const callback = useRef(onNotification);
  callback.current = onNotification;
  useEffect(() => {
    if (!token) return;
    const stop = new AbortController();
    void runStream(token, stop.signal, queryClient, (notification) => callback.current(notification));
    return () => stop.abort();
  }, [token, queryClient]);
}
