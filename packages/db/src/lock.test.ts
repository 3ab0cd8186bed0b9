import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError } from './lock.ts';
import { scratchDir } from './scratch-dir.ts';

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive', () => {
    const dir = scratchDir('pl-lock-');
    const lockPath = join(dir, 'pglite.lock');
    // pid 1 always runs, so a lock naming it belongs to a live process.
    writeFileSync(lockPath, '1');
    expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
  });
  it('takes over a lock left by a process that has ended, and releases it', () => {
    const dir = scratchDir('pl-lock-');
    const lockPath = join(dir, 'pglite.lock');
    writeFileSync(lockPath, '999999999');
    const release = acquireLock(lockPath);
    expect(existsSync(lockPath)).toBe(true);
    release();
    expect(existsSync(lockPath)).toBe(false);
  });
});
