import { crc32, deflateSync } from 'node:zlib';
import { MAX_FILE_BYTES } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../src/app-error.ts';
import { findSessionUser } from '../src/modules/auth/sessions.ts';
import { attachFile } from '../src/modules/files/attach-file.ts';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

/** A minimal one-page PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A real 1x1 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A stored (uncompressed) ZIP with the given entries, as Office writes its documents. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = zip({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
const eml = Buffer.from(
  'From: Port Agent <ops@agency.example>\r\nTo: desk@portledger.example\r\nSubject: SOF MV Ocean Star\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\n\r\nPlease find the SOF.\r\n',
);

function multipart(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----portledger-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      'utf8',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'principal2', 'agent', 'operator'])
    tokens[name] = (await login(t.app, name)).token!;
});
afterAll(() => t.close());

async function upload(
  filename: string,
  data: Buffer,
  as = 'principal',
  contentType?: string,
  language = 'en-US',
) {
  const body = multipart(filename, data, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/uapi/files',
    headers: { ...auth(tokens[as]), 'content-type': body.contentType, 'accept-language': language },
    payload: body.payload,
  });
}
const download = (id: number, as = 'principal') =>
  t.app.inject({ url: `/uapi/files/${id}`, headers: auth(tokens[as]) });
const fileCount = async () => (await t.database.db.select({ n: count() }).from(schema.files))[0]!.n;
const sessionUser = async (name: string) => (await findSessionUser(t.database.db, tokens[name]!))!;

describe('POST /files', () => {
  it.each([
    ['manifest.pdf', pdf, 'application/pdf'],
    ['stamp.png', png(), 'image/png'],
    ['letter.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sof.eml', eml, 'message/rfc822'],
  ])('stores %s with the type found in its content', async (name, data, type) => {
    const response = await upload(name, data, 'principal', 'text/html');
    expect(response.statusCode).toBe(200);
    const file = response.json().data;
    expect(file).toEqual({
      id: expect.any(Number),
      file_url: `/uapi/files/${file.id}`,
      original_filename: name,
      content_type: type,
      byte_size: data.length,
    });
    const [row] = await t.database.db.select().from(schema.files).where(eq(schema.files.id, file.id));
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects an empty file with 400 and stores nothing', async () => {
    const before = await fileCount();
    const response = await upload('empty.pdf', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('The file is empty.');
    expect(await fileCount()).toBe(before);
  });

  it('rejects a file over 20 MB with 413', async () => {
    const before = await fileCount();
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES)]);
    const response = await upload('huge.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, msg: 'The file is larger than 20 MB.' });
    expect(await fileCount()).toBe(before);
  });

  it('rejects content of another type whatever its name says, with 415', async () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Buffer.alloc(56)]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const plainZip = zip({ 'notes.txt': 'hello' });
    for (const [name, data] of [
      ['setup.exe', elf],
      ['invoice.pdf', html],
      ['report.docx', plainZip],
    ] as const) {
      const response = await upload(name, data, 'principal', 'application/pdf');
      expect(response.statusCode, name).toBe(415);
      expect(response.json().msg).toContain(
        name === 'setup.exe' ? 'This type of file is not accepted' : 'The file is not a readable',
      );
    }
  });

  it('tells a damaged or renamed file from a type that is not accepted, in both languages', async () => {
    const before = await fileCount();
    const damaged = Buffer.from('this was never a PDF');
    const en = await upload('invoice.PDF', damaged);
    expect(en.statusCode).toBe(415);
    expect(en.json().msg).toBe(
      'The file is not a readable PDF file: its content does not match its name. It may be damaged or only renamed: open it to check, then upload it again.',
    );
    const zh = await upload('receipt.jpg', damaged, 'principal', undefined, 'zh-CN');
    expect(zh.json().msg).toBe(
      '该文件不是可读取的 图片 文件：文件内容与文件名不符，可能已损坏或只是改了扩展名。请打开检查后重新上传。',
    );
    expect((await upload('notes.txt', damaged)).json().msg).toContain('This type of file is not accepted');
    expect(await fileCount()).toBe(before);
  });

  it('answers 415 to a body that is not multipart and 400 when no file is sent', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/uapi/files',
      headers: auth(tokens.principal),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const boundary = 'b0undary';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/uapi/files',
      headers: { ...auth(tokens.principal), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('keeps a Chinese name but strips paths and control characters', async () => {
    const response = await upload('C:\\fakepath\\..\\装货港\u202e使费.pdf', pdf);
    expect(response.json().data.original_filename).toBe('装货港使费.pdf');
  });

  it('needs a session', async () => {
    const body = multipart('a.pdf', pdf);
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/files',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/uapi/files/1' })).statusCode).toBe(401);
  });
});

describe('GET /files/{id}', () => {
  it('gives the uploader the same bytes with safe download headers', async () => {
    const data = png();
    const { id } = (await upload('泊位 photo.png', data)).json().data;
    const response = await download(id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(data)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="__ photo.png"; filename*=UTF-8''${encodeURIComponent('泊位 photo.png')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('hides an unattached file from everyone but its uploader', async () => {
    const { id } = (await upload('private.pdf', pdf)).json().data;
    for (const other of ['principal2', 'agent', 'operator']) {
      const response = await download(id, other);
      expect(response.statusCode, other).toBe(404);
      expect(response.json().msg).toBe('The requested record does not exist.');
    }
    expect((await download(999_999)).statusCode).toBe(404);
  });

  it('lets anyone signed in read a vessel certificate once attached', async () => {
    const { id } = (await upload('class-certificate.pdf', pdf, 'operator')).json().data;
    await attachFile({
      db: t.database.db,
      user: await sessionUser('operator'),
      fileId: id,
      recordType: 'vessel_certificate',
      recordId: 1,
    });
    for (const name of ['principal', 'principal2', 'agent'])
      expect((await download(id, name)).statusCode).toBe(200);
  });

  it("shows an entity's logo to users who may see that entity, and agents' logos to all", async () => {
    const principal = await sessionUser('principal');
    const agent = await sessionUser('agent');
    const legalEntity = principal.managedEntityIds[0]!;
    const principalLogo = (await upload('logo.png', png())).json().data.id;
    await attachFile({
      db: t.database.db,
      user: principal,
      fileId: principalLogo,
      recordType: 'entity',
      recordId: legalEntity,
    });
    expect((await download(principalLogo, 'principal')).statusCode).toBe(200);
    expect((await download(principalLogo, 'operator')).statusCode).toBe(200);
    expect((await download(principalLogo, 'principal2')).statusCode).toBe(404);
    expect((await download(principalLogo, 'agent')).statusCode).toBe(404);

    const agentLogo = (await upload('agency.png', png(), 'agent')).json().data.id;
    await attachFile({
      db: t.database.db,
      user: agent,
      fileId: agentLogo,
      recordType: 'entity',
      recordId: agent.entityId,
    });
    expect((await download(agentLogo, 'principal2')).statusCode).toBe(200);
  });
});

describe('attachFile', () => {
  it("refuses someone else's file, allows re-attaching to the same record", async () => {
    const { id } = (await upload('mine.pdf', pdf)).json().data;
    const principal = await sessionUser('principal');
    const attach = (user: typeof principal) =>
      attachFile({ db: t.database.db, user, fileId: id, recordType: 'vessel_certificate', recordId: 7 });
    await expect(attach(await sessionUser('agent'))).rejects.toMatchObject({
      status: 422,
      messageKey: 'files.notAttachable',
    } satisfies Partial<AppError>);
    const first = await attach(principal);
    // The next editor of the certificate saves it with the same file: not a new attachment.
    expect(await attach(await sessionUser('operator'))).toEqual(first);
    await expect(
      attachFile({
        db: t.database.db,
        user: principal,
        fileId: 999_999,
        recordType: 'entity',
        recordId: principal.entityId,
        field: 'logo_file_id',
      }),
    ).rejects.toMatchObject({ status: 422, details: { errors: [{ field: 'logo_file_id' }] } });
  });
});
