import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';

/** Anything that can carry a secret in a log line, at the depths pino sees it. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  'headers.authorization',
  'authorization',
  'body.password',
  'body.current_password',
  'body.password_confirmation',
  'body.token',
  '*.password',
  '*.current_password',
  '*.password_confirmation',
  '*.token',
  '*.passwordHash',
  '*.tokenHash',
];

/** Hides the value of secret-looking query parameters (the reset page URL carries its token). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|access_token)=)[^&#]*/gi, '$1[redacted]');
}

export interface LoggerOptions {
  level: string;
  /** Where the JSON lines go (tests capture them); stdout by default, written asynchronously. */
  stream?: NodeJS.WritableStream;
}

/**
 * stdout, written asynchronously: lines logged while a write is under way go out together in the
 * next one instead of one blocking write(2) each (a tenth of the CPU of a small answer,
 * docs/decisions/017). pino flushes what is pending synchronously when the process exits, so a
 * fatal line written before process.exit still reaches the log.
 */
const asyncStdout = () => pino.destination({ dest: 1, sync: false });

export function loggerConfig({ level, stream }: LoggerOptions): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers?.['user-agent'],
      }),
    },
    stream: stream ?? asyncStdout(),
  };
}

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"):
 * the completed line carries the request too (method, redacted URL, address, user agent), its
 * status and time. Writing and redacting two lines was half the cost of a small answer
 * (docs/decisions/017); a request that never completes still shows in the access refusals and
 * errors it causes.
 *
 * The completed line is written by a child of the app's logger without pino's redaction: its
 * fields are the `req` serializer's four (the URL already through redactUrl), the status and the
 * time, none of which a redaction path names, and redacting it was the largest part of the line's
 * cost. Everything else, errored requests included, goes through the redacting logger.
 */
export class OneLinePerRequest extends LogController {
  #lines: FastifyBaseLogger | undefined;

  /** Called once the app's logger exists (buildApp). */
  useLogger(logger: FastifyBaseLogger): void {
    this.#lines = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (this.#lines === undefined) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else if ((reply.log as pino.Logger).isLevelEnabled('info')) {
      // The request's level decides (a route may have its own); its id as its logger binds it.
      this.#lines.info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}
