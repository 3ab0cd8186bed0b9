import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { EN, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://portledger.test:8080/' });
});
afterAll(() => t.close());

const sendReset = (app: TestApp['app'], name: string, headers: Record<string, string> = EN) =>
  app.inject({ method: 'POST', url: '/uapi/users/send_reset', headers, payload: { name } });
const reset = (token: string, password: string, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/uapi/users/reset',
    headers: EN,
    payload: { token, password, password_confirmation: confirmation },
  });
const linkPattern = /^http:\/\/portledger\.test:8080\/auth\/reset-psw\?token=([A-Za-z0-9_-]{43})\r?$/m;

function newestOutboxMail(): string {
  const outbox = join(t.dataDir, 'outbox');
  const newest = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .at(-1)!;
  return readFileSync(join(outbox, newest), 'utf8');
}

describe('password reset through the outbox', () => {
  it('answers 422 "Invalid user name." for an unknown name and mails nothing', async () => {
    const response = await sendReset(t.app, 'no-such-user');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 422, msg: 'Invalid user name.', data: null });
  });

  it('mails a one-time link that sets a new password and ends every session', async () => {
    const before = await login(t.app, 'agent2');
    const response = await sendReset(t.app, 'agent2');
    expect(response.json()).toEqual({ code: 200, msg: 'A password reset email has been sent.', data: null });

    const mail = newestOutboxMail();
    expect(mail).toContain('To: Pieter de Vries <pieter.devries@rotterdam-port.example>');
    expect(mail).toContain('Subject: Reset your PortLedger password');
    const token = linkPattern.exec(mail)?.[1];
    expect(token).toBeDefined();
    expect(t.logs.text).toContain(`reset-psw?token=${token}`);

    const mismatch = await reset(token!, 'Harbour#2027', 'Harbour#2028');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.errors[0].message).toBe('Password inconsistency please re-enter.');

    const done = await reset(token!, 'Harbour#2027');
    expect(done.statusCode).toBe(200);
    expect((await login(t.app, 'agent2')).response.statusCode).toBe(401);
    expect((await login(t.app, 'agent2', 'Harbour#2027')).response.statusCode).toBe(200);
    const old = await t.app.inject({
      url: '/uapi/users/me',
      headers: { ...EN, authorization: before.token! },
    });
    expect(old.statusCode).toBe(401);

    const again = await reset(token!, 'Harbour#2029');
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toMatch(/invalid, already used or expired/);
  });

  it("writes the mail in the user's language", async () => {
    await sendReset(t.app, 'agent', { 'accept-language': 'en-US' });
    const mail = newestOutboxMail();
    expect(mail).toContain('=?UTF-8?B?');
    expect(mail).toContain('请在 60 分钟内打开以下链接设置新密码');
    expect(linkPattern.test(mail)).toBe(true);
  });

  it('rejects an expired token', async () => {
    await sendReset(t.app, 'operator');
    const token = linkPattern.exec(newestOutboxMail())![1]!;
    const { passwordResetTokens } = schema;
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const response = await reset(token, 'Harbour#2030');
    expect(response.statusCode).toBe(422);
    expect((await login(t.app, 'operator', 'Harbour#2030')).response.statusCode).toBe(401);
  });
});

describe('password reset over SMTP', () => {
  it('delivers the link to a real SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtp = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'http://portledger.test:8080',
    });
    try {
      const response = await sendReset(smtp.app, 'principal');
      expect(response.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: Olivia Chen <olivia.chen@oceanic-bulk.example>');
      expect(received[0]).toMatch(linkPattern);
      expect(readdirSync(smtp.dataDir)).not.toContain('outbox');
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
