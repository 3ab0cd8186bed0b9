import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { canReadRecord } from './record-access.ts';

export interface FileDownload {
  filename: string;
  contentType: string;
  sha256: string;
  data: Buffer;
}

/**
 * A file's bytes for a user allowed to read it: an unattached file only by its uploader, an
 * attached one by whoever may see one of its records. Anyone else gets 404 (never a hint that
 * the file exists).
 */
export async function getFileDownload({
  db,
  user,
  fileId,
}: {
  db: Db;
  user: SessionUser;
  fileId: number;
}): Promise<FileDownload> {
  const { files, attachments, fileContents } = schema;
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) throw new AppError(404, 'resource.notFound');
  const links = await db
    .select({ recordType: attachments.recordType, recordId: attachments.recordId })
    .from(attachments)
    .where(eq(attachments.fileId, fileId));
  if (!(await isReadable({ db, user, uploadedById: file.uploadedById, links }))) {
    throw new AppError(404, 'resource.notFound');
  }
  const [content] = await db
    .select({ data: fileContents.data })
    .from(fileContents)
    .where(eq(fileContents.fileId, fileId))
    .limit(1);
  if (!content) throw new AppError(404, 'resource.notFound');
  return {
    filename: file.originalFilename,
    contentType: file.contentType,
    sha256: file.sha256,
    data: content.data,
  };
}

async function isReadable({
  db,
  user,
  uploadedById,
  links,
}: {
  db: Db;
  user: SessionUser;
  uploadedById: number;
  links: { recordType: string; recordId: number }[];
}): Promise<boolean> {
  if (links.length === 0) return uploadedById === user.id;
  for (const link of links) {
    if (await canReadRecord(link.recordType, { db, user, recordId: link.recordId })) return true;
  }
  return false;
}
