import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { planWanted } from './generic-plan.ts';
import { acquireLock } from './lock.ts';
import { leanArrayResults } from './pg-array-results.ts';
import { PreparedPGlite } from './pglite-prepared.ts';
import * as schema from './schema/index.ts';
import { seedReferenceIfChanged } from './seeds/reference/index.ts';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface ListenOptions {
  /**
   * Called after a lost listening connection is back (PostgreSQL only): notifications sent while
   * it was down are gone, so a listener resynchronises whatever it derives from them.
   */
  onReconnect?: () => void;
}
/** Stops one `listen`; the channel is unlistened once its last handler is gone. */
export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `handler` gets each payload sent with `pg_notify(channel, payload)`,
   * after the sending transaction commits. PostgreSQL: one dedicated connection per Database
   * (outside the pool, reconnecting when it drops) carries every channel. PGlite: its own
   * in-process listen, so the same code path works without a server.
   */
  listen(channel: string, handler: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>;
  /** Present on PostgreSQL: the pool, for LISTEN/NOTIFY and raw access. */
  pool?: pg.Pool;
  /** Present on PGlite. */
  pglite?: PGlite;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Directory that holds `pglite/`; ignored on PostgreSQL. Absent: in memory. */
  dataDir?: string;
  /** A PGlite data directory tarball to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
  warn?: (message: string) => void;
}

/**
 * How the embedded PostgreSQL starts: PGlite's own start parameters (single-user mode, no
 * parallel workers...; `startParams` replaces them, so they are kept) and a smaller buffer cache.
 * PGlite's postgresql.conf says shared_buffers = 128MB, and PGlite zero-fills its shared memory
 * inside the WASM heap at start, so the whole 128 MB was resident from the first query and never
 * given back. The data files are read through the operating system's page cache, which keeps what
 * PostgreSQL's own cache no longer holds; at 10,000 port calls 16 MB changed no benchmarked
 * latency beyond the machine's noise and took about 120 MB off the server's RSS (decision 024).
 * A `-c` setting applies to this start only: nothing is written to the data directory.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
// Any constant works: it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 724_311_902;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options);
}

/**
 * The PostgreSQL driver is loaded when a database URL is given, not on every start: the embedded
 * database's start (issue 8: ready in 3 s) does not pay for loading pg and its Drizzle driver.
 */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  leanArrayResults(pg);
  return { pg, drizzlePg: drizzle, migratePg: migrate };
}
type PgModule = typeof pg;

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const { pg, drizzlePg, migratePg } = await loadPostgresDriver();
  const poolOf = (options: string) => {
    const made = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, options });
    // An idle client that loses its connection must not crash the process.
    made.on('error', () => undefined);
    return made;
  };
  // No JIT compilation: the planner's cost estimate of a dashboard over a year of the market
  // crosses jit_above_cost, and compiling took 2-3 s of a 1.3 s query (decision 019). Sent as a
  // startup parameter, so every pooled connection has it from its first statement.
  const pool = poolOf('-c jit=off');
  // The statements sent inside withGenericPlan run on connections that always take the generic
  // plan of a named statement (decision 062): PostgreSQL kept planning the list's tabs on every
  // request although their generic plan was as good. A pool of their own, opened as they come,
  // so the setting costs no round trip and never reaches another statement.
  const genericPool = poolOf('-c jit=off -c plan_cache_mode=force_generic_plan');
  // And those sent inside withCustomPlan on connections that plan every execution with its values,
  // named statements included (decision 070), so a statement kept by name is parsed once per
  // connection without PostgreSQL switching it to its generic plan.
  const customPool = poolOf('-c jit=off -c plan_cache_mode=force_custom_plan');
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const queryGeneric = genericPool.query.bind(genericPool) as (...args: unknown[]) => unknown;
  const queryCustom = customPool.query.bind(customPool) as (...args: unknown[]) => unknown;
  // Drizzle sends a statement outside a transaction with pool.query, and begins a transaction
  // with pool.connect: the transaction's statements stay on its connection.
  pool.query = ((...args: unknown[]) => {
    const plan = planWanted('postgres');
    return plan === 'generic'
      ? queryGeneric(...args)
      : plan === 'custom'
        ? queryCustom(...args)
        : query(...args);
  }) as typeof pool.query;
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const listener = createPgListener(pg, connectionString);
  return {
    db,
    kind: 'postgres',
    pool,
    listen: listener.listen,
    async migrate() {
      // Several app instances may start together: only one migrates at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg(client, { schema, casing: 'snake_case' });
        await migratePg(locked, { migrationsFolder });
        // Reference data belongs with the schema: every database has it, demo data or not (the
        // seed is skipped when the database already holds this very seed).
        await seedReferenceIfChanged(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await listener.close();
      await Promise.all([pool.end(), genericPool.end(), customPool.end()]);
    },
  };
}

