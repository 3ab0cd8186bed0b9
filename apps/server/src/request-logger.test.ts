import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerConfig, OneLinePerRequest } from './logger.ts';
import { LazyRequestLogger, lazyChildLogger } from './request-logger.ts';

class Capture extends Writable {
  lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
      this.lines.push(rest);
    }
    done();
  }
}

/** The app's logger (redaction and serializers included) writing into a capture. */
function appLogger(level = 'info') {
  const capture = new Capture();
  const options = loggerConfig({ level, stream: capture }) as pino.LoggerOptions & {
    stream: pino.DestinationStream;
  };
  return { capture, logger: pino(options, options.stream) };
}

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

describe('the request logger', () => {
  it('writes what pino’s child writes, redaction included', () => {
    const lazy = appLogger();
    const eager = appLogger();
    const request = new LazyRequestLogger(lazy.logger, { reqId: 'req-7' }, {});
    const child = eager.logger.child({ reqId: 'req-7' }, {});
    for (const logger of [request, child]) {
      logger.info({ event: 'x', body: { password: 'secret' }, user: { token: 't' } }, 'a line');
      logger.warn('plain %s', 'words');
      logger.error({ err: new Error('boom') }, 'failed');
      logger.debug('below the level');
      logger.child({ module: 'm' }).info('from a child');
    }
    expect(lazy.capture.lines).toEqual(eager.capture.lines);
    expect(JSON.stringify(lazy.capture.lines)).not.toContain('secret');
    expect(lazy.capture.lines).toHaveLength(4);
  });

  it('keeps a route’s own level, as pino’s child does', () => {
    const { logger } = appLogger('info');
    for (const level of ['warn', 'debug', 'silent']) {
      const request = new LazyRequestLogger(logger, { reqId: 'r' }, { level });
      const child = logger.child({ reqId: 'r' }, { level });
      expect(request.level).toBe(child.level);
      for (const name of levels) expect(request.isLevelEnabled(name)).toBe(child.isLevelEnabled(name));
    }
    expect(new LazyRequestLogger(logger, {}, {}).level).toBe('info');
  });

  it('makes pino’s child only for a request that logs more than its completed line', async () => {
    const { capture, logger } = appLogger();
    const requestLog = new OneLinePerRequest();
    const app = Fastify({
      loggerInstance: logger,
      logController: requestLog,
      childLoggerFactory: lazyChildLogger,
    });
    requestLog.useLogger(app.log);
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/chatty', async (request) => {
      request.log.debug('not at info');
      request.log.warn({ event: 'noted' }, 'something to note');
      return { ok: true };
    });
    await app.ready();
    const child = vi.spyOn(logger, 'child');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    expect(capture.lines.at(-1)).toMatchObject({ msg: 'request completed', reqId: 'req-1' });
    const chatty = await app.inject({ method: 'GET', url: '/chatty' });
    expect(child).toHaveBeenCalledTimes(1);
    const noted = capture.lines.find((line) => line.event === 'noted');
    expect(chatty.statusCode).toBe(200);
    expect(noted).toMatchObject({ level: 40, reqId: 'req-2', msg: 'something to note' });
    expect(capture.lines.some((line) => line.msg === 'not at info')).toBe(false);
    await app.close();
  });
});
