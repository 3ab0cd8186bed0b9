import type { Locale, ParsedVesselUpdateRequest, VesselDetail } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { getVessel } from './get-vessel.ts';
import { assertVesselReferences, toVesselColumns, withUniqueField } from './vessel-checks.ts';

const { vessels } = schema;

/**
 * Changes a vessel's particulars. Optimistic locking: the row changes only if it still has the
 * lock_version the editor read; otherwise 409 (or 404 when the vessel does not exist) and
 * nothing is written.
 */
export async function updateVessel({
  db,
  locale,
  apiPrefix,
  vesselId,
  input,
}: {
  db: Db;
  locale: Locale;
  apiPrefix: string;
  vesselId: number;
  input: ParsedVesselUpdateRequest;
}): Promise<VesselDetail> {
  await assertVesselReferences(db, input);
  const updated = await withUniqueField('imo', 'vessels.imoTaken', () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(vessels)
        .set({
          ...toVesselColumns(input),
          lockVersion: sql`${vessels.lockVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(vessels.id, vesselId), eq(vessels.lockVersion, input.lock_version)))
        .returning({ keelLaidOn: vessels.keelLaidOn, deliveredOn: vessels.deliveredOn });
      // A partial change is judged against the stored dates too; throwing rolls it back.
      const [row] = rows;
      if (row?.keelLaidOn && row.deliveredOn && row.deliveredOn < row.keelLaidOn) {
        throw new AppError(422, 'vessels.deliveredBeforeKeelLaid', {
          errors: [{ field: 'delivered_on', message: 'vessels.deliveredBeforeKeelLaid' }],
        });
      }
      return rows;
    }),
  );
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: vessels.id })
      .from(vessels)
      .where(eq(vessels.id, vesselId))
      .limit(1);
    throw exists ? new AppError(409, 'conflict.stale') : new AppError(404, 'resource.notFound');
  }
  return getVessel({ db, locale, apiPrefix, vesselId });
}
