import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';
import { seedDemo } from './seed.ts';

export { recountPortCallCounters } from './counter-recount.ts';
export { setScryptCostForTests } from './passwords.ts';

/**
 * The scrypt cost of the server's test suite (decision 054): about a millisecond per sign-in
 * instead of a quarter of a second. Its global setup hashes the template's demo users with it and
 * every test file signs in with it; the hashing itself is tested at PRODUCTION_COST.
 */
export const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/**
 * Test databases are cloned from one migrated and seeded template per run, so a
 * test file never pays for initdb, migrations or password hashing again.
 * PGlite: a data-directory tarball. PostgreSQL: a template database.
 */
export type TestTemplate =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; url: string; database: string };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<TestTemplate> {
  if (kind === 'pglite') {
    const database = await openDatabase();
    try {
      await database.migrate();
      await seedDemo(database.db);
      const dump = await database.pglite!.dumpDataDir('none');
      const file = join(tmpdir(), `portledger-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return { kind, file };
    } finally {
      await database.close();
    }
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests.');
  const name = `portledger_tpl_${process.pid}`;
  await admin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  });
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await database.migrate();
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  return { kind, url: serverUrl, database: name };
}

export async function dropTemplate(template: TestTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    await rm(template.file, { force: true });
    return;
  }
  await admin(template.url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template.database.replace('_tpl_', '_t_')}_%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.query(`drop database if exists ${template.database} with (force)`);
  });
}

/** A fresh, migrated and seeded database for one test file; close() throws it away. */
export async function openTestDatabase(
  template: TestTemplate,
  { poolSize = 5 }: { poolSize?: number } = {},
): Promise<Database> {
  if (template.kind === 'pglite') {
    const tarball = await readFile(template.file);
    const database = await openDatabase({ loadDataDir: new Blob([tarball]) });
    return database;
  }
  const name = `${template.database.replace('_tpl_', '_t_')}_${randomBytes(5).toString('hex')}`;
  await admin(template.url, (client) =>
    client.query(`create database ${name} template ${template.database}`),
  );
  const database = await openDatabase({ databaseUrl: withDatabase(template.url, name), poolSize });
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      await admin(template.url, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
