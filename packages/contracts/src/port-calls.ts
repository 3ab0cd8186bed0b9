import { z } from 'zod';
import { envelope, listData, objectData, pageQuery } from './envelope.ts';
import { booleanFilter, enumListFilter, idFilter, sortParam, textFilter } from './query.ts';
import { portCallStatuses, portCallTabs } from './statuses.ts';
import { workflowActions } from './workflow.ts';

/** Port calls (SPEC.md section 3 'Port call', issue 4). */
export const requestTypes = ['pda_request', 'appointment_with_pda_request'] as const;
export const requestType = z.enum(requestTypes);
/** cna: charterer's nominated, ona: owner's nominated, opa: owner's protective agent. */
export const agentNominationTypes = ['cna', 'ona', 'opa'] as const;
export const agentNominationType = z.enum(agentNominationTypes);
export const letterTypes = ['appointment_letter', 'nomination_letter', 'protective_letter'] as const;
export const letterType = z.enum(letterTypes);
/** The 'not in the list' choice of a select (SPEC.md section 3): answered as no reference. */
export const NOT_IN_LIST = 'na';

const id = idFilter;
/** A reference that may be cleared (null) or explicitly 'not in the list' ('na'). */
const optionalRef = z.union([id, z.literal(NOT_IN_LIST), z.null()]).optional();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalMoment = z.iso.datetime({ offset: true }).nullable().optional();
const optionalDay = z.iso.date().nullable().optional();
/** Up to 15 digits and 3 decimals, as a string (NUMERIC(18,3)). */
const quantity = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,3})?$/, 'portCall.quantityInvalid')
  .nullable()
  .optional();

export const portCallActivityInput = z
  .object({
    activity_type_id: id,
    canal_transit_type_id: id.nullable().optional(),
    crewing_option_id: id.nullable().optional(),
    crew_count: z.number().int().min(1).max(500).nullable().optional(),
    crew_title: optionalText(100),
    crew_rank: optionalText(100),
    remarks: optionalText(1000),
  })
  .strict();
export type PortCallActivityInput = z.infer<typeof portCallActivityInput>;

const portCallFields = {
  request_type: requestType.optional(),
  vessel_id: id.nullable().optional(),
  voyage_no: optionalText(40),
  port_id: id.nullable().optional(),
  terminal_id: optionalRef,
  previous_port_id: optionalRef,
  next_port_id: optionalRef,
  eta: optionalMoment,
  etd: optionalMoment,
  arrived_at: optionalMoment,
  departed_at: optionalMoment,
  legal_entity_id: id.nullable().optional(),
  agent_entity_id: id.nullable().optional(),
  charterer_id: optionalRef,
  charterer_nominated_agent: optionalText(200),
  commodity_id: id.nullable().optional(),
  quantity,
  unit_id: id.nullable().optional(),
  loading_terms: optionalText(500),
  discharging_terms: optionalText(500),
  berthing_terms: optionalText(500),
  cp_date: optionalDay,
  laycan_start: optionalDay,
  laycan_end: optionalDay,
  remarks: optionalText(4000),
  charterer_remarks: optionalText(4000),
  agent_nomination_type: agentNominationType.nullable().optional(),
  letter_type: letterType.nullable().optional(),
  interface_unique_reference: optionalText(100),
  activities: z.array(portCallActivityInput).max(20).optional(),
  file_ids: z.array(id).max(50).optional(),
};

const datesInOrder = (body: {
  eta?: string | null;
  etd?: string | null;
  laycan_start?: string | null;
  laycan_end?: string | null;
}) => [
  ...(body.eta && body.etd && Date.parse(body.etd) < Date.parse(body.eta)
    ? [{ path: ['etd'], message: 'portCall.etdBeforeEta' }]
    : []),
  ...(body.laycan_start && body.laycan_end && body.laycan_end < body.laycan_start
    ? [{ path: ['laycan_end'], message: 'portCall.laycanOrder' }]
    : []),
];

