import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schema } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailNotifications } from '../src/modules/notifications/mail-notifications.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

const { notifications, users } = schema;

function outbox(t: TestApp) {
  try {
    const dir = join(t.dataDir, 'outbox');
    return readdirSync(dir)
      .sort()
      .map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

async function chooseEmail(t: TestApp, name: string, areas: string[]) {
  await t.database.db
    .update(users)
    .set({ emailAreas: sql`${JSON.stringify(areas)}::jsonb` })
    .where(eq(users.name, name));
}

async function userId(t: TestApp, name: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.name, name));
  return row!.id;
}

async function notificationsLinkedTo(t: TestApp, link: string) {
  return t.database.db
    .select({ id: notifications.id, userId: notifications.userId, emailedAt: notifications.emailedAt })
    .from(notifications)
    .where(eq(notifications.link, link));
}

describe('e-mail copies of notifications', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof portCallWorld>>;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://portledger.example' });
    world = await portCallWorld(t);
  });
  afterAll(() => t.close());

  it('mails the users who chose the business area, in their language, and no one else', async () => {
    await chooseEmail(t, 'agent', ['PORT_CALL', 'PDA']);
    await chooseEmail(t, 'principal', ['PAYMENT']);
    const pc = await world.acceptedPortCall();
    const link = `/das-mgmt/${pc.id}`;

    // Submit notified the agent (PORT_CALL: chosen), accept the principal (PORT_CALL: not chosen).
    // Complete once the link (near the end of the body) is written.
    await vi.waitFor(() => expect(outbox(t).filter((m) => m.includes(link))).toHaveLength(1), {
      timeout: 10_000,
    });
    const mail = outbox(t).join('');
    expect(mail).toContain('To: =?UTF-8?B?');
    expect(mail).toContain('<wang.lei@sh-harbour-agency.example>');
    const subject = /^Subject: (.+(?:\r\n .+)*)/m.exec(mail!)![1]!;
    const decoded = [...subject.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/g)]
      .map((m) => Buffer.from(m[1]!, 'base64').toString('utf8'))
      .join('');
    expect(decoded).toBe(`新委托 ${pc.ref_no}`);
    expect(mail).toContain('请接受或拒绝');
    expect(mail).toContain(`\r\nhttps://portledger.example${link}\r\n`);
    // The principal heard of the acceptance, but chose e-mail only for payments.
    expect(outbox(t)).toHaveLength(1);
    expect(mail).toContain('通过邮件接收船舶挂靠通知');

    const rows = await notificationsLinkedTo(t, link);
    const agent = await userId(t, 'agent');
    const principal = await userId(t, 'principal');
    expect(rows.find((row) => row.userId === agent)?.emailedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.userId === principal)?.emailedAt).toBeNull();
  });

  it('sets emailed_at once: a second claim of the same notification sends nothing', async () => {
    const mailed = (
      await t.database.db
        .select({ id: notifications.id, emailedAt: notifications.emailedAt })
        .from(notifications)
        .where(sql`${notifications.emailedAt} is not null`)
    ).map((row) => row.id);
    expect(mailed.length).toBeGreaterThan(0);
    const before = outbox(t).length;
    const sent = await mailNotifications({
      db: t.database.db,
      mailer: t.app.mailer,
      publicUrl: t.config.publicUrl,
      apiPrefix: t.config.apiPrefix,
      log: t.app.log,
      ids: mailed,
    });
    expect(sent).toBe(0);
    expect(outbox(t)).toHaveLength(before);
  });
});

describe('when the mail server is down', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof portCallWorld>>;
  beforeAll(async () => {
    // Nothing listens on port 9 here: nodemailer's connection is refused, as with a dead SMTP server.
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    world = await portCallWorld(t);
  });
  afterAll(() => t.close());

  it('the action still succeeds; the failure is logged and the notification stays unmailed', async () => {
    await chooseEmail(t, 'agent', ['PORT_CALL']);
    const pc = await world.acceptedPortCall();
    await vi.waitFor(() => expect(t.logs.text).toContain('notification e-mail failed'), { timeout: 15_000 });
    const agent = await userId(t, 'agent');
    // The claim is released after the failure is logged.
    await vi.waitFor(async () => {
      const rows = await notificationsLinkedTo(t, `/das-mgmt/${pc.id}`);
      expect(rows.find((row) => row.userId === agent)).toMatchObject({ emailedAt: null });
    });
  });
});
