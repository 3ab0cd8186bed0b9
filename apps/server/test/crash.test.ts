import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { openDatabase } from '@portledger/db';
import { scratchDir } from '@portledger/db/scratch-dir';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './helpers.ts';

/**
 * Durability: the real server process is killed with SIGKILL in the middle of a burst of writes and
 * started again. Every write the server acknowledged must be there, and the database must open.
 */
const repo = resolve(import.meta.dirname, '../../..');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(base: string, exited: Promise<unknown>, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`${base}/uapi/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(gone ? 'The server exited before it was ready.' : 'The server did not become ready.');
}

async function signIn(base: string) {
  const response = await fetch(`${base}/uapi/users/name_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'principal', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { managed_entities: { id: number }[] } };
  return {
    token: response.headers.get('authorization')!,
    entityId: body.data.managed_entities[0]!.id as number,
  };
}

/** Writes charterers as fast as the server takes them, until the process dies; returns the acknowledged names. */
async function burstUntilKilled(base: string, child: ChildProcess) {
  const { token, entityId } = await signIn(base);
  const acknowledged: string[] = [];
  let sent = 0;
  const writer = async (lane: number) => {
    for (;;) {
      const name = `Crash ${lane}-${sent++}`;
      try {
        const response = await fetch(`${base}/uapi/charterers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ entity_id: entityId, name }),
        });
        if (response.ok) acknowledged.push(name);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const lanes = [0, 1, 2, 3].map(writer);
  // Kill once a good number of writes went through, so some are certainly in flight.
  while (acknowledged.length < 40) await new Promise((done) => setTimeout(done, 10));
  child.kill('SIGKILL');
  await Promise.all(lanes);
  return acknowledged;
}

async function chartererNames(base: string) {
  const { token } = await signIn(base);
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${base}/uapi/charterers?name_i_cont=Crash&per_page=100&page=${page}`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as { data: { objects: { name: string }[] } }).data.objects;
    for (const row of rows) names.add(row.name);
    if (rows.length < 100) return names;
  }
}

async function crashAndRecover(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = startServer({ ...env, PORT: String(port) });
  await waitForHealth(base, first.exited).catch((error) => {
    throw new Error(`${error.message}\n${first.output()}`);
  });
  const acknowledged = await burstUntilKilled(base, first.child);
  await first.exited;

  const second = startServer({ ...env, PORT: String(port) });
  await waitForHealth(base, second.exited);
  const stored = await chartererNames(base);
  const lost = acknowledged.filter((name) => !stored.has(name));
  console.log(
    `${acknowledged.length} writes acknowledged before SIGKILL, ${stored.size} stored, ${lost.length} lost`,
  );
  expect(lost).toEqual([]);
  return { base, second };
}

describe('a server killed in the middle of writes', () => {
  // Each project runs its own database: the PGlite case under server-pglite, PostgreSQL under server-postgres.
  const kind = inject('testTemplate').kind;
  // Defined only in the project it belongs to, so neither project reports a skipped test.
  const only = (wanted: typeof kind) =>
    kind === wanted ? it : (((..._args: unknown[]) => undefined) as unknown as typeof it);

  only('pglite')(
    'on PGlite keeps every acknowledged write, and a second process on the data directory is refused',
    async () => {
      const dataDir = scratchDir('pl-crash-');
      // The run's migrated and seeded template as the data directory: the server starts without an
      // initdb, migrations or the demo's port calls (a fresh first start is demo.test's and the
      // browser suite's), which were two thirds of this test's time.
      const template = inject('testTemplate');
      if (template.kind !== 'pglite') throw new Error('server-pglite runs on a PGlite template');
      const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(template.file)]) });
      await seeded.migrate();
      await seeded.close();
      const { second } = await crashAndRecover({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });

      const intruder = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await intruder.exited).not.toBe(0);
      expect(intruder.output()).toMatch(/in use by another PortLedger process \(pid \d+\)/);
      second.child.kill('SIGTERM');
      await second.exited;
    },
    420_000,
  );

  only('postgres')(
    'on PostgreSQL keeps every acknowledged write',
    async () => {
      const name = `pl_crash_${process.pid}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      // A copy of the run's migrated and seeded template, as on PGlite.
      const template = inject('testTemplate');
      if (template.kind !== 'postgres') throw new Error('server-postgres runs on a PostgreSQL template');
      await admin.query(`create database ${name} template ${template.database}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const dataDir = scratchDir('pl-crash-');
      try {
        const { second } = await crashAndRecover({
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(dataDir, 'no-web'),
        });
        second.child.kill('SIGTERM');
        await second.exited;
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    420_000,
  );
});
