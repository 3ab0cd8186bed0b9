import { OPTION_LIMIT, type ParsedVesselOptionQuery, type VesselOption } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { containsFilter } from '../../lib/list.ts';

const { vessels } = schema;

/** Vessels for a remote select: name_i_cont also matches the IMO number, as users type either. */
export async function listVesselOptions({
  db,
  query,
}: {
  db: Db;
  query: ParsedVesselOptionQuery;
}): Promise<VesselOption[]> {
  const text = query.name_i_cont;
  return db
    .select({ id: vessels.id, name: vessels.name, imo: vessels.imo })
    .from(vessels)
    .where(
      and(
        text ? or(containsFilter(vessels.name, text), containsFilter(vessels.imo, text)) : undefined,
        query.vessel_type_id_eq === undefined ? undefined : eq(vessels.vesselTypeId, query.vessel_type_id_eq),
      ),
    )
    .orderBy(sql`lower(${vessels.name})`, asc(vessels.id))
    .limit(OPTION_LIMIT);
}
