import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from './client.ts';

/**
 * Backups of either database, with the tools each one has: `pg_dump --format=custom` and
 * `pg_restore` for PostgreSQL; PGlite's own data-directory dump (a gzip'd tarball) for the embedded
 * database, which needs the server stopped (the data directory's lock says so clearly).
 */
export interface BackupTarget {
  /** PostgreSQL connection string; absent: the PGlite database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export class RestoreRefusedError extends Error {}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      target.databaseUrl,
    ]);
    return;
  }
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** The names of the tables of the app's schema (none: an empty database). */
async function tablesOf(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/**
 * Restores a backup. The target must be empty unless `force` is given; on PGlite a forced restore
 * moves the existing data directory aside (never deletes it). Migrations newer than the backup
 * are applied afterwards, so an old backup opens in a newer release.
 */
export async function restoreDatabase(target: BackupTarget, file: string, { force = false } = {}) {
  if (!existsSync(file)) throw new RestoreRefusedError(`No backup at ${file}.`);
  if (target.databaseUrl) {
    const database = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
    try {
      if ((await tablesOf(database)).length > 0 && !force) {
        throw new RestoreRefusedError(
          'The target database is not empty. Restore into an empty database, or pass --force to replace its contents.',
        );
      }
    } finally {
      await database.close();
    }
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
  } else {
    const dataDir = join(target.dataDir, 'pglite');
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      if (!force) {
        throw new RestoreRefusedError(
          `${dataDir} already holds a database. Stop the server and pass --force to move it aside and restore.`,
        );
      }
      renameSync(dataDir, `${dataDir}.before-restore-${Date.now()}`);
      for (const marker of ['pglite.ready']) {
        const path = join(target.dataDir, marker);
        if (existsSync(path)) renameSync(path, `${path}.before-restore-${Date.now()}`);
      }
    }
    const content = await readFile(file);
    const database = await openDatabase({ dataDir: target.dataDir, loadDataDir: new Blob([content]) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return;
  }
  const database = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** Row count and a content checksum of every table: what a backup round trip must preserve. */
export async function tableChecksums(
  database: Database,
): Promise<Record<string, { rows: number; md5: string }>> {
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const table of await tablesOf(database)) {
    const name = sql.identifier(table);
    const answer = await database.db.execute<{ rows: number; md5: string }>(
      sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as md5 from ${name} t`,
    );
    result[table] = (answer as unknown as { rows: { rows: number; md5: string }[] }).rows[0]!;
  }
  return result;
}
