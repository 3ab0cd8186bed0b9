import type { Locale, VesselDetail } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { todayIso } from './certificate-expiry.ts';
import { selectCertificates, toVesselCertificate } from './certificate-rows.ts';
import { codeRef, flagName, flags, typeName } from './vessel-rows.ts';

const { vessels, vesselTypes, vesselCertificates } = schema;

/**
 * A vessel with every particular and its certificates (two queries, run together). Vessels are
 * reference data: every signed-in user may read any of them.
 */
export async function getVessel({
  db,
  locale,
  apiPrefix,
  vesselId,
}: {
  db: Db;
  locale: Locale;
  apiPrefix: string;
  vesselId: number;
}): Promise<VesselDetail> {
  const today = todayIso();
  const [[row], certificateRows] = await Promise.all([
    db
      .select({
        vessel: vessels,
        typeCode: vesselTypes.code,
        typeName: typeName(locale),
        flagCode: flags.code,
        flagName: flagName(locale),
      })
      .from(vessels)
      .leftJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
      .leftJoin(flags, eq(flags.id, vessels.flagCountryId))
      .where(eq(vessels.id, vesselId))
      .limit(1),
    selectCertificates(db)
      .where(eq(vesselCertificates.vesselId, vesselId))
      // Soonest expiry first: what needs renewing is on top; undated ones last.
      .orderBy(sql`${vesselCertificates.expiresOn} asc nulls last`, asc(vesselCertificates.id)),
  ]);
  if (!row) throw new AppError(404, 'resource.notFound');
  const v = row.vessel;
  return {
    id: v.id,
    name: v.name,
    previous_names: v.previousNames,
    imo: v.imo,
    call_sign: v.callSign,
    flag: codeRef(v.flagCountryId, row.flagCode, row.flagName),
    port_of_registry: v.portOfRegistry,
    vessel_type: codeRef(v.vesselTypeId, row.typeCode, row.typeName),
    hull_type: v.hullType,
    builder: v.builder,
    yard_number: v.yardNumber,
    keel_laid_on: v.keelLaidOn,
    delivered_on: v.deliveredOn,
    class_society: v.classSociety,
    class_notation: v.classNotation,
    owner_name: v.ownerName,
    operator_name: v.operatorName,
    loa: v.loa,
    lbp: v.lbp,
    beam: v.beam,
    depth: v.depth,
    gt: v.gt,
    nrt: v.nrt,
    suez_gt: v.suezGt,
    suez_nt: v.suezNt,
    panama_nt: v.panamaNt,
    summer_draft: v.summerDraft,
    tropical_draft: v.tropicalDraft,
    winter_draft: v.winterDraft,
    dwt: v.dwt,
    tpc: v.tpc,
    holds: v.holds,
    hatches: v.hatches,
    grain_capacity: v.grainCapacity,
    bale_capacity: v.baleCapacity,
    cargo_gear: v.cargoGear,
    inmarsat: v.inmarsat,
    telex: v.telex,
    fax: v.fax,
    email: v.email,
    mmsi: v.mmsi,
    remarks: v.remarks,
    lock_version: v.lockVersion,
    updated_at: v.updatedAt.toISOString(),
    certificates: certificateRows.map((certificate) => toVesselCertificate(certificate, today, apiPrefix)),
  };
}
