import { type Db, schema } from '@portledger/db';
import { and, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { attachFile } from '../files/attach-file.ts';

const { attachments } = schema;
const RECORD_TYPE = 'vessel_certificate';

/**
 * Keeps a certificate's attachment rows in step with its file_id, inside the caller's transaction:
 * the new file is attached (only its uploader may attach it), a replaced or removed file is
 * detached so it is no longer readable through this certificate.
 */
export async function syncCertificateFile({
  db,
  user,
  certificateId,
  fileId,
}: {
  db: Db;
  user: SessionUser;
  certificateId: number;
  fileId: number | null;
}): Promise<void> {
  const ofThisCertificate = and(
    eq(attachments.recordType, RECORD_TYPE),
    eq(attachments.recordId, certificateId),
  );
  await db
    .delete(attachments)
    .where(fileId === null ? ofThisCertificate : and(ofThisCertificate, ne(attachments.fileId, fileId)));
  if (fileId !== null) {
    await attachFile({
      db,
      user,
      fileId,
      recordType: RECORD_TYPE,
      recordId: certificateId,
      field: 'file_id',
    });
  }
}
