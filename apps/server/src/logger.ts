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
  // Every redacted parameter has a '=': a URL without one (most) is returned as it is.
  if (!url.includes('=')) return url;
  return url.replace(/([?&](?:token|password|access_token)=)[^&#]*/gi, '$1[redacted]');
}

export interface LoggerOptions {
  level: string;
  /** Where the JSON lines go (tests capture them); stdout by default, written asynchronously. */
  stream?: NodeJS.WritableStream;
}

/** What pino needs of a destination, and what `logger.flush()` calls. */
export interface LineSink {
  write(line: string): boolean;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

/** How long a line below warn may wait for others to share its write(2) (docs/decisions/033). */
export const LINE_DELAY_MS = 10;
/** Pending lines past this many characters are written at once, whatever their age. */
const MAX_PENDING = 64 * 1024;

/**
 * A line at warn or above (pino's `{"level":40` to 60), or one that is not pino's: written at the
 * end of the turn of the event loop that logged it, not after LINE_DELAY_MS.
 */
function isUrgent(line: string): boolean {
  // '{"level":30,': a two-digit level whose first digit is at index 9.
  return !line.startsWith('{"level":') || line.charCodeAt(9) > 0x33 || line.charCodeAt(11) !== 0x2c;
}

/**
 * Lines handed to `destination` in batches: the lines below warn (the one line per request)
 * LINE_DELAY_MS after the first of them was logged, together with every line logged meanwhile;
 * a warn, error or fatal line at the end of the turn of the event loop that logged it (from a
 * setImmediate), with whatever is pending before it; past MAX_PENDING characters at once. Lines
 * keep their order. `flush` and `flushSync` write what is pending at once.
 *
 * Why: one write(2) per turn of the loop (decision 017) was still a write every one or two
 * requests under load, and with the setImmediate that scheduled it about a tenth of the CPU of a
 * small answer to a log file (docs/decisions/033). The timer is unref'd; the lines pending at exit
 * are written by batchedStdout's exit hook.
 */
export function batchedLines(destination: LineSink, delayMs = LINE_DELAY_MS): LineSink {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const writePending = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (immediate !== undefined) {
      clearImmediate(immediate);
      immediate = undefined;
    }
    if (pending === '') return;
    const lines = pending;
    pending = '';
    destination.write(lines);
  };
  return {
    write(line) {
      pending += line;
      if (pending.length >= MAX_PENDING) writePending();
      else if (isUrgent(line)) immediate ??= setImmediate(writePending);
      else if (timer === undefined && immediate === undefined) {
        timer = setTimeout(writePending, delayMs);
        timer.unref();
      }
      return true;
    },
    flush(callback) {
      writePending();
      destination.flush(callback);
    },
    flushSync() {
      writePending();
      destination.flushSync();
    },
  };
}

let stdout: LineSink | undefined;

/**
 * stdout, one per process: batches of lines in one synchronous write(2) each (batchedLines over
 * sonic-boom). A write per line was a tenth of the CPU of a small answer; asynchronous writes
 * (decision 017's second step) went through the thread pool and back for each batch, and cost
 * more CPU than synchronous batched writes (docs/decisions/017, 033). As with
 * pino's and Fastify's default destination, a pipe that is full (EAGAIN) makes sonic-boom wait
 * and retry: a log reader that stops reading slows the server down rather than losing lines. The
 * lines pending at exit are written synchronously: a fatal line logged just before process.exit
 * is kept.
 */
function batchedStdout(): LineSink {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: true });
  const lines = batchedLines(destination);
  process.once('exit', () => lines.flushSync());
  stdout = lines;
  return lines;
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
    stream: stream ?? batchedStdout(),
  };
}

/** What the completed line says of a request: the fields of the `req` serializer, and its id. */
type CompletedRequest = Pick<FastifyRequest, 'id' | 'method' | 'url' | 'ip' | 'headers'>;
type CompletedReply = Pick<FastifyReply, 'statusCode' | 'elapsedTime'>;

/**
 * A JSON value as pino writes it. The strings here come from the HTTP request line and headers
 * (Latin-1, so no lone surrogate) or from Fastify (the id, the address), where JSON.stringify and
 * pino's string writer agree; an undefined value leaves its field out, as in pino.
 */
const field = (name: string, value: string | undefined) =>
  value === undefined ? '' : `,"${name}":${jsonString(value)}`;

/** Printable ASCII but `"` and `\`: a string of these is written by JSON.stringify as it is, in quotes. */
const NO_ESCAPE = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * JSON.stringify of a string, without its scan and copy for the usual value (an ASCII path, an
 * address, a user agent), which needs no escape: half the cost of the line.
 */
const jsonString = (value: string) => (NO_ESCAPE.test(value) ? `"${value}"` : JSON.stringify(value));

/**
 * The "request completed" line, byte for byte what the logger (loggerConfig, its `req`
 * serializer and Fastify's `res` one) writes for
 * `info({ reqId, req, res, responseTime }, 'request completed')`: level, time, the logger's
 * bindings (pid, hostname), then the fields in that order. test/request-line.test.ts compares the
 * two for requests of every shape; a change to the logger's options that changes pino's line
 * fails it.
 */
export function completedLine(bindings: string, request: CompletedRequest, reply: CompletedReply): string {
  const { elapsedTime } = reply;
  return (
    `{"level":30,"time":${Date.now()}${bindings}${field('reqId', request.id)}` +
    `,"req":{"method":${jsonString(request.method)}${field('url', redactUrl(request.url))}` +
    `${field('remoteAddress', request.ip)}${field('userAgent', request.headers['user-agent'])}}` +
    `,"res":{"statusCode":${reply.statusCode}}` +
    `,"responseTime":${Number.isFinite(elapsedTime) ? elapsedTime : null},"msg":"request completed"}\n`
  );
}

/** pino's own fields, read once: the bindings a line carries and where its lines go. */
interface PinoInternals {
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.streamSym]: { write(line: string): unknown };
}

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"):
 * the completed line carries the request too (method, redacted URL, address, user agent), its
 * status and time. Writing and redacting two lines was half the cost of a small answer
 * (docs/decisions/017); a request that never completes still shows in the access refusals and
 * errors it causes.
 *
 * The completed line is not redacted: its fields are the `req` serializer's four (the URL already
 * through redactUrl), the status and the time, none of which a redaction path names. It is
 * written by completedLine, the same bytes pino would write, straight to the logger's stream:
 * pino's generic serialisation of it was the larger part of the line's cost. Everything else,
 * errored requests included, goes through the redacting logger.
 */
export class OneLinePerRequest extends LogController {
  #bindings = '';
  #stream: { write(line: string): unknown } | undefined;

  /** Called once the app's logger exists (buildApp). */
  useLogger(logger: FastifyBaseLogger): void {
    const internals = logger as unknown as PinoInternals;
    this.#bindings = internals[pino.symbols.chindingsSym];
    this.#stream = internals[pino.symbols.streamSym];
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
    } else if (this.#stream === undefined) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else if ((reply.log as pino.Logger).isLevelEnabled('info')) {
      // The request's level decides (a route may have its own).
      this.#stream.write(completedLine(this.#bindings, request, reply));
    }
  }
}
