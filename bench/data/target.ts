import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from '@portledger/db';
import pg from 'pg';

/** Where the generated data goes: a PostgreSQL database or a PGlite data directory. */
export interface TargetOptions {
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * One session on the target: the generator keeps temporary tables between statements, so every
 * statement runs on the same connection (a pool would hand out another one).
 */
export interface Session {
  kind: 'postgres' | 'pglite';
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one statement and answers its rows. */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Answers a reason when the target already holds something, so nothing is ever loaded over data. */
async function nonEmptyReason(options: TargetOptions): Promise<string | null> {
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    try {
      await client.connect();
    } catch (error) {
      if ((error as { code?: string }).code === '3D000') {
        await createDatabase(options.databaseUrl);
        return null;
      }
      throw error;
    }
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
           and n.nspname not like 'pg_temp%'`,
      );
      const n = rows[0]?.n ?? 0;
      return n > 0 ? `the database already has ${n} tables, sequences or indexes` : null;
    } finally {
      await client.end();
    }
  }
  const dir = join(resolve(options.dataDir!), 'pglite');
  if (existsSync(dir) && readdirSync(dir).length > 0) return `${dir} already holds a database`;
  return null;
}

/** Creates the database named in the URL through the server's maintenance database. */
async function createDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/**
 * Refuses a target that is not empty, then runs the product's migrations and reference seed
 * (countries, currencies, the real ports, code tables, cost catalogue, exchange rates, FAQs).
 */
export async function openEmptyTarget(
  options: TargetOptions,
): Promise<{ database: Database; sessions: Session[] }> {
  const reason = await nonEmptyReason(options);
  if (reason) {
    throw new Error(
      `Refusing to generate into a non-empty target: ${reason}. Use a new database (or data directory), or drop it first.`,
    );
  }
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.databaseUrl ? undefined : resolve(options.dataDir!),
    poolSize: 3,
  });
  await database.migrate();
  // PostgreSQL: two sessions, one per core of the 2-core reference machine; PGlite has one.
  const sessions = [await openSession(database)];
  if (database.pool) sessions.push(await openSession(database));
  return { database, sessions };
}

export async function openSession(database: Database): Promise<Session> {
  if (database.pool) {
    const client = await database.pool.connect();
    return {
      kind: 'postgres',
      async exec(sql) {
        await client.query(sql);
      },
      async rows<T>(sql: string, params?: unknown[]) {
        return (await client.query(sql, params)).rows as T[];
      },
      async close() {
        client.release();
      },
    };
  }
  const lite = database.pglite!;
  return {
    kind: 'pglite',
    async exec(sql) {
      await lite.exec(sql);
    },
    async rows<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async close() {},
  };
}
