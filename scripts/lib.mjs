// Helpers shared by the root scripts (start, dev, test). Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import serverNodeFlags from '../apps/server/node-flags.json' with { type: 'json' };

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const webIndex = join(webDir, 'dist/index.html');

/** The newest modification time under `path` (a file or a folder), skipping node_modules and dist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when apps/web/dist is missing or older than the web sources, its build's configuration or the shared contracts. */
export function webBuildIsStale() {
  if (!existsSync(webIndex)) return true;
  const built = statSync(webIndex).mtimeMs;
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'public'),
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'vite-plugins'),
    join(webDir, 'chunk-groups.json'),
    join(webDir, 'first-page-chunks.json'),
    join(webDir, 'package.json'),
    join(root, 'package-lock.json'),
    join(root, 'packages/contracts/src'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function buildWebIfNeeded() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (apps/web/dist)...');
  const status = run('npm', ['run', 'build', '--silent', '-w', '@portledger/web']);
  if (status !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(status);
  }
}

/** Starts a long-running child that dies with us. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The server as `npm start` runs it: the bundle scripts/build-server.mjs makes (decision 031), with
 * the V8 heap flags of apps/server/node-flags.json (decision 024) and source maps for stack traces.
 * Build it first (`buildServerIfNeeded` of scripts/build-server.mjs).
 */
export function serverNode() {
  return [process.execPath, [...serverNodeFlags, '--enable-source-maps', 'apps/server/dist/main.js']];
}

/** The server as `npm run dev` runs it: from the TypeScript sources through tsx, then `args` (e.g. `--watch`). */
export function devServerNode(args = []) {
  return [process.execPath, [...serverNodeFlags, '--import', 'tsx', ...args, 'apps/server/src/main.ts']];
}
