import {
  type agentNominationTypes,
  type letterTypes,
  NOT_IN_LIST,
  type PortCallCreateRequest,
  type PortCallDetail,
  type requestTypes,
} from '@portledger/contracts';
import dayjs, { type Dayjs } from 'dayjs';

type RequestType = (typeof requestTypes)[number];
type AgentNominationType = (typeof agentNominationTypes)[number];
type LetterType = (typeof letterTypes)[number];

/** Codes of the activity types whose extra fields the form shows. */
export const CANAL_TRANSIT = 'canal_transit';
export const CREWING = 'crewing';

/** The form's values: antd controls hold dayjs dates, ids, and one checkbox per 'not in the list'. */
export interface PortCallValues {
  request_type?: RequestType | null;
  legal_entity_id?: number | null;
  agent_entity_id?: number | null;
  agent_nomination_type?: AgentNominationType | null;
  letter_type?: LetterType | null;
  vessel_id?: number | null;
  voyage_no?: string;
  port_id?: number | null;
  terminal_id?: number | null;
  previous_port_id?: number | null;
  previous_port_na?: boolean;
  next_port_id?: number | null;
  next_port_na?: boolean;
  eta?: Dayjs | null;
  etd?: Dayjs | null;
  arrived_at?: Dayjs | null;
  departed_at?: Dayjs | null;
  charterer_id?: number | null;
  charterer_nominated_agent?: string;
  commodity_id?: number | null;
  quantity?: string;
  unit_id?: number | null;
  loading_terms?: string;
  discharging_terms?: string;
  berthing_terms?: string;
  cp_date?: Dayjs | null;
  laycan_start?: Dayjs | null;
  laycan_end?: Dayjs | null;
  activity_type_ids?: number[];
  canal_transit_type_id?: number | null;
  crewing_option_id?: number | null;
  crew_count?: number | null;
  crew_title?: string;
  crew_rank?: string;
  remarks?: string;
  charterer_remarks?: string;
  interface_unique_reference?: string;
  files?: { id: number; file_url: string; original_filename: string }[];
}

const text = (value: string | undefined) => value?.trim() || null;
const moment = (value: Dayjs | null | undefined) => (value ? value.toISOString() : null);
const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);
const orNa = (id: number | null | undefined, na: boolean | undefined) => (na ? NOT_IN_LIST : (id ?? null));

/**
 * The request body of the form: every field is sent (blank = null), so saving clears what the
 * user cleared. `codeOf` names each activity type, so only canal transit and crewing carry extras.
 */
export function bodyOf(values: PortCallValues, codeOf: (id: number) => string | undefined) {
  const activities = (values.activity_type_ids ?? []).map((activity_type_id) => {
    const code = codeOf(activity_type_id);
    if (code === CANAL_TRANSIT) {
      return { activity_type_id, canal_transit_type_id: values.canal_transit_type_id ?? null };
    }
    if (code === CREWING) {
      return {
        activity_type_id,
        crewing_option_id: values.crewing_option_id ?? null,
        crew_count: values.crew_count ?? null,
        crew_title: text(values.crew_title),
        crew_rank: text(values.crew_rank),
      };
    }
    return { activity_type_id };
  });
  return {
    request_type: values.request_type ?? undefined,
    legal_entity_id: values.legal_entity_id ?? null,
    agent_entity_id: values.agent_entity_id ?? null,
    agent_nomination_type: values.agent_nomination_type ?? null,
    letter_type: values.letter_type ?? null,
    vessel_id: values.vessel_id ?? null,
    voyage_no: text(values.voyage_no),
    port_id: values.port_id ?? null,
    terminal_id: values.terminal_id ?? null,
    previous_port_id: orNa(values.previous_port_id, values.previous_port_na),
    next_port_id: orNa(values.next_port_id, values.next_port_na),
    eta: moment(values.eta),
    etd: moment(values.etd),
    arrived_at: moment(values.arrived_at),
    departed_at: moment(values.departed_at),
    charterer_id: values.charterer_id ?? null,
    charterer_nominated_agent: text(values.charterer_nominated_agent),
    commodity_id: values.commodity_id ?? null,
    quantity: text(values.quantity),
    unit_id: values.unit_id ?? null,
    loading_terms: text(values.loading_terms),
    discharging_terms: text(values.discharging_terms),
    berthing_terms: text(values.berthing_terms),
    cp_date: day(values.cp_date),
    laycan_start: day(values.laycan_start),
    laycan_end: day(values.laycan_end),
    remarks: text(values.remarks),
    charterer_remarks: text(values.charterer_remarks),
    interface_unique_reference: text(values.interface_unique_reference),
    activities,
    file_ids: (values.files ?? []).map((file) => file.id),
  } satisfies PortCallCreateRequest;
}

