import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../test/fixtures.ts';
import { registerFeedback } from './feedback.ts';
import { HttpError, http, resetServerError, startEarlyGet } from './http.ts';
import { i18n } from './i18n.ts';
import { getToken, saveSession } from './session.ts';
import { getStored, setStored } from './storage.ts';
import { takeSignedOutReason } from './token.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const routes = new Map<string, Handler>();
const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const user = testUser;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const handler = routes.get(`${req.method} ${path}`);
      if (handler) handler(req, res, body);
      else json(res, 404, { code: 404, msg: 'This API route does not exist.', data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await i18n.changeLanguage('en-US');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const showError = vi.fn();
const navigate = vi.fn();
beforeEach(() => {
  const { port } = server.address() as AddressInfo;
  setStored('urlprefix', `http://127.0.0.1:${port}/uapi`);
  registerFeedback({ showError, navigate });
  window.history.replaceState(null, '', '/das-mgmt?tab=drafts');
});
afterEach(() => {
  routes.clear();
  seen.length = 0;
  showError.mockReset();
  navigate.mockReset();
  localStorage.clear();
  // A 401 keeps its reason in sessionStorage: none may reach the next test.
  sessionStorage.clear();
  resetServerError();
  vi.useRealTimers();
});

describe('http client against a real server', () => {
  it('answers data for an envelope with code 200 and sends token, language and no cookies', async () => {
    saveSession('tok-123', user, false);
    routes.set('GET /uapi/users/me', (_req, res) =>
      json(res, 200, { code: 200, msg: 'OK', data: { object: user } }),
    );
    const data = await http.get<{ object: typeof user }>('/users/me', { params: { page: 1, q: undefined } });
    expect(data.object.display_name).toBe('Olivia Chen');
    expect(seen[0]?.url).toBe('/uapi/users/me?page=1');
    expect(seen[0]?.headers.authorization).toBe('tok-123');
    expect(seen[0]?.headers['accept-language']).toBe('en-US');
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(showError).not.toHaveBeenCalled();
  });

  it('sends JSON bodies and puts the Authorization response header into the login data', async () => {
    routes.set('POST /uapi/users/name_login', (_req, res) =>
      json(res, 200, { code: 200, msg: 'OK', data: user }, { Authorization: 'fresh-token' }),
    );
    const data = await http.post<typeof user & { token: string }>(
      '/users/name_login',
      { name: 'principal', password: 'x' },
      { readToken: true, skipErrorHandler: true },
    );
    expect(data.token).toBe('fresh-token');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ name: 'principal', password: 'x' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('rejects a non-200 envelope with its msg and code, and shows a toast', async () => {
    routes.set('PUT /uapi/users/7', (_req, res) =>
      json(res, 422, { code: 422, msg: 'Email Address has already been taken！', data: null }),
    );
    const error = await http.put('/users/7', { email: 'x@y.z' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Email Address has already been taken！', code: 422 });
    expect(showError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Email Address has already been taken！' }),
    );
  });

  it('says "Request failed" when a failing envelope has no msg', async () => {
    routes.set('GET /uapi/thing', (_req, res) => json(res, 200, { code: 409, msg: '', data: null }));
    await expect(http.get('/thing')).rejects.toMatchObject({ message: 'Request failed', code: 409 });
  });

  it('stays silent when the request opts out of the error handler, even on 401', async () => {
    saveSession('tok', user, true);
    routes.set('POST /uapi/users/name_login', (_req, res) =>
      json(res, 401, { code: 401, msg: 'Username or password is incorrect.', data: null }),
    );
    await expect(http.post('/users/name_login', {}, { skipErrorHandler: true })).rejects.toMatchObject({
      message: 'Username or password is incorrect.',
      code: 401,
    });
    expect(showError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
  });

  it('on 401 clears token and user, emits the token event and goes to login remembering the page', async () => {
    saveSession('expired', user, true);
    const events: unknown[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('portledger:token', listen);
    routes.set('GET /uapi/users/me', (_req, res) =>
      json(res, 401, { code: 401, msg: 'Your session has expired. Please sign in again.', data: null }),
    );
    await expect(http.get('/users/me')).rejects.toMatchObject({ code: 401 });
    window.removeEventListener('portledger:token', listen);
    expect(getStored('token')).toBeUndefined();
    expect(getStored('userInfo')).toBeUndefined();
    expect(events).toEqual([null]);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fdas-mgmt%3Ftab%3Ddrafts');
    // The login page shows why, once.
    expect(takeSignedOutReason()).toBe('Your session has expired. Please sign in again.');
    expect(takeSignedOutReason()).toBeUndefined();
  });

  it('keeps no signed-out reason for a request that handles its own 401 (a wrong password)', async () => {
    routes.set('POST /uapi/users/name_login', (_req, res) =>
      json(res, 401, { code: 401, msg: 'Username or password is incorrect.', data: null }),
    );
    await expect(http.post('/users/name_login', {}, { skipErrorHandler: true })).rejects.toMatchObject({
      code: 401,
    });
    expect(takeSignedOutReason()).toBeUndefined();
  });

  it('shows the 401 of many parallel requests as one toast, and none for a request given up meanwhile', async () => {
    saveSession('ended', user, false);
    const msg = 'Your session was ended by an operator. Please sign in again.';
    routes.set('GET /uapi/users/me', (_req, res) => json(res, 401, { code: 401, msg, data: null }));
    routes.set('GET /uapi/port_calls', (_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.write('{"code":401,');
      setTimeout(() => res.end(`"msg":"${msg}","data":null}`), 300);
    });
    const controller = new AbortController();
    const slow = http.get('/port_calls', { signal: controller.signal }).catch((e: unknown) => e);
    await expect(http.get('/users/me')).rejects.toMatchObject({ code: 401 });
    await expect(http.get('/users/me')).rejects.toMatchObject({ code: 401 });
    controller.abort();
    expect(await slow).not.toBeInstanceOf(HttpError);
    expect(showError.mock.calls.map(([toast]) => toast)).toEqual([
      { message: msg, key: 'http-unauthorized' },
      { message: msg, key: 'http-unauthorized' },
    ]);
  });

  it('does not redirect on 401 when already on the login page', async () => {
    window.history.replaceState(null, '', '/auth/login');
    routes.set('GET /uapi/users/me', (_req, res) =>
      json(res, 401, { code: 401, msg: 'Please sign in.', data: null }),
    );
    await expect(http.get('/users/me')).rejects.toMatchObject({ code: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a non-envelope HTTP failure into a toast with code and message', async () => {
    routes.set('GET /uapi/plain', (_req, res) => json(res, 418, { error: 'I am a teapot' }));
    await expect(http.get('/plain')).rejects.toMatchObject({ message: 'I am a teapot', code: 418 });
    expect(showError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Request failed (418): I am a teapot' }),
    );
  });

  it('aborts after the timeout and rejects with "Failed to fetch data: ..."', async () => {
    routes.set('GET /uapi/slow', () => {
      /* never answers */
    });
    const error = await http.get('/slow', { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Failed to fetch data: no answer within 0 seconds', code: 0 });
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('answers a GET started early from that request, sent once, and asks again for another token', async () => {
    saveSession('tok-early', user, false);
    let served = 0;
    routes.set('GET /uapi/port_calls', (_req, res) => {
      served += 1;
      json(res, 200, { code: 200, msg: 'OK', data: { served } });
    });
    startEarlyGet('/port_calls', { tab: 'all', page: 1, q: undefined });
    startEarlyGet('/port_calls', { tab: 'all', page: 1 });
    await expect(http.get('/port_calls', { params: { tab: 'all', page: 1 } })).resolves.toEqual({
      served: 1,
    });
    expect(seen.map((request) => request.url)).toEqual(['/uapi/port_calls?tab=all&page=1']);
    expect(seen[0]?.headers.authorization).toBe('tok-early');
    expect(seen[0]?.headers['accept-language']).toBe('en-US');

    // Started again right after it was taken (the router and the prefetch both start it): not sent.
    startEarlyGet('/port_calls', { tab: 'all', page: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    // Taken once: the next request asks the server again.
    await expect(http.get('/port_calls', { params: { tab: 'all', page: 1 } })).resolves.toEqual({
      served: 2,
    });
    // Started for another session: not this session's answer.
    startEarlyGet('/port_calls', { tab: 'done' });
    saveSession('tok-other', user, false);
    await expect(http.get('/port_calls', { params: { tab: 'done' } })).resolves.toEqual({ served: 4 });
    expect(seen.slice(2).map((request) => request.headers.authorization)).toEqual(['tok-early', 'tok-other']);
  });

  it('handles an early answer as its own: a 401 ends the session with one toast', async () => {
    saveSession('tok-expired', user, false);
    routes.set('GET /uapi/port_calls', (_req, res) =>
      json(res, 401, { code: 401, msg: 'Your session has expired.', data: null }),
    );
    startEarlyGet('/port_calls', { tab: 'all' });
    await expect(http.get('/port_calls', { params: { tab: 'all' } })).rejects.toMatchObject({ code: 401 });
    expect(seen).toHaveLength(1);
    expect(getStored('token')).toBeUndefined();
    expect(showError).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fdas-mgmt%3Ftab%3Ddrafts');
  });

  it('rejects quietly when the caller of an early GET aborts', async () => {
    saveSession('tok-slow', user, false);
    let answer: (() => void) | undefined;
    routes.set('GET /uapi/slow-early', (_req, res) => {
      answer = () => json(res, 200, { code: 200, msg: 'OK', data: null });
    });
    startEarlyGet('/slow-early');
    const controller = new AbortController();
    const promise = http.get('/slow-early', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(promise).rejects.toBeDefined();
    expect(seen).toHaveLength(1);
    expect(showError).not.toHaveBeenCalled();
    // The early GET itself is not aborted: it ends when the server answers.
    answer?.();
  });

  it('rejects quietly when the caller aborts', async () => {
    routes.set('GET /uapi/slow', () => {});
    const controller = new AbortController();
    const promise = http.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(promise).rejects.toBeDefined();
    expect(showError).not.toHaveBeenCalled();
  });

  it('rejects with "Failed to fetch data" when nothing listens', async () => {
    setStored('urlprefix', 'http://127.0.0.1:1/uapi');
    await expect(http.get('/users/me')).rejects.toMatchObject({
      message: expect.stringMatching(/^Failed to fetch data: /),
      code: 0,
    });
  });

  it('after a 5xx aborts pending requests and intercepts later ones until /health answers again', async () => {
    let healthy = false;
    routes.set('GET /uapi/slow', () => {});
    routes.set('GET /uapi/boom', (_req, res) =>
      json(res, 500, { code: 500, msg: 'Something went wrong on the server.', data: null }),
    );
    routes.set('GET /uapi/health', (_req, res) =>
      healthy
        ? json(res, 200, { code: 200, msg: 'OK', data: {} })
        : json(res, 503, { code: 503, msg: 'down', data: null }),
    );
    routes.set('GET /uapi/ok', (_req, res) => json(res, 200, { code: 200, msg: 'OK', data: 'fine' }));

    const slow = http.get('/slow').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await expect(http.get('/boom')).rejects.toMatchObject({ code: 500 });
    const intercepted = /intercepted because the server returned an error/;
    expect(await slow).toMatchObject({ message: expect.stringMatching(intercepted) });

    await expect(http.get('/ok')).rejects.toMatchObject({ message: expect.stringMatching(intercepted) });
    expect(seen.filter((r) => r.url === '/uapi/ok')).toHaveLength(0);

    healthy = true;
    resetServerError(); // what a page reload does
    await expect(http.get('/ok')).resolves.toBe('fine');
  });

  it('clears the server-error flag by itself once the health check succeeds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    routes.set('GET /uapi/boom', (_req, res) => json(res, 502, { error: 'Bad Gateway' }));
    routes.set('GET /uapi/health', (_req, res) => json(res, 200, { code: 200, msg: 'OK', data: {} }));
    routes.set('GET /uapi/ok', (_req, res) => json(res, 200, { code: 200, msg: 'OK', data: 'fine' }));
    await expect(http.get('/boom')).rejects.toMatchObject({ code: 502 });
    expect(showError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Request failed (502): Bad Gateway' }),
    );
    await expect(http.get('/ok')).resolves.toBe('fine');
    expect(seen.map((r) => r.url)).toEqual(['/uapi/boom', '/uapi/health', '/uapi/ok']);
  });
});
