import { DEFAULT_API_PREFIX, REQUEST_TIMEOUT_MS } from '@portledger/contracts';
import { feedback } from './feedback.ts';
import { currentLocale, i18n, initialLocale } from './i18n.ts';
import { getStored } from './storage.ts';
import { clearSession, getToken, rememberSignedOutReason } from './token.ts';

/**
 * The one http client (SPEC.md sections 7 and 8). Every failure rejects with an HttpError.
 *
 * Answers are trusted to match their contract: the server serializes every response through its
 * zod schema (fastify-type-provider-zod's serializerCompiler, apps/server/src/app.ts) and answers
 * 500 rather than a body that does not match. So the fetchers of the pages every session opens
 * first (the signed-in layout, the bell, option lists, the port-call list) type the answer
 * instead of parsing it again, and those pages do not download zod (docs/decisions/018).
 */
export class HttpError extends Error {
  constructor(
    message: string,
    /** Envelope code or HTTP status; 0 when no answer arrived. */
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  body?: unknown;
  /** The caller shows the error itself: no toast, and a 401 is not a session expiry (login, reset). */
  skipErrorHandler?: boolean;
  /** Copy the Authorization response header into `data.token` (login). */
  readToken?: boolean;
  /** Resolve with the whole envelope `{code, msg, data}` instead of `data` (to show the server's msg). */
  returnEnvelope?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers, e.g. the Idempotency-Key of a payment submit. */
  headers?: Record<string, string>;
}

interface Pending {
  controller: AbortController;
  reason?: 'timeout' | 'intercepted';
}
const pending = new Set<Pending>();

/**
 * Server-error flag: set by any answer with status >= 500. While set, pending requests are aborted
 * and new ones are intercepted. It is module state, so a page reload clears it; so does a
 * successful GET /health, probed at most every HEALTH_RETRY_MS, so a transient 500 does not
 * brick the session until reload.
 */
export const HEALTH_RETRY_MS = 5_000;
let serverError = false;
let lastProbe: { at: number; result: Promise<boolean> } | undefined;

export const hasServerError = () => serverError;
export function resetServerError(): void {
  serverError = false;
  lastProbe = undefined;
}

export const apiPrefix = () => getStored<string>('urlprefix') || DEFAULT_API_PREFIX;
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;

function buildUrl(path: string, params?: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return `${apiPrefix()}${path}${search ? `?${search}` : ''}`;
}

function probeHealth(): Promise<boolean> {
  const now = Date.now();
  if (lastProbe && now - lastProbe.at < HEALTH_RETRY_MS) return lastProbe.result;
  const result = fetch(buildUrl('/health'), { credentials: 'omit', signal: AbortSignal.timeout(10_000) })
    .then(async (res) => res.ok && ((await res.json()) as { code?: number }).code === 200)
    .catch(() => false);
  lastProbe = { at: now, result };
  return result;
}

function toast(options: RequestOptions, message: string, key?: string) {
  if (!options.skipErrorHandler) feedback().showError({ message, key });
}

function onUnauthorized(options: RequestOptions, message?: string) {
  if (options.skipErrorHandler) return;
  clearSession();
  if (message) rememberSignedOutReason(message);
  const { pathname, search } = window.location;
  if (!pathname.startsWith('/auth/login')) {
    feedback().navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`);
  }
}

const isEnvelope = (body: unknown): body is { code: number; msg?: string; data?: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

function intercepted(options: RequestOptions): HttpError {
  const message = t('http.intercepted');
  toast(options, message, 'http-intercepted');
  return new HttpError(message, 0);
}

/**
 * GETs started before their page asks for them: a route starts its first request with its code
 * (prefetch-port-calls.ts), while the page's chunks are still downloading. The page's own request
 * for the same URL, token and language then takes that answer instead of asking again, and handles
 * it as its own (same errors, same 401, same toasts). An answer is taken once; after EARLY_MS it is
 * dropped, and the same request may be started early again.
 */
const early = new Map<string, { at: number; response: Promise<Response>; taken: boolean }>();
const EARLY_MS = 5_000;

// The language the request is sent in. Before i18next has started (the page's texts are still on
// their way, and a route's first request already leaves) it is the one i18next will start in, not
// its fallback: the early request and the page's own then ask in the same language.
const requestLocale = () => (i18n.isInitialized ? currentLocale() : initialLocale);
const earlyKey = (url: string, token: string | null | undefined, locale: string) =>
  `${locale} ${token ?? ''} ${url}`;

/** Starts GET `path` now for the page that will ask for it (once for the same request). */
export function startEarlyGet(path: string, params?: Params): void {
  if (serverError) return;
  const url = buildUrl(path, params);
  const token = getToken();
  const locale = requestLocale();
  const key = earlyKey(url, token, locale);
  const now = Date.now();
  for (const [other, { at }] of early) if (now - at > EARLY_MS) early.delete(other);
  // Started already (and maybe taken: the prefetch and the router both start it on the first load).
  if (early.has(key)) return;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  if (token) headers.Authorization = token;
  const response = fetch(url, { method: 'GET', headers, credentials: 'omit' });
  // Unclaimed, a failure is nobody's: the page's own request reports it.
  response.catch(() => undefined);
  early.set(key, { at: now, response, taken: false });
}

function takeEarly(
  url: string,
  token: string | null | undefined,
  locale: string,
): Promise<Response> | undefined {
  const key = earlyKey(url, token, locale);
  const found = early.get(key);
  if (!found || found.taken || Date.now() - found.at > EARLY_MS) return undefined;
  found.taken = true;
  return found.response;
}

/** `response`, or a rejection as soon as `signal` aborts (the early GET itself cannot be aborted). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (serverError) {
    if (await probeHealth()) resetServerError();
    else throw intercepted(options);
  }
  const entry: Pending = { controller: new AbortController() };
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timer = setTimeout(() => {
    entry.reason = 'timeout';
    entry.controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => entry.controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  pending.add(entry);

  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': requestLocale(),
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(path, options.params);
  const started =
    (options.method ?? 'GET') === 'GET' && !options.headers
      ? takeEarly(url, token, headers['Accept-Language']!)
      : undefined;

  try {
    const res = await (started
      ? untilAborted(started, entry.controller.signal)
      : fetch(url, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: 'omit',
          signal: entry.controller.signal,
        }));
    const body: unknown = await res.json().catch(() => undefined);
    // The caller gave up while the body was on its way (a 401 elsewhere ended the session and the
    // queries were cancelled): there is nothing to tell the user.
    if (body === undefined && options.signal?.aborted) throw options.signal.reason;

    if (res.status >= 500) {
      serverError = true;
      for (const other of pending) {
        if (other === entry) continue;
        other.reason = 'intercepted';
        other.controller.abort();
      }
    }
    if (isEnvelope(body)) {
      if (body.code === 200 && res.ok) {
        if (options.returnEnvelope) return body as T;
        if (!options.readToken) return body.data as T;
        return { ...(body.data as object), token: res.headers.get('Authorization') ?? '' } as T;
      }
      const isUnauthorized = body.code === 401 || res.status === 401;
      const message = body.msg || t('http.fail');
      if (isUnauthorized) onUnauthorized(options, message);
      // Every request of the page gets the same 401 when a session ends: one toast says it.
      toast(options, message, isUnauthorized ? 'http-unauthorized' : undefined);
      throw new HttpError(message, body.code, body.data);
    }
    if (res.status === 401) onUnauthorized(options);
    const message = (body as { error?: string } | undefined)?.error || res.statusText || t('http.fail');
    toast(options, t('http.status', { code: res.status, message }));
    throw new HttpError(message, res.status, body);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (entry.reason === 'intercepted') throw intercepted(options);
    // The caller gave up (TanStack Query cancels on unmount): not an error worth a toast.
    if (options.signal?.aborted) throw error;
    const cause =
      entry.reason === 'timeout'
        ? t('http.timeout', { seconds: Math.round(timeoutMs / 1000) })
        : (error as Error).message;
    const message = t('http.failedToFetch', { message: cause });
    toast(options, message, 'http-failed');
    throw new HttpError(message, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    pending.delete(entry);
  }
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
