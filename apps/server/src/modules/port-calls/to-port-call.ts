import {
  availableActions,
  type Locale,
  type PortCallDetail,
  type PortCallListItem,
  type PortCallStatus,
  statusLabel,
} from '@portledger/contracts';
import type { SessionUser } from '../../types.ts';
import type { PortCallListRow } from './port-call-page.ts';
import type { ActivityRow, PortCallRow } from './port-call-query.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
const portRef = (id: number | null, name: string | null, unlocode: string | null) =>
  id !== null && name !== null ? { id, name, unlocode: unlocode ?? '' } : null;
const pick = (locale: Locale, en: string | null, zh: string | null) => (locale === 'zh-CN' ? (zh ?? en) : en);

/** What a list item is made from: a page row of the list, or the detail's row. */
type ListItemRow = Pick<
  PortCallRow,
  'vesselName' | 'vesselImo' | 'portName' | 'portCode' | 'principalName' | 'legalEntityName' | 'agentName'
> & { row: PortCallListRow['row'] };

export function toPortCallListItem(
  row: ListItemRow,
  locale: Locale,
  dueFlag: PortCallListItem['due_flag'] = null,
): PortCallListItem {
  const r = row.row;
  const status = r.status as PortCallStatus;
  return {
    id: r.id,
    ref_no: r.refNo,
    status,
    status_label: statusLabel(status, locale),
    status_order: r.statusOrder,
    request_type: r.requestType as PortCallListItem['request_type'],
    vessel:
      r.vesselId !== null && row.vesselName !== null
        ? { id: r.vesselId, name: row.vesselName, imo: row.vesselImo ?? '' }
        : null,
    voyage_no: r.voyageNo,
    port: portRef(r.portId, row.portName, row.portCode),
    principal: ref(r.principalEntityId, row.principalName),
    legal_entity: ref(r.legalEntityId, row.legalEntityName),
    agent: ref(r.agentEntityId, row.agentName),
    eta: iso(r.eta),
    etd: iso(r.etd),
    updated_at: r.updatedAt.toISOString(),
    due_flag: dueFlag,
  };
}

export function toPortCallDetail({
  row,
  activities,
  files,
  user,
  locale,
}: {
  row: PortCallRow;
  activities: ActivityRow[];
  files: PortCallDetail['files'];
  user: SessionUser;
  locale: Locale;
}): PortCallDetail {
  const r = row.row;
  return {
    ...toPortCallListItem(row, locale),
    lock_version: r.lockVersion,
    agency_ref_no: r.agencyRefNo,
    agency_invoice_no: r.agencyInvoiceNo,
    terminal: ref(r.terminalId, row.terminalName),
    previous_port: portRef(r.previousPortId, row.previousPortName, row.previousPortCode),
    next_port: portRef(r.nextPortId, row.nextPortName, row.nextPortCode),
    arrived_at: iso(r.arrivedAt),
    departed_at: iso(r.departedAt),
    charterer: ref(r.chartererId, row.chartererName),
    charterer_nominated_agent: r.chartererNominatedAgent,
    commodity: ref(r.commodityId, pick(locale, row.commodityEn, row.commodityZh)),
    quantity: r.quantity,
    unit: ref(r.unitId, pick(locale, row.unitEn, row.unitZh)),
    loading_terms: r.loadingTerms,
    discharging_terms: r.dischargingTerms,
    berthing_terms: r.berthingTerms,
    cp_date: r.cpDate,
    laycan_start: r.laycanStart,
    laycan_end: r.laycanEnd,
    remarks: r.remarks,
    charterer_remarks: r.chartererRemarks,
    agent_nomination_type: r.agentNominationType as PortCallDetail['agent_nomination_type'],
    letter_type: r.letterType as PortCallDetail['letter_type'],
    interface_unique_reference: r.interfaceUniqueReference,
    cancel_reason: r.cancelReason,
    decline_reason: r.declineReason,
    submitted_at: iso(r.submittedAt),
    created_at: r.createdAt.toISOString(),
    activities: activities.map((a) => ({
      id: a.activity.id,
      activity_type: {
        id: a.activity.activityTypeId,
        code: a.typeCode,
        name: pick(locale, a.typeEn, a.typeZh) ?? a.typeCode,
      },
      canal_transit_type: ref(a.activity.canalTransitTypeId, pick(locale, a.canalEn, a.canalZh)),
      crewing_option: ref(a.activity.crewingOptionId, pick(locale, a.crewingEn, a.crewingZh)),
      crew_count: a.activity.crewCount,
      crew_title: a.activity.crewTitle,
      crew_rank: a.activity.crewRank,
      remarks: a.activity.remarks,
    })),
    files,
    actions: availableActions(r.status as PortCallStatus, user.kind),
    da: { id: row.daId, lock_version: row.daLockVersion },
  };
}
