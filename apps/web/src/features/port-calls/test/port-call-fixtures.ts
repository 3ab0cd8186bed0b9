import { type PortCallDetail, portCallDetail } from '@portledger/contracts';

/** A principal's draft as GET /port_calls/44 answers it; empty, as "save as draft" on a blank form leaves it. */
export const emptyDraft = (): PortCallDetail =>
  portCallDetail.parse({
    id: 44,
    ref_no: 'PL-2026-000044',
    status: 'port_call_draft',
    status_label: 'Draft',
    status_order: 1,
    request_type: 'appointment_with_pda_request',
    vessel: null,
    voyage_no: null,
    port: null,
    principal: { id: 1, name: 'Oceanic Bulk Carriers' },
    legal_entity: null,
    agent: null,
    eta: null,
    etd: null,
    updated_at: '2026-11-27T10:45:00.759Z',
    due_flag: null,
    lock_version: 3,
    agency_ref_no: null,
    agency_invoice_no: null,
    terminal: null,
    previous_port: null,
    next_port: null,
    arrived_at: null,
    departed_at: null,
    charterer: null,
    charterer_nominated_agent: null,
    commodity: null,
    quantity: null,
    unit: null,
    loading_terms: null,
    discharging_terms: null,
    berthing_terms: null,
    cp_date: null,
    laycan_start: null,
    laycan_end: null,
    remarks: null,
    charterer_remarks: null,
    agent_nomination_type: null,
    letter_type: null,
    interface_unique_reference: null,
    cancel_reason: null,
    decline_reason: null,
    submitted_at: null,
    created_at: '2026-11-27T10:45:00.759Z',
    activities: [],
    files: [],
    actions: ['edit', 'submit', 'cancel'],
    da: { id: 44, lock_version: 0 },
  });

/** The same draft with the vessel, voyage, port, ETA and legal entity filled in, but no agent and no purpose. */
export const partialDraft = (): PortCallDetail => ({
  ...emptyDraft(),
  vessel: { id: 7, name: 'Jade Star', imo: '9412345' },
  voyage_no: 'V-12',
  port: { id: 5, name: 'Shanghai', unlocode: 'CNSHA' },
  eta: '2026-12-01T08:00:00.000Z',
  legal_entity: { id: 2, name: 'Oceanic Bulk Carriers Pte. Ltd.' },
});

/** The draft with everything submit needs. */
export const completeDraft = (): PortCallDetail => ({
  ...partialDraft(),
  agent: { id: 3, name: 'Shanghai Harbour Shipping Agency Co., Ltd.' },
  agent_nomination_type: 'ona',
  activities: [
    {
      id: 1,
      activity_type: { id: 1, code: 'loading', name: 'Loading' },
      canal_transit_type: null,
      crewing_option: null,
      crew_count: null,
      crew_title: null,
      crew_rank: null,
      remarks: null,
    },
  ],
});
