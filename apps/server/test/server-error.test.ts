import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '@portledger/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { EN, LogCapture } from './helpers.ts';

describe('an unexpected server error', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portledger-500-'));
  const logs = new LogCapture();
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase(inject('testTemplate'));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
    app = await buildApp({ config, database, logger: { level: 'info', stream: logs } });
    // A route that fails the way a bug would: with internals in the message.
    app.get('/uapi/test/boom', { config: { isPublic: true } }, async () => {
      throw new Error('connection to 10.0.0.7 failed: password authentication for user "secret_admin"');
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the 500 envelope without any detail of the failure', async () => {
    const response = await app.inject({ url: '/uapi/test/boom', headers: EN });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe(500);
    expect(body.data).toBeNull();
    expect(response.body).not.toContain('secret_admin');
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('logs the whole error for the operators', () => {
    expect(logs.text).toContain('secret_admin');
    expect(logs.text).toContain('request failed');
  });
});
