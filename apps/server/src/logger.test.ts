import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  batchedLines,
  completedLine,
  LINE_DELAY_MS,
  type LineSink,
  loggerConfig,
  redactUrl,
} from './logger.ts';

class Capture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
}

const request = (overrides: Record<string, unknown> = {}) => ({
  id: 'req-1f',
  method: 'GET',
  url: '/uapi/ping',
  ip: '127.0.0.1',
  headers: {} as Record<string, string | undefined>,
  ...overrides,
});

describe('the request completed line', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await app?.close();
  });

  // What the app's logger (Fastify's serializers merged with ours, redaction on) writes for the line.
  function pinoLine(req: ReturnType<typeof request>, reply: { statusCode: number; elapsedTime: number }) {
    const capture = new Capture();
    app = Fastify({ logger: loggerConfig({ level: 'info', stream: capture }) });
    app.log.info({ reqId: req.id, req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    const bindings = (app.log as unknown as Record<symbol, string>)[
      Object.getOwnPropertySymbols(app.log).find((s) => s.description === 'pino.chindings')!
    ]!;
    return { pino: capture.lines.join(''), bindings };
  }

  const cases: [string, ReturnType<typeof request>, { statusCode: number; elapsedTime: number }][] = [
    ['a plain request', request(), { statusCode: 200, elapsedTime: 0.06411499999376247 }],
    [
      'a user agent, a token in the query',
      request({ url: '/uapi/reset?token=abc&x=1', headers: { 'user-agent': 'Mozilla/5.0 (X11)' } }),
      { statusCode: 401, elapsedTime: 12.5 },
    ],
    [
      'quotes, backslashes, control and Latin-1 characters',
      request({
        method: 'POST',
        url: '/uapi/a"b\\c?q=\u0001é\u00ff',
        headers: { 'user-agent': 'x"y\\z\u0007 ñ' },
      }),
      { statusCode: 500, elapsedTime: 1234.5678901 },
    ],
    ['no address (a closed socket)', request({ ip: undefined }), { statusCode: 404, elapsedTime: 3 }],
    [
      'a long URL',
      request({ url: `/uapi/port_calls?q=${'"x'.repeat(120)}` }),
      { statusCode: 200, elapsedTime: 0 },
    ],
  ];

  it.each(cases)('is what the logger writes for %s', (_name, req, reply) => {
    vi.spyOn(Date, 'now').mockReturnValue(1_795_596_124_375);
    const { pino, bindings } = pinoLine(req, reply);
    expect(completedLine(bindings, req as never, reply as never)).toBe(pino);
  });
});

describe('batchedLines', () => {
  function sink(delayMs = LINE_DELAY_MS) {
    const writes: string[] = [];
    const calls: string[] = [];
    const destination: LineSink = {
      write(line) {
        writes.push(line);
        return true;
      },
      flush(callback) {
        calls.push('flush');
        callback?.();
      },
      flushSync() {
        calls.push('flushSync');
      },
    };
    return { writes, calls, lines: batchedLines(destination, delayMs) };
  }
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  const info = (text: string) => `{"level":30,"msg":"${text}"}\n`;
  const error = (text: string) => `{"level":50,"msg":"${text}"}\n`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('writes info lines together, in order, once the first of them is the delay old', async () => {
    // A delay well above two turns of the loop on a busy machine (the server's is LINE_DELAY_MS).
    const delay = 200;
    const { writes, lines } = sink(delay);
    lines.write(info('a'));
    lines.write(info('b'));
    await nextTurn();
    lines.write(info('c'));
    await nextTurn();
    // Not after the turn that logged them: they wait for more lines.
    expect(writes).toEqual([]);
    await sleep(delay + 5);
    expect(writes).toEqual([info('a') + info('b') + info('c')]);
    lines.write(info('d'));
    await sleep(delay + 5);
    expect(writes).toEqual([info('a') + info('b') + info('c'), info('d')]);
    await sleep(delay + 5);
    expect(writes).toHaveLength(2);
  });

  it("writes a warn, error or fatal line (or one that is not pino's) after its turn, with the lines before it", async () => {
    for (const urgent of [error('e'), '{"level":40,"msg":"w"}\n', '{"level":60,"msg":"f"}\n', 'plain\n']) {
      const { writes, lines } = sink();
      lines.write(info('a'));
      lines.write(urgent);
      lines.write(info('b'));
      expect(writes).toEqual([]);
      await nextTurn();
      expect(writes).toEqual([info('a') + urgent + info('b')]);
      await sleep(LINE_DELAY_MS + 5);
      expect(writes).toHaveLength(1);
    }
  });

  it('writes at once when the pending lines pass 64 KiB', () => {
    const { writes, lines } = sink();
    const line = info('x'.repeat(1000));
    for (let i = 0; i * line.length < 64 * 1024; i++) lines.write(line);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.length).toBeGreaterThanOrEqual(64 * 1024);
  });

  it('writes what is pending at once on flush and flushSync', async () => {
    const { writes, calls, lines } = sink();
    lines.write(info('a'));
    lines.flushSync();
    expect(writes).toEqual([info('a')]);
    lines.write(info('b'));
    const flushed = vi.fn();
    lines.flush(flushed);
    expect(writes).toEqual([info('a'), info('b')]);
    expect(flushed).toHaveBeenCalledOnce();
    expect(calls).toEqual(['flushSync', 'flush']);
    // The timer the first line started is gone: nothing is written twice.
    await sleep(LINE_DELAY_MS + 5);
    expect(writes).toHaveLength(2);
  });
});

describe('redactUrl', () => {
  it('hides secret query values and leaves every other URL as it is', () => {
    expect(redactUrl('/uapi/ping')).toBe('/uapi/ping');
    expect(redactUrl('/uapi/port_calls/12/das?x')).toBe('/uapi/port_calls/12/das?x');
    expect(redactUrl('/reset?token=abc&x=1')).toBe('/reset?token=[redacted]&x=1');
    expect(redactUrl('/a?x=1&Password=p%20w#frag')).toBe('/a?x=1&Password=[redacted]#frag');
    expect(redactUrl('/a?access_token=t')).toBe('/a?access_token=[redacted]');
    expect(redactUrl('/a?tokens=t')).toBe('/a?tokens=t');
  });
});
