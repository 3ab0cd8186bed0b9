import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is in use by another PortLedger process (pid ${pid}). ` +
        `Stop that process, or point DATA_DIR somewhere else. Lock file: ${lockPath}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding our pid. A lock left by a process that no
 * longer runs is taken over; a live one is an error, because two PGlite
 * processes on one directory corrupt it.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid))
        throw new DataDirLockedError(lockPath, pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
