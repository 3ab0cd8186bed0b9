import { createSseParser, type NotificationStreamEvent } from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/** The base URL of an app listening on a free port (inject cannot stream). */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export interface OpenStream {
  response: Response;
  events: NotificationStreamEvent[];
  /** Resolves when the server ends the stream (or the client aborts it). */
  ended: Promise<void>;
  /** The first event (from `from` on) that matches; waits for it up to 10 s. */
  waitFor<E extends NotificationStreamEvent['event']>(
    event: E,
    match?: (data: Extract<NotificationStreamEvent, { event: E }>['data']) => boolean,
    from?: number,
  ): Promise<Extract<NotificationStreamEvent, { event: E }>['data']>;
  close(): void;
}

/**
 * GET /uapi/notifications/stream with real fetch streaming and the Authorization header, as the
 * browser does, in the app's language `locale` (its Accept-Language).
 */
export async function openStream(
  baseUrl: string,
  token: string,
  path = '/uapi/notifications/stream',
  locale: 'en-US' | 'zh-CN' = 'en-US',
) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: token, accept: 'text/event-stream', 'accept-language': locale },
    signal: controller.signal,
  });
  const events: NotificationStreamEvent[] = [];
  const parse = createSseParser(({ event, data }) => {
    events.push({ event, data: JSON.parse(data) } as NotificationStreamEvent);
  });
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted by close().
    }
  })();
  const stream: OpenStream = {
    response,
    events,
    ended,
    waitFor: (event, match = () => true, from = 0) =>
      vi.waitFor(
        () => {
          const found = events.slice(from).find((e) => e.event === event && match(e.data as never));
          if (!found) throw new Error(`no ${event} event yet: ${JSON.stringify(events)}`);
          return found.data as never;
        },
        { timeout: 10_000, interval: 20 },
      ),
    close: () => controller.abort(),
  };
  return stream;
}
