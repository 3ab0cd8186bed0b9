import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/envelope.ts';
import { createNotificationHub } from './notification-hub.ts';
import { SseStream } from './sse-stream.ts';

/**
 * GET /notifications/stream: the signed-in user's live notifications as server-sent events,
 * authenticated by the Authorization header like every route (the browser reads it with fetch;
 * a token never goes into a URL). Also starts and stops this instance's notification hub.
 */
export async function notificationStreamRoute(app: FastifyInstance) {
  const hub = createNotificationHub({
    database: app.database,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    apiPrefix: app.config.apiPrefix,
    log: app.log.child({ module: 'notifications' }),
    idleMinutes: app.config.sessionIdleMinutes,
  });
  app.addHook('onReady', () => hub.start());
  // Open streams would keep server.close() waiting for ever: end them first.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', () => hub.stop());

  // Without the zod type provider: the 200 answer is a stream, not an envelope.
  app.get('/notifications/stream', {
    schema: {
      tags: ['notifications'],
      summary: 'Live notifications (text/event-stream)',
      description:
        'Events: `unread` `{ unread_count }` on connect and whenever the count changes; `notification` ' +
        '(a notification object) for each new one. A `: heartbeat` comment every 25 s.',
      response: errorResponses(401, 429),
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      if (!hub.hasRoomFor(user.id)) throw new AppError(429, 'notifications.tooManyStreams');
      const stream = new SseStream(user.id, user.sessionId, request.locale);
      // A stream is quiet between heartbeats: the server's idle timeout must not cut it.
      request.raw.socket.setTimeout(0);
      reply.raw.on('close', () => {
        hub.remove(stream);
        stream.close();
      });
      hub.open(stream);
      // Tell the client what to wait before reconnecting, and get the headers out now.
      stream.body.write('retry: 5000\n\n');
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // When the stream ends (shutdown, expired session) the client opens a new connection
          // anyway; an idle keep-alive socket left behind would hold up server.close().
          .header('connection', 'close')
          .send(stream.body)
      );
    },
  });
}
