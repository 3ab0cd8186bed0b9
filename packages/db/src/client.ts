import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireLock } from './lock.ts';
import * as schema from './schema/index.ts';
import { seedReference } from './seeds/reference/index.ts';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
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

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
// Any constant works: it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 724_311_902;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate() {
      // Several app instances may start together: only one migrates at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg(client, { schema, casing: 'snake_case' });
        await migratePg(locked, { migrationsFolder });
        // Reference data belongs with the schema: every database has it, demo data or not.
        await seedReference(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
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
    pglite = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { schema, casing: 'snake_case' }), { migrationsFolder });
      await seedReference(db);
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
