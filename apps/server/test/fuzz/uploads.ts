import { MAX_FILE_BYTES } from '@portledger/contracts';
import { auth, type TestApp } from '../helpers.ts';
import type { WriteWatch } from './checksum.ts';

const BOUNDARY = '----portledger-fuzz';
const part = (name: string, filename: string, type: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipart = (...parts: Buffer[]) => Buffer.concat([...parts, end]);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x41)]);

interface UploadCase {
  name: string;
  payload: Buffer | string;
  contentType: string;
  /** A file that must be refused whatever else happens. */
  mustReject?: number[];
}

/** Uploads that must be refused: too big, wrong by content, empty, malformed multipart. */
const cases = (): UploadCase[] => [
  {
    name: 'oversized',
    payload: multipart(
      part('file', 'big.pdf', 'application/pdf', Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES)])),
    ),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [413],
  },
  {
    name: 'exe renamed pdf',
    payload: multipart(part('file', 'invoice.pdf', 'application/pdf', exe)),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [415],
  },
  {
    name: 'html renamed pdf',
    payload: multipart(
      part('file', 'invoice.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>')),
    ),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [415],
  },
  {
    name: 'svg with a script as image',
    payload: multipart(part('file', 'logo.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [415],
  },
  {
    name: 'zero bytes',
    payload: multipart(part('file', 'empty.pdf', 'application/pdf', Buffer.alloc(0))),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [400, 415],
  },
  {
    name: 'truncated zip claiming to be xlsx',
    payload: multipart(
      part(
        'file',
        'sheet.xlsx',
        'application/vnd.ms-excel',
        Buffer.from('PK\x03\x04\xff\xff\xff\xffPK\x05\x06', 'latin1'),
      ),
    ),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [415],
  },
  {
    name: 'two files',
    payload: multipart(
      part('file', 'a.pdf', 'application/pdf', pdf),
      part('file', 'b.pdf', 'application/pdf', pdf),
    ),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [400],
  },
  {
    name: 'no file part',
    payload: end,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [400],
  },
  {
    name: 'truncated body',
    payload: part('file', 'a.pdf', 'application/pdf', pdf).subarray(0, 60),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [400],
  },
  {
    name: 'wrong boundary',
    payload: multipart(part('file', 'a.pdf', 'application/pdf', pdf)),
    contentType: 'multipart/form-data; boundary=something-else',
    mustReject: [400],
  },
  {
    name: 'no boundary',
    payload: multipart(part('file', 'a.pdf', 'application/pdf', pdf)),
    contentType: 'multipart/form-data',
    mustReject: [400, 415],
  },
  {
    name: 'garbage',
    payload: Buffer.from([0, 1, 2, 255, 254, 13, 10]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    mustReject: [400],
  },
  { name: 'json body', payload: '{"file":"a.pdf"}', contentType: 'application/json', mustReject: [415] },
  // Valid content with hostile names: stored under a cleaned name, or refused; never a 5xx.
  {
    name: 'traversal name',
    payload: multipart(part('file', '../../etc/passwd.pdf', 'application/pdf', pdf)),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    name: 'NUL in name',
    payload: multipart(part('file', 'a\u0000b.pdf', 'application/pdf', pdf)),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    name: 'markup in name',
    payload: multipart(part('file', '<img src=x onerror=alert(1)>.pdf', 'application/pdf', pdf)),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    name: 'long name',
    payload: multipart(part('file', `${'n'.repeat(900)}.pdf`, 'application/pdf', pdf)),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
];

/** Sends each hostile upload; a refused one must leave every table unchanged. */
export async function uploadCases(
  t: TestApp,
  token: string,
  watch: WriteWatch,
  judge: (key: 'POST /files', label: string, status: number, text: string) => boolean,
) {
  const problems: string[] = [];
  let tried = 0;
  let rejected = 0;
  for (const c of cases()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/files',
      headers: { ...auth(token), 'content-type': c.contentType },
      payload: c.payload,
    });
    tried += 1;
    const isRejected = judge('POST /files', c.name, response.statusCode, response.body);
    if (c.mustReject && !c.mustReject.includes(response.statusCode))
      problems.push(`POST /files ${c.name}: ${response.statusCode}, expected ${c.mustReject.join(' or ')}`);
    if (!isRejected) {
      await watch.reset();
      continue;
    }
    rejected += 1;
    const changed = await watch.changed();
    if (changed.length > 0)
      problems.push(`POST /files ${c.name}: ${response.statusCode} but changed ${changed.join(', ')}`);
  }
  return { tried, rejected, problems };
}
