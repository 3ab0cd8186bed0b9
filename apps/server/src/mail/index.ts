import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { addressOnly, composeMessage } from './compose.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** Shown to the reader; keep it ASCII where possible (non-ASCII is sent per RFC 2231 too). */
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** Sortable by name: `20260102T030405123Z-1a2b3c.eml`, so the newest file is the last one. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}.eml`;
}

/** SMTP when SMTP_URL is set; otherwise every mail is written to DATA_DIR/outbox as an .eml file. */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async sendMail(message) {
        await transport.sendMail({
          envelope: { from: addressOnly(options.from), to: [addressOnly(message.to)] },
          raw: composeMessage(options.from, message),
        });
        log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  return {
    async sendMail(message) {
      const now = new Date();
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, outboxFileName(now));
      // Written aside and renamed: a reader of the outbox never sees a half-written mail.
      await writeFile(`${file}.tmp`, composeMessage(options.from, message, now));
      await rename(`${file}.tmp`, file);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}
