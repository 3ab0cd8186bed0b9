import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './lock.ts';

describe('embedded database directory', () => {
  it('moves a half-initialised directory aside, locks the directory while open, and marks it ready', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pl-db-'));
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    const warnings: string[] = [];

    const database = await openDatabase({ dataDir, warn: (message) => warnings.push(message) });
    try {
      expect(warnings[0]).toMatch(/half-initialised/);
      expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.incomplete-'))).toBe(true);
      // The lock file carries our pid; a second open in a live process must fail clearly.
      writeFileSync(join(dataDir, 'pglite.lock'), '1');
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await database.migrate();
      expect(existsSync(join(dataDir, 'pglite.ready'))).toBe(true);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