export const portCallCreateRequest = z
  .object(portCallFields)
  .strict()
  .superRefine((body, ctx) => {
    for (const issue of datesInOrder(body)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type PortCallCreateRequest = z.infer<typeof portCallCreateRequest>;

export const portCallUpdateRequest = z
  .object({ ...portCallFields, lock_version: z.number().int().min(0) })
  .strict()
  .superRefine((body, ctx) => {
    for (const issue of datesInOrder(body)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type PortCallUpdateRequest = z.infer<typeof portCallUpdateRequest>;

/** The fields `submit` needs (its '{field} is required' messages name them). */
export const portCallRequiredForSubmit = [
  'request_type',
  'vessel_id',
  'voyage_no',
  'port_id',
  'eta',
  'legal_entity_id',
  'agent_entity_id',
  'agent_nomination_type',
  'activities',
] as const;

export const lockVersionBody = z.object({ lock_version: z.number().int().min(0) }).strict();
export const reasonBody = z
  .object({ lock_version: z.number().int().min(0), reason: z.string().trim().min(1).max(2000) })
  .strict();
export type ReasonBody = z.infer<typeof reasonBody>;

const ref = z.object({ id: z.number().int(), name: z.string() }).nullable();
const portRef = z.object({ id: z.number().int(), name: z.string(), unlocode: z.string() }).nullable();
export const portCallStatus = z.enum(portCallStatuses);

export const portCallActivity = z.object({
  id: z.number().int(),
  activity_type: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  canal_transit_type: ref,
  crewing_option: ref,
  crew_count: z.number().int().nullable(),
  crew_title: z.string().nullable(),
  crew_rank: z.string().nullable(),
  remarks: z.string().nullable(),
});

export const portCallListItem = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  status: portCallStatus,
  status_label: z.string(),
  status_order: z.number().int(),
  request_type: requestType,
  vessel: z.object({ id: z.number().int(), name: z.string(), imo: z.string() }).nullable(),
  voyage_no: z.string().nullable(),
  port: portRef,
  principal: ref,
  legal_entity: ref,
  agent: ref,
  eta: z.string().nullable(),
  etd: z.string().nullable(),
  updated_at: z.string(),
  /** The earliest unpaid payment is due within 3 days ('due_soon') or overdue ('due'). */
  due_flag: z.enum(['due_soon', 'due']).nullable(),
});
export type PortCallListItem = z.infer<typeof portCallListItem>;

export const portCallFile = z.object({
  id: z.number().int(),
  file_url: z.string(),
  original_filename: z.string(),
});

export const portCallDetail = portCallListItem.extend({
  lock_version: z.number().int(),
  agency_ref_no: z.string().nullable(),
  agency_invoice_no: z.string().nullable(),
  terminal: ref,
  previous_port: portRef,
  next_port: portRef,
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  charterer: ref,
  charterer_nominated_agent: z.string().nullable(),
  commodity: ref,
  quantity: z.string().nullable(),
  unit: ref,
  loading_terms: z.string().nullable(),
  discharging_terms: z.string().nullable(),
  berthing_terms: z.string().nullable(),
  cp_date: z.string().nullable(),
  laycan_start: z.string().nullable(),
  laycan_end: z.string().nullable(),
  remarks: z.string().nullable(),
  charterer_remarks: z.string().nullable(),
  agent_nomination_type: agentNominationType.nullable(),
  letter_type: letterType.nullable(),
  interface_unique_reference: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  decline_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  activities: z.array(portCallActivity),
  files: z.array(portCallFile),
  /** What the signed-in user may do now (the state machine's answer). */
  actions: z.array(z.enum(workflowActions)),
  da: z.object({ id: z.number().int(), lock_version: z.number().int() }),
});
export type PortCallDetail = z.infer<typeof portCallDetail>;

export const portCallTab = z.enum(portCallTabs);

export const portCallListQuery = z
  .object({
    ...pageQuery.shape,
    tab: portCallTab.default('all'),
    status_eq: portCallStatus.optional(),
    status_in: enumListFilter(portCallStatuses).optional(),
    port_id_eq: id.optional(),
    vessel_id_eq: id.optional(),
    agent_entity_id_eq: id.optional(),
    legal_entity_id_eq: id.optional(),
    principal_entity_id_eq: id.optional(),
    eta_gteq: z.iso.date().optional(),
    eta_lteq: z.iso.date().optional(),
    /** Reference, vessel, IMO, voyage or port contains the text. */
    q: textFilter.optional(),
    /** Every word of the text appears somewhere in the searchable fields. */
    containsAll: textFilter.optional(),
    /** Search the charterer's remarks. */
    chartererRemarks: textFilter.optional(),
    /** Search the remarks only. */
    onlyRemarks: textFilter.optional(),
    /** Newest first by last change instead of status order and ETA. */
    descDateRemarks: booleanFilter.optional(),
    /** Only calls with a canal transit / crewing activity. */
    canalTransit: booleanFilter.optional(),
    crewing: booleanFilter.optional(),
    sort: sortParam(['status_order', 'eta', 'etd', 'ref_no', 'updated_at']).optional(),
  })
  .strict();
export type PortCallListQuery = z.input<typeof portCallListQuery>;

export const portCallTabCounts = z.object({
  all: z.number().int(),
  actionable: z.number().int(),
  in_progress: z.number().int(),
  drafts: z.number().int(),
  done: z.number().int(),
});

export const portCallListResponse = envelope(
  listData(portCallListItem).extend({ tab_counts: portCallTabCounts }),
);
export type PortCallListResponse = z.infer<typeof portCallListResponse>;
export const portCallResponse = envelope(objectData(portCallDetail));
export type PortCallResponse = z.infer<typeof portCallResponse>;

export const operationLogChange = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export const operationLogEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  action_label: z.string(),
  role: z.string(),
  role_label: z.string(),
  name: z.string(),
  date: z.string(),
  note: z.string().nullable(),
  changes: z.array(operationLogChange),
});
export type OperationLogEntry = z.infer<typeof operationLogEntry>;
export const operationLogResponse = envelope(z.object({ objects: z.array(operationLogEntry) }));

type Bilingual = { 'en-US': string; 'zh-CN': string };
/** Labels of the port-call choice lists, used by the operation log (server) and the forms (web). */
export const requestTypeLabels: Record<(typeof requestTypes)[number], Bilingual> = {
  pda_request: { 'en-US': 'PDA request', 'zh-CN': 'PDA 询价' },
  appointment_with_pda_request: { 'en-US': 'Appointment with PDA request', 'zh-CN': '委托并询价 PDA' },
};
export const agentNominationTypeLabels: Record<(typeof agentNominationTypes)[number], Bilingual> = {
  cna: { 'en-US': "Charterer's nominated agent", 'zh-CN': '租船人指定代理' },
  ona: { 'en-US': "Owner's nominated agent", 'zh-CN': '船东指定代理' },
  opa: { 'en-US': "Owner's protective agent", 'zh-CN': '船东保护代理' },
};
export const letterTypeLabels: Record<(typeof letterTypes)[number], Bilingual> = {
  appointment_letter: { 'en-US': 'Appointment letter', 'zh-CN': '委托函' },
  nomination_letter: { 'en-US': 'Nomination letter', 'zh-CN': '指定函' },
  protective_letter: { 'en-US': 'Protective letter', 'zh-CN': '保护代理函' },
};
