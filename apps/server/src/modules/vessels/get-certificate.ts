import type { VesselCertificate } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { todayIso } from './certificate-expiry.ts';
import { selectCertificates, toVesselCertificate } from './certificate-rows.ts';

const { vesselCertificates } = schema;

/** One certificate of one vessel; a certificate of another vessel answers 404. */
export async function getCertificate({
  db,
  apiPrefix,
  vesselId,
  certificateId,
}: {
  db: Db;
  apiPrefix: string;
  vesselId: number;
  certificateId: number;
}): Promise<VesselCertificate> {
  const [row] = await selectCertificates(db)
    .where(and(eq(vesselCertificates.id, certificateId), eq(vesselCertificates.vesselId, vesselId)))
    .limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  return toVesselCertificate(row, todayIso(), apiPrefix);
}
