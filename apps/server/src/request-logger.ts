import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type pino from 'pino';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type Bindings = Record<string, unknown>;
type ChildOptions = pino.ChildLoggerOptions;

/**
 * `request.log` and `reply.log`: the pino child with the request's id (and the route's level, if
 * it has one), made on the first line the request logs rather than when the request arrives.
 * Most requests log nothing through it (their one line is OneLinePerRequest's, written from the
 * parent's bindings and `request.id`), and pino's child() ran the redaction over the `reqId`
 * binding on every request: about a tenth of the CPU of a small answer (docs/decisions/028).
 * A line logged through it is the pino child's line, byte for byte.
 */
export class LazyRequestLogger {
  #parent: pino.Logger;
  #bindings: Bindings;
  #options: ChildOptions;
  #child: pino.Logger | undefined;

  constructor(parent: pino.Logger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The real child, made once. */
  get #logger(): pino.Logger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  /** As pino's: a level below the logger's writes nothing, so it makes no child either. */
  isLevelEnabled(level: string): boolean {
    if (this.#child) return this.#child.isLevelEnabled(level);
    if (this.#options.level === undefined) return this.#parent.isLevelEnabled(level);
    const { values } = this.#parent.levels;
    const threshold = values[this.#options.level];
    return threshold !== undefined && (values[level] ?? Number.NEGATIVE_INFINITY) >= threshold;
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const logger = this.#logger;
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): pino.Logger {
    return this.#logger.child(bindings, options);
  }

  bindings(): Bindings {
    return this.#logger.bindings();
  }

  flush(callback?: (error?: Error) => void): void {
    this.#parent.flush(callback);
  }
}

/** Fastify's `childLoggerFactory`: a LazyRequestLogger in place of `logger.child(bindings, options)`. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  new LazyRequestLogger(
    logger as pino.Logger,
    bindings,
    options as ChildOptions,
  ) as unknown as FastifyBaseLogger;