const dateOf = (value: string | null) => (value ? dayjs(value) : null);

/** The form's values of a saved port call (the server answers 'not in the list' as no reference). */
export function valuesOf(portCall: PortCallDetail): PortCallValues {
  const canal = portCall.activities.find((a) => a.activity_type.code === CANAL_TRANSIT);
  const crewing = portCall.activities.find((a) => a.activity_type.code === CREWING);
  return {
    request_type: portCall.request_type,
    legal_entity_id: portCall.legal_entity?.id ?? null,
    agent_entity_id: portCall.agent?.id ?? null,
    agent_nomination_type: portCall.agent_nomination_type,
    letter_type: portCall.letter_type,
    vessel_id: portCall.vessel?.id ?? null,
    voyage_no: portCall.voyage_no ?? '',
    port_id: portCall.port?.id ?? null,
    terminal_id: portCall.terminal?.id ?? null,
    previous_port_id: portCall.previous_port?.id ?? null,
    previous_port_na: false,
    next_port_id: portCall.next_port?.id ?? null,
    next_port_na: false,
    eta: dateOf(portCall.eta),
    etd: dateOf(portCall.etd),
    arrived_at: dateOf(portCall.arrived_at),
    departed_at: dateOf(portCall.departed_at),
    charterer_id: portCall.charterer?.id ?? null,
    charterer_nominated_agent: portCall.charterer_nominated_agent ?? '',
    commodity_id: portCall.commodity?.id ?? null,
    quantity: portCall.quantity ?? '',
    unit_id: portCall.unit?.id ?? null,
    loading_terms: portCall.loading_terms ?? '',
    discharging_terms: portCall.discharging_terms ?? '',
    berthing_terms: portCall.berthing_terms ?? '',
    cp_date: dateOf(portCall.cp_date),
    laycan_start: dateOf(portCall.laycan_start),
    laycan_end: dateOf(portCall.laycan_end),
    activity_type_ids: portCall.activities.map((a) => a.activity_type.id),
    canal_transit_type_id: canal?.canal_transit_type?.id ?? null,
    crewing_option_id: crewing?.crewing_option?.id ?? null,
    crew_count: crewing?.crew_count ?? null,
    crew_title: crewing?.crew_title ?? '',
    crew_rank: crewing?.crew_rank ?? '',
    remarks: portCall.remarks ?? '',
    charterer_remarks: portCall.charterer_remarks ?? '',
    interface_unique_reference: portCall.interface_unique_reference ?? '',
    files: portCall.files,
  };
}

/** The fields submit needs (contracts' portCallRequiredForSubmit, as named in the form). */
export const REQUIRED_FOR_SUBMIT = [
  'request_type',
  'vessel_id',
  'voyage_no',
  'port_id',
  'eta',
  'legal_entity_id',
  'agent_entity_id',
  'agent_nomination_type',
  'activity_type_ids',
] as const satisfies readonly (keyof PortCallValues)[];
export type RequiredForSubmit = (typeof REQUIRED_FOR_SUBMIT)[number];

/** The label key (portCalls.field.*) of each field submit needs, for '{field} is required'. */
export const SUBMIT_FIELD_LABELS: Record<RequiredForSubmit, string> = {
  request_type: 'requestType',
  legal_entity_id: 'legalEntity',
  agent_entity_id: 'agent',
  agent_nomination_type: 'nominationType',
  vessel_id: 'vessel',
  voyage_no: 'voyageNo',
  port_id: 'port',
  eta: 'eta',
  activity_type_ids: 'purposes',
};

export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The fields a saved port call still lacks for submit, in the form's order (none: it may be
 * submitted). The server checks the same (transition-port-call.ts assertComplete).
 */
export function missingForSubmit(portCall: PortCallDetail): RequiredForSubmit[] {
  const values = valuesOf(portCall);
  const order = Object.keys(SUBMIT_FIELD_LABELS) as RequiredForSubmit[];
  return order.filter((field) => isBlank(values[field]));
}

/** Where a server field error belongs in the form: 'activities.2.crew_count' -> 'crew_count'. */
export function formFieldOf(field: string): keyof PortCallValues | undefined {
  if (field === 'activities' || /^activities\.\d+(\.activity_type_id)?$/.test(field)) {
    return 'activity_type_ids';
  }
  const extra = /^activities\.\d+\.(\w+)$/.exec(field)?.[1];
  if (extra) {
    const known = ['canal_transit_type_id', 'crewing_option_id', 'crew_count', 'crew_title', 'crew_rank'];
    return known.includes(extra) ? (extra as keyof PortCallValues) : 'activity_type_ids';
  }
  if (/^file_ids(\.\d+)?$/.test(field)) return 'files';
  if (field === 'lock_version') return undefined;
  return field as keyof PortCallValues;
}
