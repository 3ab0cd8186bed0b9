import autocannon, { type Client } from 'autocannon';
import { type Summary, summarize } from './stats.ts';

/** One HTTP request a scenario repeats; `setupClient` lets a connection keep its own state. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupClient?: (client: Client) => void;
  /** The path of each request, asked anew for every one (instead of `path` every time). */
  nextPath?: () => string;
}

export interface LoadResult extends Summary {
  /** Responses per second over the whole run, errors included. */
  rps: number;
  /** Answers other than 2xx, and requests that got no answer (refused, reset, timed out). */
  non2xx: number;
  errors: number;
  statuses: Record<number, number>;
}

/** How long the requests still in flight at the deadline may take: the slowest seen, 5 s at most. */
export function settleMs(latencies: readonly number[]): number {
  let slowest = 0;
  for (const ms of latencies) if (ms > slowest) slowest = ms;
  return Math.min(5_000, Math.ceil(slowest) + 50);
}

/**
 * Runs one request against the server from `connections` clients for `duration` seconds with
 * autocannon. Latencies are kept per response (autocannon's own histogram has no p95).
 */
export function runHttp(
  baseUrl: string,
  request: HttpRequest,
  connections: number,
  duration: number,
  latencies: number[] = [],
): Promise<LoadResult> {
  const statuses: Record<number, number> = {};
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      {
        url: new URL(request.path, baseUrl).href,
        method: request.method,
        headers: {
          'accept-language': 'en-US',
          ...(request.body ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        body: request.body,
        connections,
        duration,
        timeout: 30,
        setupClient: request.setupClient,
        ...(request.nextPath
          ? {
              requests: [
                { method: request.method, setupRequest: (sent) => ({ ...sent, path: request.nextPath!() }) },
              ],
            }
          : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (performance.now() - started) / 1000;
        const figures = {
          ...summarize(latencies),
          rps: latencies.length / seconds,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          statuses,
        };
        // autocannon stops at the deadline without waiting for the requests still in flight; the
        // server is still answering them. Waiting as long as the slowest answer took (at most 5 s)
        // lets them finish before the next scenario starts measuring.
        setTimeout(() => resolve(figures), settleMs(latencies));
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/**
 * Runs each request from its own single connection, all at once: for scenarios whose connections
 * each need a different URL (autocannon gives one URL to all connections of an instance).
 */
export async function runHttpLanes(
  baseUrl: string,
  lanes: HttpRequest[],
  duration: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    lanes.map((lane) =>
      runHttp(baseUrl, lane, 1, duration, latencies).then((result) => {
        non2xx += result.non2xx;
        errors += result.errors;
        for (const [status, n] of Object.entries(result.statuses))
          statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summarize(latencies), rps: latencies.length / seconds, non2xx, errors, statuses };
}

/**
 * Runs `work` from `concurrency` loops for `duration` seconds and times each call: the direct-SQL
 * side of the API-overhead ratio, with the same shape of load as autocannon's connections.
 */
export async function runLoop(
  work: () => Promise<unknown>,
  concurrency: number,
  duration: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await work();
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ??= error;
        }
      }
    }),
  );
  if (errors && !latencies.length) throw firstError;
  const seconds = (performance.now() - started) / 1000;
  return { ...summarize(latencies), rps: latencies.length / seconds, non2xx: 0, errors, statuses: {} };
}
