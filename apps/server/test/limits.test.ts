import { Readable } from 'node:stream';
import { MAX_FILE_BYTES, MAX_PER_PAGE, OPTION_LIMIT } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { MAX_RESETS_PER_IP, MAX_RESETS_PER_NAME } from '../src/modules/auth/reset-rate-limit.ts';
import { accessOf } from '../src/plugins/route-access.ts';
import { auth, DEMO_PASSWORD, EN, login, startTestApp, type TestApp } from './helpers.ts';

const ZH = { 'accept-language': 'zh-CN' };
let t: TestApp;
let operator: string;
/** One signed-in token per kind: each list is asked by a kind the authorization matrix lets in. */
const tokens: Partial<Record<'principal' | 'agent' | 'operator', string>> = {};
/** A second app instance on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT_BYTES: '4096' });
  other = await buildApp({ config: t.config, database: t.database, logger: { level: 'silent' } });
  await other.ready();
  operator = (await login(t.app, 'operator')).token!;
  tokens.operator = operator;
  tokens.principal = (await login(t.app, 'principal')).token!;
  tokens.agent = (await login(t.app, 'agent')).token!;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('body size (BODY_LIMIT_BYTES)', () => {
  it("answers 413 in the caller's language, before the route runs", async () => {
    const payload = { display_name: 'x'.repeat(5000) };
    for (const [headers, msg] of [
      [EN, 'The request is too large.'],
      [ZH, '请求内容过大。'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/uapi/users/1',
        headers: { ...headers, authorization: operator },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 413, msg, data: null });
    }
  });

  it('counts the bytes of a body sent without a length', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: Readable.from([`{"name":"agent","password":"${'x'.repeat(8000)}"}`]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe('The request is too large.');
  });
});

describe('per_page cap', () => {
  it(`refuses per_page above ${MAX_PER_PAGE} with 400 on every list of the API`, async () => {
    const docs = (await t.app.inject({ url: '/uapi/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: object }[] }>>;
    };
    const lists = Object.entries(docs.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) =>
          operation.parameters?.some((p) => p.in === 'query' && p.name === 'per_page'),
        )
        .map(([method, operation]) => ({ method, path, operation })),
    );
    // Every paged list there is today; a new one is checked as soon as it exists.
    expect(lists.length).toBeGreaterThanOrEqual(15);
    for (const { method, path, operation } of lists) {
      expect(method).toBe('get');
      const perPage = operation.parameters!.find((p) => p.name === 'per_page')!.schema;
      expect(perPage, path).toMatchObject({ maximum: MAX_PER_PAGE });
      const url = path.replace(/\{[^}]+\}/g, '1');
      const callers = accessOf(`GET ${path.replace(/^\/uapi/, '').replace(/\{([^}]+)\}/g, ':$1')}`)?.callers;
      expect(callers, path).toBeDefined();
      const kind = callers === 'public' ? 'operator' : callers![0]!;
      const caller = tokens[kind]!;
      const tooMany = await t.app.inject({ url: `${url}?per_page=1000`, headers: auth(caller) });
      expect(tooMany.statusCode, path).toBe(400);
      expect(tooMany.json().data.errors, path).toEqual([
        { field: 'per_page', message: 'Page size must be at most 100' },
      ]);
      const most = await t.app.inject({ url: `${url}?per_page=${MAX_PER_PAGE}`, headers: auth(caller) });
      expect(most.statusCode, path).not.toBe(400);
    }
  });
});

describe('option lists', () => {
  it(`answer at most ${OPTION_LIMIT} rows, however many there are`, async () => {
    const docs = (await t.app.inject({ url: '/uapi/docs/json' })).json() as { paths: Record<string, object> };
    const options = Object.keys(docs.paths).filter((path) => /\/option$/.test(path));
    expect(options.length).toBeGreaterThanOrEqual(12);
    let capped = 0;
    for (const path of options) {
      const response = await t.app.inject({ url: path, headers: auth(operator) });
      expect(response.statusCode, path).toBe(200);
      const rows = response.json().data.objects.length;
      expect(rows, path).toBeLessThanOrEqual(OPTION_LIMIT);
      if (rows === OPTION_LIMIT) capped++;
    }
    // Countries, currencies, ports and cost items have hundreds of rows: the cap is really applied.
    expect(capped).toBeGreaterThanOrEqual(3);
  });
});

describe('password reset requests (POST /users/send_reset)', () => {
  const sendReset = (app: FastifyInstance, name: string, ip: string, headers: Record<string, string> = EN) =>
    app.inject({
      method: 'POST',
      url: '/uapi/users/send_reset',
      headers,
      payload: { name },
      remoteAddress: ip,
    });
  const resetMails = async () =>
    (await t.database.db.select({ n: count() }).from(schema.passwordResetTokens))[0]!.n;

  it(`allows ${MAX_RESETS_PER_NAME} per name an hour, across instances, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < MAX_RESETS_PER_NAME; i++) {
      const app = i % 2 === 0 ? t.app : other;
      expect((await sendReset(app, 'agent', `10.30.0.${i}`)).statusCode).toBe(200);
    }
    const mails = await resetMails();
    const refused = await sendReset(other, 'AGENT', '10.30.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      msg: 'Too many password reset requests. Try again in 60 minutes.',
      data: null,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await resetMails()).toBe(mails);
    // Another name is not affected.
    expect((await sendReset(t.app, 'agent2', '10.30.1.1')).statusCode).toBe(200);
  });

  it('answers the same 429 whether the name exists or not', async () => {
    for (let i = 0; i < MAX_RESETS_PER_NAME; i++) {
      const unknown = await sendReset(t.app, 'no-such-user', `10.31.0.${i}`);
      expect(unknown.statusCode).toBe(422);
    }
    const refusedUnknown = await sendReset(t.app, 'no-such-user', '10.31.1.1');
    const refusedKnown = await sendReset(t.app, 'agent', '10.31.1.2');
    expect(refusedUnknown.statusCode).toBe(429);
    expect(refusedUnknown.json()).toEqual(refusedKnown.json());
    const zh = await sendReset(t.app, 'no-such-user', '10.31.1.3', ZH);
    expect(zh.json().msg).toBe('密码重置请求过于频繁，请在 60 分钟后重试。');
  });

  it(`allows ${MAX_RESETS_PER_IP} per address an hour, whatever the names`, async () => {
    const ip = '10.32.0.1';
    for (let i = 0; i < MAX_RESETS_PER_IP; i++) {
      expect((await sendReset(i % 2 ? t.app : other, `guess-${i}`, ip)).statusCode).toBe(422);
    }
    const refused = await sendReset(t.app, 'principal', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await sendReset(t.app, 'principal', '10.32.0.2')).statusCode).toBe(200);
  });

  it('lifts the limit when the hour has passed', async () => {
    await t.database.db.insert(schema.passwordResetRequests).values(
      Array.from({ length: MAX_RESETS_PER_NAME }, () => ({
        nameKey: 'principal2',
        ip: '10.33.0.1',
        createdAt: new Date(Date.now() - 61 * 60_000),
      })),
    );
    expect((await sendReset(t.app, 'principal2', '10.33.0.1')).statusCode).toBe(200);
  });
});

describe('sign-in attempts', () => {
  it('are limited across instances: failures on one count on the other', async () => {
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : other;
      const failed = await app.inject({
        method: 'POST',
        url: '/uapi/users/name_login',
        headers: EN,
        payload: { name: 'principal3', password: 'wrong-password' },
        remoteAddress: `10.34.0.${i}`,
      });
      expect(failed.statusCode).toBe(401);
    }
    const refused = await other.inject({
      method: 'POST',
      url: '/uapi/users/name_login',
      headers: ZH,
      payload: { name: 'principal3', password: DEMO_PASSWORD },
      remoteAddress: '10.34.1.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/^登录尝试次数过多，请在 \d+ 分钟后重试。$/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('upload size', () => {
  it(`refuses a file over ${MAX_FILE_BYTES / 1024 / 1024} MB with 413 in Chinese too, storing nothing`, async () => {
    const files = async () => (await t.database.db.select({ n: count() }).from(schema.files))[0]!.n;
    const before = await files();
    const boundary = 'limit-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      ),
      Buffer.alloc(MAX_FILE_BYTES + 1, 0x20),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/files',
      headers: {
        ...ZH,
        authorization: operator,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, msg: '文件超过 20 MB。', data: null });
    expect(await files()).toBe(before);
  });
});
