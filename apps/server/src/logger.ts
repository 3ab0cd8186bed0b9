import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

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
  /** Where the JSON lines go (tests capture them); stdout by default. */
  stream?: NodeJS.WritableStream;
}

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
    ...(stream ? { stream } : {}),
  };
}

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"):
 * the completed line carries the request too (method, redacted URL, address, user agent), its
 * status and time. Writing and redacting two lines was half the cost of a small answer
 * (docs/decisions/017); a request that never completes still shows in the access refusals and
 * errors it causes.
 */
export class OneLinePerRequest extends LogController {
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
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
