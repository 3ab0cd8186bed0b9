import type { AttachmentType } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import type { AttachableRecordType } from './record-access.ts';

/**
 * Attaches an uploaded file to a record, for the use cases that save such records (vessel
 * certificates, entity logos, ...); pass their transaction as `db`. Only the uploader may attach
 * a fresh file, so nobody can claim someone else's upload by guessing its id; re-saving a
 * record with the file it already has is a no-op. A refusal is a field error on `field`.
 */
export async function attachFile({
  db,
  user,
  fileId,
  recordType,
  recordId,
  attachmentType = 'support_document',
  field = 'file_id',
}: {
  db: Db;
  user: SessionUser;
  fileId: number;
  recordType: AttachableRecordType;
  recordId: number;
  attachmentType?: AttachmentType;
  /** The request field that carried the file id, for the error message. */
  field?: string;
}): Promise<{ attachmentId: number }> {
  const { files, attachments } = schema;
  const [file] = await db
    .select({ uploadedById: files.uploadedById })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  const [existing] = file
    ? await db
        .select({ id: attachments.id })
        .from(attachments)
        .where(
          and(
            eq(attachments.fileId, fileId),
            eq(attachments.recordType, recordType),
            eq(attachments.recordId, recordId),
          ),
        )
        .limit(1)
    : [];
  if (existing) return { attachmentId: existing.id };
  if (!file || file.uploadedById !== user.id) {
    throw new AppError(422, 'files.notAttachable', { errors: [{ field, message: 'files.notAttachable' }] });
  }
  const [row] = await db
    .insert(attachments)
    .values({ fileId, recordType, recordId, attachmentType })
    .returning({ id: attachments.id });
  return { attachmentId: row!.id };
}
