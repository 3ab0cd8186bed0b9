import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backupDatabase, RestoreRefusedError, restoreDatabase, tableChecksums } from './backup.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './lock.ts';
import { scratchDir } from './scratch-dir.ts';
import { seedDemo } from './seed.ts';

const scratch = () => scratchDir('pl-backup-');

async function checksumsOf(target: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({ ...target, poolSize: 1 });
  try {
    return await tableChecksums(database);
  } finally {
    await database.close();
  }
}

describe('PGlite backup and restore', () => {
  it('round-trips every table row for row, refuses a running server and a non-empty target', async () => {
    const source = { dataDir: scratch() };
    const database = await openDatabase(source);
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    // A server holding the data directory (pid 1 always runs): the backup says so instead of copying.
    writeFileSync(join(source.dataDir, 'pglite.lock'), '1');
    await expect(backupDatabase(source, join(scratch(), 'x.tar.gz'))).rejects.toThrow(DataDirLockedError);
    rmSync(join(source.dataDir, 'pglite.lock'));

    const before = await checksumsOf(source);
    expect(before.users!.rows).toBeGreaterThan(3);
    expect(before.ports!.rows).toBeGreaterThan(1000);
    const file = join(scratch(), 'pglite.tar.gz');
    await backupDatabase(source, file);

    const copy = { dataDir: scratch() };
    await restoreDatabase(copy, file);
    expect(await checksumsOf(copy)).toEqual(before);

    await expect(restoreDatabase(copy, file)).rejects.toThrow(RestoreRefusedError);
    await restoreDatabase(copy, file, { force: true });
    expect(readdirSync(copy.dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    expect(await checksumsOf(copy)).toEqual(before);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL backup and restore', () => {
  it('round-trips every table row for row through pg_dump and pg_restore', async () => {
    const names = [`pl_backup_src_${process.pid}`, `pl_backup_dst_${process.pid}`];
    const url = (name: string) => {
      const parsed = new URL(serverUrl!);
      parsed.pathname = `/${name}`;
      return parsed.toString();
    };
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const name of names) {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`create database ${name}`);
      }
      const source = { databaseUrl: url(names[0]!), dataDir: scratch() };
      const database = await openDatabase({ ...source, poolSize: 2 });
      await database.migrate();
      await seedDemo(database.db);
      await database.close();
      const before = await checksumsOf(source);
      const file = join(scratch(), 'postgres.dump');
      await backupDatabase(source, file);

      const copy = { databaseUrl: url(names[1]!), dataDir: scratch() };
      await restoreDatabase(copy, file);
      expect(await checksumsOf(copy)).toEqual(before);
      await expect(restoreDatabase(copy, file)).rejects.toThrow(RestoreRefusedError);
      await restoreDatabase(copy, file, { force: true });
      expect(await checksumsOf(copy)).toEqual(before);
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
