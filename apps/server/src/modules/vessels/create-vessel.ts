import type { Locale, ParsedVesselCreateRequest, VesselDetail } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { getVessel } from './get-vessel.ts';
import { assertVesselReferences, toVesselColumns, withUniqueField } from './vessel-checks.ts';

const { vessels } = schema;

/** Adds a vessel (operators; the route checks the kind). A taken IMO number answers 409. */
export async function createVessel({
  db,
  locale,
  apiPrefix,
  input,
}: {
  db: Db;
  locale: Locale;
  apiPrefix: string;
  input: ParsedVesselCreateRequest;
}): Promise<VesselDetail> {
  await assertVesselReferences(db, input);
  const [row] = await withUniqueField('imo', 'vessels.imoTaken', () =>
    db
      .insert(vessels)
      .values({ ...toVesselColumns(input), name: input.name, imo: input.imo })
      .returning({ id: vessels.id }),
  );
  return getVessel({ db, locale, apiPrefix, vesselId: row!.id });
}
