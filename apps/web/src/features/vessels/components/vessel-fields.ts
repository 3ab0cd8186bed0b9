import type { VesselFieldName } from '@portledger/contracts';

/** How a vessel field is shown and edited. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'measure'
  | 'date'
  | 'count'
  | 'flag'
  | 'type'
  | 'imo'
  | 'email'
  | 'mmsi';
export interface FieldSpec {
  name: VesselFieldName;
  /** Key under `vessels.field.` */
  label: string;
  kind: FieldKind;
  required?: boolean;
}
export type SectionKey =
  | 'particulars'
  | 'registry'
  | 'dimensions'
  | 'tonnages'
  | 'drafts'
  | 'holds'
  | 'communications'
  | 'remarks';
export type DetailTab = 'general' | 'cargo' | 'misc';

const f = (name: VesselFieldName, label: string, kind: FieldKind = 'text', required = false): FieldSpec => ({
  name,
  label,
  kind,
  ...(required ? { required } : {}),
});

/**
 * Every vessel field of SPEC.md section 3, grouped as the detail tabs show them (DESIGN.md section
 * 8) and the editor lays them out: one list, so a new field appears in both.
 */
export const vesselSections: { key: SectionKey; tab: DetailTab; fields: FieldSpec[] }[] = [
  {
    key: 'particulars',
    tab: 'general',
    fields: [
      f('name', 'name', 'text', true),
      f('imo', 'imo', 'imo', true),
      f('call_sign', 'callSign'),
      f('vessel_type_id', 'vesselType', 'type'),
      f('hull_type', 'hullType'),
      f('previous_names', 'previousNames', 'longText'),
    ],
  },
  {
    key: 'registry',
    tab: 'general',
    fields: [
      f('flag_country_id', 'flag', 'flag'),
      f('port_of_registry', 'portOfRegistry'),
      f('class_society', 'classSociety'),
      f('class_notation', 'classNotation'),
      f('owner_name', 'ownerName'),
      f('operator_name', 'operatorName'),
      f('builder', 'builder'),
      f('yard_number', 'yardNumber'),
      f('keel_laid_on', 'keelLaidOn', 'date'),
      f('delivered_on', 'deliveredOn', 'date'),
    ],
  },
  {
    key: 'dimensions',
    tab: 'general',
    fields: [
      f('loa', 'loa', 'measure'),
      f('lbp', 'lbp', 'measure'),
      f('beam', 'beam', 'measure'),
      f('depth', 'depth', 'measure'),
    ],
  },
  {
    key: 'tonnages',
    tab: 'general',
    fields: [
      f('gt', 'gt', 'measure'),
      f('nrt', 'nrt', 'measure'),
      f('suez_gt', 'suezGt', 'measure'),
      f('suez_nt', 'suezNt', 'measure'),
      f('panama_nt', 'panamaNt', 'measure'),
    ],
  },
  {
    key: 'drafts',
    tab: 'general',
    fields: [
      f('summer_draft', 'summerDraft', 'measure'),
      f('tropical_draft', 'tropicalDraft', 'measure'),
      f('winter_draft', 'winterDraft', 'measure'),
      f('dwt', 'dwt', 'measure'),
      f('tpc', 'tpc', 'measure'),
    ],
  },
  {
    key: 'holds',
    tab: 'cargo',
    fields: [
      f('holds', 'holds', 'count'),
      f('hatches', 'hatches', 'count'),
      f('grain_capacity', 'grainCapacity', 'measure'),
      f('bale_capacity', 'baleCapacity', 'measure'),
      f('cargo_gear', 'cargoGear', 'longText'),
    ],
  },
  {
    key: 'communications',
    tab: 'misc',
    fields: [
      f('inmarsat', 'inmarsat'),
      f('telex', 'telex'),
      f('fax', 'fax'),
      f('email', 'email', 'email'),
      f('mmsi', 'mmsi', 'mmsi'),
    ],
  },
  { key: 'remarks', tab: 'misc', fields: [f('remarks', 'remarks', 'longText')] },
];

/** A plain field's value on a vessel (flag and type are objects on the vessel, ids in requests). */
export const fieldValue = (vessel: object | undefined, name: VesselFieldName): unknown =>
  vessel ? (vessel as Record<string, unknown>)[name] : undefined;
