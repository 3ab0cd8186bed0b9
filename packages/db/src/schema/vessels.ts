import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { files } from './files.ts';
import { countries, vesselTypes } from './reference.ts';

const measure = (name: string) => numeric(name, { precision: 12, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

/** Vessel particulars (SPEC.md section 3 'Vessel'). Operators maintain them. */
export const vessels = pgTable(
  'vessels',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    previousNames: text('previous_names'),
    /** Seven digits, check digit validated. */
    imo: varchar({ length: 7 }).notNull().unique(),
    callSign: varchar('call_sign', { length: 20 }),
    flagCountryId: integer('flag_country_id').references(() => countries.id),
    portOfRegistry: text('port_of_registry'),
    vesselTypeId: integer('vessel_type_id').references(() => vesselTypes.id),
    hullType: text('hull_type'),
    builder: text(),
    yardNumber: text('yard_number'),
    keelLaidOn: day('keel_laid_on'),
    deliveredOn: day('delivered_on'),
    classSociety: text('class_society'),
    classNotation: text('class_notation'),
    ownerName: text('owner_name'),
    operatorName: text('operator_name'),
    loa: measure('loa'),
    lbp: measure('lbp'),
    beam: measure('beam'),
    depth: measure('depth'),
    gt: measure('gt'),
    nrt: measure('nrt'),
    suezGt: measure('suez_gt'),
    suezNt: measure('suez_nt'),
    panamaNt: measure('panama_nt'),
    summerDraft: measure('summer_draft'),
    tropicalDraft: measure('tropical_draft'),
    winterDraft: measure('winter_draft'),
    dwt: measure('dwt'),
    tpc: measure('tpc'),
    holds: integer(),
    hatches: integer(),
    grainCapacity: measure('grain_capacity'),
    baleCapacity: measure('bale_capacity'),
    cargoGear: text('cargo_gear'),
    inmarsat: text(),
    telex: text(),
    fax: text(),
    email: text(),
    mmsi: varchar({ length: 9 }),
    remarks: text(),
    lockVersion: integer('lock_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vessels_name_lower_idx').on(sql`lower(${t.name})`),
    index('vessels_vessel_type_id_idx').on(t.vesselTypeId),
    index('vessels_flag_country_id_idx').on(t.flagCountryId),
    /** The port-call list's search (`q`, `containsAll`) finds vessels by name or IMO (decision 020). */
    index('vessels_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('vessels_imo_trgm_idx').using('gin', t.imo.op('gin_trgm_ops')),
  ],
);

export const vesselCertificates = pgTable(
  'vessel_certificates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    certificateNo: text('certificate_no'),
    issuedOn: day('issued_on'),
    lastAnnualOn: day('last_annual_on'),
    expiresOn: day('expires_on'),
    fileId: integer('file_id').references(() => files.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vessel_certificates_vessel_id_idx').on(t.vesselId),
    uniqueIndex('vessel_certificates_vessel_name_idx').on(t.vesselId, sql`lower(${t.name})`),
  ],
);
