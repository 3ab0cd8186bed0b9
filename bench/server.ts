import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the server keeps its data: PostgreSQL by URL, or a PGlite data directory. */
export type DatabaseTarget = { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; dataDir: string };

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** From spawning the process to the first 200 of /uapi/health. */
  readyMs: number;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Builds apps/server/dist/main.js when its sources are newer, as `npm start` does (decision 031). */
function ensureServerBuild() {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The server did not build.');
}

/**
 * Starts the real server the way `npm start` runs it (the V8 flags of apps/server/node-flags.json,
 * the bundle apps/server/dist/main.js, built first when stale: migrations, demo seed into an empty
 * database, then listen), in production mode on a free port, and waits until /uapi/health
 * answers. Its output goes to `logFile`.
 */
export async function startServer({
  target,
  workDir,
  logFile,
  logLevel,
  timeoutMs = 180_000,
}: {
  target: DatabaseTarget;
  /** DATA_DIR for PostgreSQL runs (mail outbox); PGlite uses target.dataDir. */
  workDir: string;
  logFile: string;
  logLevel: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  ensureServerBuild();
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: logLevel,
        ...(target.kind === 'postgres'
          ? { DATABASE_URL: target.databaseUrl, DATA_DIR: workDir }
          : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
      },
    },
  );
  closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(killer);
  };
  const tail = () => readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');

  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/uapi/health`);
      if (response.ok) {
        return { baseUrl, pid: child.pid!, readyMs: performance.now() - started, logFile, stop };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`The server was not ready after ${timeoutMs / 1000} s:\n${tail()}`);
}

/** VmRSS of a process in bytes, from /proc (Linux); undefined once the process is gone. */
export function readRss(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Samples a process's RSS every `intervalMs` until stopped: the peak of the whole run, and the
 * peak of each window (one scenario) through `windowPeak()`.
 */
export function sampleRss(pid: number, intervalMs = 200) {
  let peak = 0;
  let last = 0;
  let window = 0;
  const take = () => {
    const rss = readRss(pid);
    if (rss === undefined) return;
    last = rss;
    peak = Math.max(peak, rss);
    window = Math.max(window, rss);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    /** The peak since the previous call, then a new window starts. */
    windowPeak() {
      take();
      const value = window;
      window = last;
      return value;
    },
    stop() {
      clearInterval(timer);
      take();
      return { peak, last };
    },
  };
}

export const logPath = (dir: string, name: string) => join(dir, `${name}.log`);
