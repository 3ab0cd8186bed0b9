import { localDay } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';

/** Answers kept per instance; an answer is a few kilobytes, so this bounds the cache to a few MB. */
const DASHBOARD_CACHE_ENTRIES = 500;

/**
 * Dashboard answers kept while nothing they read has changed (decision 025).
 *
 * `dashboard_version` grows at the commit of every transaction that wrote a table the dashboards
 * read (migration 0014). An answer is computed after the version is read, so it holds everything
 * committed up to that version (and perhaps more, never less); it is served again only while the
 * version is unchanged. A newer commit makes every kept answer stale at once, on every instance,
 * because the version lives in the database. The key must name everything else an answer depends
 * on: the user's scope, the query, the day on the user's clock and the language.
 *
 * Requests for the same key and version while it is being computed share the computation, so a
 * change does not send every open dashboard to the database at once.
 */
export class DashboardAnswerCache {
  private readonly answers = new Map<string, { version: number; answer: unknown }>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = DASHBOARD_CACHE_ENTRIES) {}

  async answer<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await dashboardVersion(db);
    const kept = this.answers.get(key);
    if (kept && kept.version === version) {
      // Least recently used goes first: a hit moves the entry to the end.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept.answer as T;
    }
    const pendingKey = `${version}\u0000${key}`;
    const running = this.pending.get(pendingKey);
    if (running) return running as Promise<T>;
    const computation = compute().then((answer) => {
      this.keep(key, version, answer);
      return answer;
    });
    this.pending.set(pendingKey, computation);
    try {
      return await computation;
    } finally {
      this.pending.delete(pendingKey);
    }
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.answers.size;
  }

  private keep(key: string, version: number, answer: unknown) {
    const kept = this.answers.get(key);
    // A slower computation of an older version must not replace a newer answer.
    if (kept && kept.version > version) return;
    this.answers.delete(key);
    this.answers.set(key, { version, answer });
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value as string;
      this.answers.delete(oldest);
    }
  }
}

/** The committed version of what the dashboards read (one primary-key read). */
export async function dashboardVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: schema.dashboardVersion.version })
    .from(schema.dashboardVersion)
    .where(eq(schema.dashboardVersion.id, 1));
  if (!row) throw new Error('dashboard_version has no row: run the migrations');
  return row.version;
}

/**
 * Whose port calls an answer counts (port-call-scope.ts): every operator sees the same ones, an
 * agent its company's, a principal user its company's in the legal entities it manages plus its
 * own drafts without one.
 */
function scopeKey(user: SessionUser): unknown {
  if (user.kind === 'operator') return 'operator';
  if (user.kind === 'agent') return ['agent', user.entityId];
  return ['principal', user.entityId, user.id, [...user.managedEntityIds].sort((a, b) => a - b)];
}

/**
 * The key of an answer: what it is, whose port calls it counts, the parsed query (defaults filled
 * in, keys sorted, so equal queries share an answer), the day on the user's clock (periods and
 * "today" are days there) and the language of its names, if it has any.
 */
export function answerKey({
  name,
  user,
  query,
  now,
  locale = null,
}: {
  name: string;
  user: SessionUser;
  query: { tz: number } & Record<string, unknown>;
  now: Date;
  locale?: string | null;
}): string {
  const sortedQuery = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([name, scopeKey(user), sortedQuery, localDay(now, query.tz), locale]);
}

/**
 * The key of the cost or savings analysis' month rows (decision 051): whose port calls they count,
 * the reporting currency and the filters; the period, the clock and the language are not in it.
 */
export function partialsKey(
  name: string,
  user: SessionUser,
  currency: string,
  query: { document?: string | null; legal_entity_id?: number; port_id?: number; vessel_id?: number },
): string {
  return JSON.stringify([
    name,
    scopeKey(user),
    currency,
    query.document ?? null,
    query.legal_entity_id ?? null,
    query.port_id ?? null,
    query.vessel_id ?? null,
  ]);
}
