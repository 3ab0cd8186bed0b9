import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a start on the embedded database loads (decision 038): fastify's own Ajv and
 * fast-json-stringify compilers never (every route has zod's; fastify's prebuilt error serializer
 * keeps the small runtime of fast-json-stringify), and the PostgreSQL driver only with a database
 * URL. Run in a fresh process: this one has loaded everything the tests use.
 */
const repo = resolve(import.meta.dirname, '../../..');
const script = `
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './packages/db/src/index.ts';
import { buildApp } from './apps/server/src/app.ts';
import { loadConfig } from './apps/server/src/config.ts';
const database = await openDatabase({});
const dir = join(tmpdir(), 'portledger-start-modules');
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dir, WEB_DIST_DIR: join(dir, 'no-web') }),
  database,
  logger: { level: 'silent' },
});
await app.ready();
// Validation still answers through zod: a login without its fields is a 400 naming them.
const bad = await app.inject({ method: 'POST', url: '/uapi/users/name_login', payload: {} });
const loaded = Object.keys(createRequire(import.meta.url).cache);
const has = (name) => loaded.some((path) => path.includes('/node_modules/' + name + '/'));
console.log(JSON.stringify({
  status: bad.statusCode,
  fields: bad.json().data?.errors?.map((error) => error.field) ?? bad.json(),
  ajv: has('ajv'),
  ajvCompiler: has('@fastify/ajv-compiler'),
  serializerCompiler: has('@fastify/fast-json-stringify-compiler'),
  pg: has('pg'),
  fastify: has('fastify'),
}));
await app.close();
await database.close();
`;

describe('the modules of a start on the embedded database', () => {
  it('are neither Ajv and fast-json-stringify nor the PostgreSQL driver, and validation still works', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '' },
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    const answer = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
    expect(answer).toEqual({
      status: 400,
      fields: expect.arrayContaining(['name', 'password']),
      ajv: false,
      ajvCompiler: false,
      serializerCompiler: false,
      pg: false,
      // The check itself sees CommonJS packages loaded through import.
      fastify: true,
    });
  }, 60_000);
});
