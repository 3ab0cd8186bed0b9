import type { ParsedCertificateCreateRequest, VesselCertificate } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { syncCertificateFile } from './certificate-files.ts';
import { getCertificate } from './get-certificate.ts';
import { withUniqueField } from './vessel-checks.ts';

const { vessels, vesselCertificates } = schema;

/** Adds a certificate to a vessel, with its file attached in the same transaction (operators). */
export async function createCertificate({
  db,
  user,
  apiPrefix,
  vesselId,
  input,
}: {
  db: Db;
  user: SessionUser;
  apiPrefix: string;
  vesselId: number;
  input: ParsedCertificateCreateRequest;
}): Promise<VesselCertificate> {
  const [vessel] = await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, vesselId)).limit(1);
  if (!vessel) throw new AppError(404, 'resource.notFound');
  const certificateId = await withUniqueField('name', 'vessels.certificateNameTaken', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vesselCertificates)
        .values({
          vesselId,
          name: input.name,
          certificateNo: input.certificate_no ?? null,
          issuedOn: input.issued_on ?? null,
          lastAnnualOn: input.last_annual_on ?? null,
          expiresOn: input.expires_on ?? null,
        })
        .returning({ id: vesselCertificates.id });
      if (input.file_id) {
        // Attached (and checked: an unknown or foreign file is a 422 on file_id) before the
        // certificate names it, so the foreign key never sees a file that is not there.
        await syncCertificateFile({
          db: tx as unknown as Db,
          user,
          certificateId: row!.id,
          fileId: input.file_id,
        });
        await tx
          .update(vesselCertificates)
          .set({ fileId: input.file_id })
          .where(eq(vesselCertificates.id, row!.id));
      }
      return row!.id;
    }),
  );
  return getCertificate({ db, apiPrefix, vesselId, certificateId });
}
