import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type Database, DEMO_PASSWORD, schema } from '@portledger/db';
import { openTestDatabase } from '@portledger/db/testing';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { SessionUser } from '../src/types.ts';

export { DEMO_PASSWORD };

/**
 * A notification's title or content in its recipient's profile language: what its e-mail copy says
 * (decision 050). A reader gets the language of the request instead.
 */
export function inRecipientLanguage(text: 'title' | 'content'): SQL<string> {
  const n = schema.notifications;
  const [en, zh] = text === 'title' ? [n.title, n.titleZh] : [n.content, n.contentZh];
  return sql<string>`case when (select ${schema.users.locale} from ${schema.users} where ${schema.users.id} = ${n.userId}) = 'zh-CN' then ${zh} else ${en} end`;
}

/** Collects the app's JSON log lines so a test can search them. */
export class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
  get text() {
    return this.lines.join('');
  }
  /** Every log line as its JSON object. */
  entries(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  /** The log lines of one `event` (security events: sign-ins, refusals, session ends). */
  events(event: string): Record<string, unknown>[] {
    return this.entries().filter((line) => line.event === event);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  logs: LogCapture;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app over a fresh clone of the migrated, seeded database, with a temporary DATA_DIR.
 * `poolSize`: PostgreSQL connections (5 unless a test needs the production default's concurrency).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  { poolSize }: { poolSize?: number } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portledger-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), ...env });
  const database = await openTestDatabase(inject('testTemplate'), { poolSize });
  const logs = new LogCapture();
  const app = await buildApp({ config, database, logger: { level: 'info', stream: logs } });
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const EN = { 'accept-language': 'en-US' };

export async function login(
  app: FastifyInstance,
  name: string,
  password = DEMO_PASSWORD,
  remoteAddress?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/uapi/users/name_login',
    headers: EN,
    payload: { name, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { response, token: response.headers.authorization as string | undefined, body: response.json() };
}

export function auth(token: string | undefined) {
  return { ...EN, authorization: token ?? '' };
}

/** A user as a session carries it (no session row), for calling the server's functions directly. */
export async function sessionUserOf(t: TestApp, name: string): Promise<SessionUser> {
  const db = t.database.db;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.name, name));
  const managed = await db
    .select({ id: schema.userManagedEntities.entityId })
    .from(schema.userManagedEntities)
    .where(eq(schema.userManagedEntities.userId, user!.id));
  return {
    sessionId: 0,
    id: user!.id,
    name,
    kind: user!.kind,
    entityId: user!.entityId!,
    managedEntityIds: managed.map((m) => m.id),
    locale: 'en-US',
  };
}
