import { createHash } from 'node:crypto';
import { MAX_FILE_BYTES, type UploadedFile } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { AppError } from '../../app-error.ts';
import { translate } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';
import { sanitizeFilename } from './file-names.ts';
import { sniffContentType } from './sniff-content-type.ts';
import { toUploadedFile } from './to-uploaded-file.ts';

/**
 * Stores one uploaded file, unattached: until a record takes it (attachFile) only its uploader
 * can read it. The type is detected from the bytes; the client's claims are ignored.
 */
export async function uploadFile({
  db,
  user,
  apiPrefix,
  data,
  filename,
}: {
  db: Db;
  user: SessionUser;
  apiPrefix: string;
  data: Buffer;
  filename: string | undefined;
}): Promise<UploadedFile> {
  if (data.length === 0)
    throw new AppError(400, 'files.empty', { errors: [{ field: 'file', message: 'files.empty' }] });
  if (data.length > MAX_FILE_BYTES)
    throw new AppError(413, 'files.tooLarge', { params: { maxMb: MAX_FILE_BYTES / 1024 / 1024 } });
  const contentType = sniffContentType(data);
  if (!contentType) {
    // A name that promises an accepted type ("invoice.pdf") gets told what is wrong with the file:
    // that the type is not accepted would send the user looking for another format.
    const kind = claimedKind(filename);
    if (kind)
      throw new AppError(415, 'files.contentMismatch', {
        params: (locale) => ({ kind: translate(locale, `files.kind.${kind}`) }),
      });
    throw new AppError(415, 'files.unsupportedType');
  }
  const { files, fileContents } = schema;
  const row = await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        uploadedById: user.id,
        originalFilename: sanitizeFilename(filename, contentType),
        contentType,
        byteSize: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      })
      .returning();
    await tx.insert(fileContents).values({ fileId: file!.id, data });
    return file!;
  });
  return toUploadedFile(row, apiPrefix);
}

const CLAIMED_KINDS: Record<string, 'pdf' | 'image' | 'office' | 'email'> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  tif: 'image',
  tiff: 'image',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
  eml: 'email',
  msg: 'email',
};

/** The accepted kind of file a name's extension promises, if any. */
function claimedKind(filename: string | undefined) {
  const extension = filename?.match(/\.([A-Za-z]+)$/)?.[1]?.toLowerCase();
  return extension ? CLAIMED_KINDS[extension] : undefined;
}
