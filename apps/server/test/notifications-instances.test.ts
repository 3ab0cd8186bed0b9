import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase, schema } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { auth, LogCapture, startTestApp, type TestApp } from './helpers.ts';
import { listenOnFreePort, openStream } from './notifications-sse.ts';
import { portCallWorld } from './port-call-fixtures.ts';

/**
 * Several app instances on one PostgreSQL (DESIGN.md: N stateless instances): a notification
 * raised through instance A reaches a stream open on instance B, through LISTEN/NOTIFY.
 * PGlite is one process by nature, so this file runs on PostgreSQL only.
 */
describe.runIf(inject('testTemplate').kind === 'postgres')('two app instances on one database', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; database: Database; dataDir: string };
  let baseUrlB: string;
  let world: Awaited<ReturnType<typeof portCallWorld>>;

  beforeAll(async () => {
    a = await startTestApp();
    world = await portCallWorld(a);
    const connectionString = a.database.pool!.options.connectionString!;
    const database = await openDatabase({ databaseUrl: connectionString, poolSize: 2 });
    const dataDir = mkdtempSync(join(tmpdir(), 'portledger-test-b-'));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
    const app = await buildApp({ config, database, logger: { level: 'info', stream: new LogCapture() } });
    b = { app, database, dataDir };
    baseUrlB = await listenOnFreePort(app);
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    if (b) rmSync(b.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  async function submitThroughA(voyage: string) {
    const created = await world.call('principal', 'POST', '/port_calls', {
      vessel_id: world.ids.vessel,
      voyage_no: voyage,
      port_id: world.ids.port,
      eta: '2026-12-10T06:00:00Z',
      legal_entity_id: world.ids.legalEntity,
      agent_entity_id: world.ids.agentCompany,
      agent_nomination_type: 'ona',
      activities: [{ activity_type_id: world.ids.loading }],
    });
    const id = created.json().data.object.id;
    const submitted = await world.call('principal', 'POST', `/port_calls/${id}/submit`, { lock_version: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return submitted.json().data.object as { id: number; ref_no: string };
  }

  it('pushes a notification raised on A to a stream open on B, and a read on A too', async () => {
    const agentOnB = await openStream(baseUrlB, world.tokens.agent!);
    const { unread_count: start } = await agentOnB.waitFor('unread');
    const pc = await submitThroughA('MULTI1');
    const pushed = await agentOnB.waitFor('notification', (n) => n.title === `New appointment ${pc.ref_no}`);
    expect(pushed.link).toBe(`/das-mgmt/${pc.id}`);
    await agentOnB.waitFor('unread', (d) => d.unread_count === start + 1);

    const read = await a.app.inject({
      method: 'POST',
      url: `/uapi/notifications/${pushed.id}/set_read`,
      headers: auth(world.tokens.agent),
    });
    expect(read.statusCode).toBe(200);
    await agentOnB.waitFor('unread', (d) => d.unread_count === start);
    agentOnB.close();
  });

  it('mails a notification once although both instances hear about it', async () => {
    const db = a.database.db;
    await db
      .update(schema.users)
      .set({ emailAreas: sql`'["PORT_CALL"]'::jsonb` })
      .where(eq(schema.users.name, 'agent'));
    const pc = await submitThroughA('MULTI2');
    const mails = () =>
      [a.config.dataDir, b.dataDir].flatMap((dir) => {
        const outbox = join(dir, 'outbox');
        try {
          return readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
        } catch {
          return [];
        }
      });
    await vi.waitFor(() => expect(mails().filter((m) => m.includes(`/das-mgmt/${pc.id}`))).toHaveLength(1), {
      timeout: 10_000,
    });
    const [row] = await db
      .select({ emailedAt: schema.notifications.emailedAt })
      .from(schema.notifications)
      .where(eq(schema.notifications.link, `/das-mgmt/${pc.id}`));
    expect(row?.emailedAt).toBeInstanceOf(Date);
    // Give the slower instance time to try: still one mail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails().filter((m) => m.includes(`/das-mgmt/${pc.id}`))).toHaveLength(1);
  });

  it('survives losing its LISTEN connection: reconnects, resends the counts, keeps delivering', async () => {
    const agentOnB = await openStream(baseUrlB, world.tokens.agent!);
    await agentOnB.waitFor('unread');
    const seen = agentOnB.events.length;
    // What a database failover or a network cut does to both instances' listening connections.
    const killed = await a.database.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(killed.rows.length).toBe(2);
    // Announcements may have been missed meanwhile: after reconnecting, B sends the count again.
    await agentOnB.waitFor('unread', undefined, seen);
    const pc = await submitThroughA('MULTI3');
    await agentOnB.waitFor('notification', (n) => n.title === `New appointment ${pc.ref_no}`);
    agentOnB.close();
  });

  it('closes B with a stream open on it, without waiting for the stream', async () => {
    const agentOnB = await openStream(baseUrlB, world.tokens.agent!);
    await agentOnB.waitFor('unread');
    const started = Date.now();
    await b.app.close();
    await agentOnB.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
