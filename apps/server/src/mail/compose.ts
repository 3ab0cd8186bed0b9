import { randomBytes } from 'node:crypto';
import type { MailAttachment, MailMessage } from './index.ts';

/** RFC 2047 encoded words for a non-ASCII header, split so each word stays under 76 characters. */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

/** `Name <addr>` with the display name encoded when needed. */
function encodeAddress(address: string): string {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(address);
  if (!match) return address.trim();
  return match[1] ? `${encodeHeader(match[1])} <${match[2]}>` : `<${match[2]}>`;
}

export function addressOnly(address: string): string {
  return /<([^>]+)>/.exec(address)?.[1] ?? address.trim();
}

function textPart(contentType: string, body: string): string {
  // 8bit keeps every line, the reset link included, readable as-is in the .eml file;
  // our lines are short (< 998 octets), which is all RFC 5322 asks of 8bit text.
  const normalised = body.replace(/\r?\n/g, '\r\n');
  return `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${normalised}\r\n`;
}

/** A file as a base64 part; the name is quoted, and given again per RFC 2231 when not plain ASCII. */
function attachmentPart(attachment: MailAttachment): string {
  const ascii = attachment.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const name =
    ascii === attachment.filename
      ? `filename="${ascii}"`
      : `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`;
  const base64 = attachment.content.toString('base64').replace(/.{1,76}/g, '$&\r\n');
  return [
    `Content-Type: ${attachment.contentType}; name="${ascii}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; ${name}`,
    '',
    base64,
  ].join('\r\n');
}

/** A multipart body: its Content-Type line, then each part between boundaries. */
function multipart(subtype: 'alternative' | 'mixed', parts: string[]): string {
  const boundary = `----=_PortLedger_${randomBytes(8).toString('hex')}`;
  return [
    `Content-Type: multipart/${subtype}; boundary="${boundary}"`,
    '',
    ...parts.flatMap((part) => [`--${boundary}`, part]),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * Builds the RFC 822 message by hand rather than through nodemailer's composer, because
 * the composer always quoted-printable-encodes long or non-ASCII lines, which breaks the
 * link for anyone reading the outbox file. The same bytes go to SMTP and to the outbox.
 * Attachments wrap the body in multipart/mixed, each file a base64 part after it.
 */
export function composeMessage(from: string, message: MailMessage, now = new Date()): string {
  const domain = addressOnly(from).split('@')[1] ?? 'portledger.local';
  const headers = [
    `From: ${encodeAddress(from)}`,
    `To: ${encodeAddress(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  const body = message.html
    ? multipart('alternative', [textPart('text/plain', message.text), textPart('text/html', message.html)])
    : textPart('text/plain', message.text);
  const attachments = message.attachments ?? [];
  const content =
    attachments.length === 0 ? body : multipart('mixed', [body, ...attachments.map(attachmentPart)]);
  return `${headers.join('\r\n')}\r\n${content}`;
}
