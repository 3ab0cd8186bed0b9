import type { VesselCertificate } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { toUploadedFile } from '../files/to-uploaded-file.ts';
import { certificateFlags } from './certificate-expiry.ts';

const { files, vesselCertificates } = schema;

/** Certificates with their attached file's metadata (never its bytes), in one query. */
export function selectCertificates(db: Db) {
  return db
    .select({
      certificate: vesselCertificates,
      fileId: files.id,
      originalFilename: files.originalFilename,
      contentType: files.contentType,
      byteSize: files.byteSize,
    })
    .from(vesselCertificates)
    .leftJoin(files, eq(files.id, vesselCertificates.fileId))
    .$dynamic();
}

type CertificateRow = Awaited<ReturnType<ReturnType<typeof selectCertificates>['execute']>>[number];

export function toVesselCertificate(
  row: CertificateRow,
  today: string,
  apiPrefix: string,
): VesselCertificate {
  const { certificate } = row;
  const attachment =
    row.fileId === null
      ? null
      : toUploadedFile(
          {
            id: row.fileId,
            originalFilename: row.originalFilename ?? '',
            contentType: row.contentType ?? '',
            byteSize: row.byteSize ?? 0,
          },
          apiPrefix,
        );
  return {
    id: certificate.id,
    vessel_id: certificate.vesselId,
    name: certificate.name,
    certificate_no: certificate.certificateNo,
    issued_on: certificate.issuedOn,
    last_annual_on: certificate.lastAnnualOn,
    expires_on: certificate.expiresOn,
    attachment,
    ...certificateFlags(certificate.expiresOn, today),
  };
}
