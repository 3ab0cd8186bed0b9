import type { ParsedCertificateUpdateRequest, VesselCertificate } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { syncCertificateFile } from './certificate-files.ts';
import { getCertificate } from './get-certificate.ts';
import { withUniqueField } from './vessel-checks.ts';

const { vesselCertificates } = schema;

/** Changes a certificate (absent fields stay, null clears) and its file, in one transaction. */
export async function updateCertificate({
  db,
  user,
  apiPrefix,
  vesselId,
  certificateId,
  input,
}: {
  db: Db;
  user: SessionUser;
  apiPrefix: string;
  vesselId: number;
  certificateId: number;
  input: ParsedCertificateUpdateRequest;
}): Promise<VesselCertificate> {
  const changes: Partial<typeof vesselCertificates.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.certificate_no !== undefined) changes.certificateNo = input.certificate_no;
  if (input.issued_on !== undefined) changes.issuedOn = input.issued_on;
  if (input.last_annual_on !== undefined) changes.lastAnnualOn = input.last_annual_on;
  if (input.expires_on !== undefined) changes.expiresOn = input.expires_on;
  if (input.file_id !== undefined) changes.fileId = input.file_id;
  await withUniqueField('name', 'vessels.certificateNameTaken', () =>
    db.transaction(async (tx) => {
      // The file first: an unknown or foreign file is a field error (422), where the update's
      // foreign key would fail as a server error; a refusal below rolls the attachment back.
      if (input.file_id !== undefined) {
        await syncCertificateFile({ db: tx as unknown as Db, user, certificateId, fileId: input.file_id });
      }
      const updated = await tx
        .update(vesselCertificates)
        .set(changes)
        .where(and(eq(vesselCertificates.id, certificateId), eq(vesselCertificates.vesselId, vesselId)))
        .returning({ issuedOn: vesselCertificates.issuedOn, expiresOn: vesselCertificates.expiresOn });
      const [row] = updated;
      if (!row) throw new AppError(404, 'resource.notFound');
      // A partial change is judged against the stored dates too; throwing rolls it back.
      if (row.issuedOn && row.expiresOn && row.expiresOn < row.issuedOn) {
        throw new AppError(422, 'vessels.expiresBeforeIssued', {
          errors: [{ field: 'expires_on', message: 'vessels.expiresBeforeIssued' }],
        });
      }
    }),
  );
  return getCertificate({ db, apiPrefix, vesselId, certificateId });
}
