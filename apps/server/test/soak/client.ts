/** A signed-in simulated user: its own session over real HTTP. */
export interface VirtualUser {
  name: string;
  kind: 'principal' | 'agent' | 'operator';
  /** Which principal-agent pair it belongs to (operators serve both). */
  side: 1 | 2 | 0;
  token: string;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON of many shapes; each step reads what it needs.
  body: any;
}

/** Every request of the run: statuses and latencies, for the figures and the zero-5xx check. */
export class Traffic {
  latencies: number[] = [];
  statuses = new Map<number, number>();
  serverErrors: string[] = [];
  /** Time spent per route (ids and queries stripped), to name the slow ones. */
  byRoute = new Map<string, { n: number; ms: number }>();

  constructor(readonly baseUrl: string) {}

  async send(user: VirtualUser, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}/uapi${path}`, {
      method,
      headers: {
        authorization: user.token,
        'accept-language': 'en-US',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    this.latencies.push(ms);
    const route = `${method} ${path.replace(/\?.*$/, '').replace(/\/\d+/g, '/:id')}`;
    const seen = this.byRoute.get(route) ?? { n: 0, ms: 0 };
    this.byRoute.set(route, { n: seen.n + 1, ms: seen.ms + ms });
    this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500)
      this.serverErrors.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  }

  /** The routes that took the most time in total, with their mean latency. */
  slowest(count = 5) {
    return [...this.byRoute]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, count)
      .map(([route, { n, ms }]) => `${route} ${n} x ${(ms / n).toFixed(0)} ms`);
  }

  percentile(p: number) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
  }
}
