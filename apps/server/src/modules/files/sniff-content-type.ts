import type { AcceptedContentType } from '@portledger/contracts';

/**
 * Detects the type of an upload from its bytes. The client's Content-Type and file name are
 * never trusted: a stored file is served with the type found here, so an HTML page renamed
 * `invoice.pdf` can never be served as something a browser would run. Only the types the
 * product needs are recognised; anything else answers undefined (415).
 */
export function sniffContentType(data: Buffer): AcceptedContentType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => data[i] === byte);
  const ascii = (offset: number, text: string) =>
    data.length >= offset + text.length && data.toString('latin1', offset, offset + text.length) === text;

  // PDF readers accept the header anywhere in the first KiB (ISO 32000 implementation note).
  if (data.subarray(0, 1024).indexOf('%PDF-', 0, 'latin1') !== -1) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return officeOpenXmlType(zipEntryNames(data));
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return compoundDocumentType(data);
  if (isRfc822Message(data)) return 'message/rfc822';
  return undefined;
}

/** Names of the entries in a ZIP's central directory (empty when it is not a readable ZIP). */
export function zipEntryNames(data: Buffer): string[] {
  // The end-of-central-directory record sits in the last 22 bytes plus at most a 64 KiB comment.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= floor; i -= 1) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return [];
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    names.push(data.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A ZIP is an Office document only with `[Content_Types].xml` and the main part of its kind. */
function officeOpenXmlType(names: string[]): AcceptedContentType | undefined {
  if (!names.includes('[Content_Types].xml')) return undefined;
  if (names.includes('word/document.xml') || names.some((n) => n.startsWith('word/')))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (names.some((n) => n.startsWith('xl/')))
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (names.some((n) => n.startsWith('ppt/')))
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return undefined;
}

/**
 * Legacy Office and Outlook files are OLE2 compound documents; the kind shows in the names of
 * their streams, which the directory stores in UTF-16LE. Other compound files (installers,
 * Visio, ...) are not accepted.
 */
function compoundDocumentType(data: Buffer): AcceptedContentType | undefined {
  const has = (name: string) => data.indexOf(Buffer.from(name, 'utf16le')) !== -1;
  if (has('__substg1.0_')) return 'application/vnd.ms-outlook';
  if (has('WordDocument')) return 'application/msword';
  if (has('Workbook') || has('Book\u0000')) return 'application/vnd.ms-excel';
  if (has('PowerPoint Document')) return 'application/vnd.ms-powerpoint';
  return undefined;
}

const HEADER_LINE = /^[!-9;-~]+:[ \t]?/;

/**
 * An e-mail saved as .eml: text that opens with RFC 5322 header lines (possibly folded) up to a
 * blank line, including From and at least one of Date, Subject or To.
 */
function isRfc822Message(data: Buffer): boolean {
  const head = data.subarray(0, 16 * 1024);
  if (head.includes(0)) return false;
  const text = head.toString('utf8');
  const headerBlock = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
  if (headerBlock.length === text.length && data.length > head.length) return false;
  const names = new Set<string>();
  for (const line of headerBlock.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && names.size > 0) continue;
    if (!HEADER_LINE.test(line)) return false;
    names.add(line.slice(0, line.indexOf(':')).toLowerCase());
  }
  return names.has('from') && ['date', 'subject', 'to'].some((name) => names.has(name));
}