interface ListenEntry {
  channel: string;
  handler: (payload: string) => void;
  options: ListenOptions;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * The dedicated LISTEN connection of one Database. A pooled client cannot listen: the pool hands
 * it to other queries and recycles it. Connects on the first listen; when the connection drops it
 * reconnects with backoff, listens again on every channel and tells the handlers (onReconnect).
 */
function createPgListener(pg: PgModule, connectionString: string) {
  const entries = new Set<ListenEntry>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = RECONNECT_MIN_MS;
  let closed = false;
  const channels = () => new Set([...entries].map((entry) => entry.channel));

  function dispatch(message: pg.Notification) {
    for (const entry of entries) {
      if (entry.channel === message.channel) entry.handler(message.payload ?? '');
    }
  }

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', dispatch);
    // 'error' comes before 'end' on a broken connection; both lead to one reconnect.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels()) await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect()
      .then((connected) => {
        if (closed) {
          void connected.end();
          throw new Error('The database is closed.');
        }
        client = connected;
        retryDelay = RECONNECT_MIN_MS;
        return connected;
      })
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    if (!closed && entries.size > 0) scheduleReconnect();
  }

  function scheduleReconnect() {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensureConnected().then(
        () => {
          for (const entry of entries) entry.options.onReconnect?.();
        },
        () => {
          retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryDelay);
    retryTimer.unref();
  }

  async function listen(
    channel: string,
    handler: (payload: string) => void,
    options: ListenOptions = {},
  ): Promise<Unlisten> {
    if (closed) throw new Error('The database is closed.');
    const isNewChannel = !channels().has(channel);
    const entry: ListenEntry = { channel, handler, options };
    entries.add(entry);
    try {
      const connected = await ensureConnected();
      // LISTEN is idempotent: a connection made just now has listened on this channel already.
      if (isNewChannel) await connected.query(`listen ${connected.escapeIdentifier(channel)}`);
    } catch (error) {
      entries.delete(entry);
      throw error;
    }
    return async () => {
      if (!entries.delete(entry) || channels().has(channel) || !client) return;
      await client.query(`unlisten ${client.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async function close() {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    entries.clear();
    const current = client ?? (await connecting?.catch(() => undefined));
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  }

  return { listen, close };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let release: (() => void) | undefined;
  let dataDir: string | undefined;
  let readyMarker: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireLock(join(options.dataDir, 'pglite.lock'));
    dataDir = join(options.dataDir, 'pglite');
    readyMarker = join(options.dataDir, 'pglite.ready');
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0 && !existsSync(readyMarker)) {
      // A first start was interrupted before the database was ready: nothing in it can be
      // trusted, but nothing is deleted either; it is moved aside and a new one is made.
      const aside = `${dataDir}.incomplete-${Date.now()}`;
      renameSync(dataDir, aside);
      options.warn?.(`The embedded database in ${dataDir} was half-initialised; moved it to ${aside}.`);
    }
  }
  let pglite: PGlite;
  try {
    // pg_trgm ships with PGlite but is loaded per instance: the trigram indexes of migration 0011
    // need it to open (decision 020). PreparedPGlite parses each statement once (decision 026).
    pglite = await PreparedPGlite.open({
      dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGLITE_START_PARAMS],
    });
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    async listen(channel, handler) {
      const unlisten = await pglite.listen(channel, handler);
      return async () => {
        // Closing the database first ends every listen anyway.
        if (!pglite.closed) await unlisten();
      };
    },
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { schema, casing: 'snake_case' }), { migrationsFolder });
      await seedReferenceIfChanged(db);
      if (readyMarker && !existsSync(readyMarker)) writeFileSync(readyMarker, new Date().toISOString());
    },
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        release?.();
      }
    },
  };
}
