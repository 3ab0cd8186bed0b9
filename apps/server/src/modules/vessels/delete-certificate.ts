import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { syncCertificateFile } from './certificate-files.ts';

const { vesselCertificates } = schema;

/** Removes a certificate and detaches its file (the file row stays, readable only by its uploader). */
export async function deleteCertificate({
  db,
  user,
  vesselId,
  certificateId,
}: {
  db: Db;
  user: SessionUser;
  vesselId: number;
  certificateId: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(vesselCertificates)
      .where(and(eq(vesselCertificates.id, certificateId), eq(vesselCertificates.vesselId, vesselId)))
      .returning({ id: vesselCertificates.id });
    if (deleted.length === 0) throw new AppError(404, 'resource.notFound');
    await syncCertificateFile({ db: tx as unknown as Db, user, certificateId, fileId: null });
  });
}
