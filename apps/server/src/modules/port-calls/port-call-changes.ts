import {
  agentNominationTypeLabels,
  isAmount,
  type Locale,
  letterTypeLabels,
  type PortCallStatus,
  requestTypeLabels,
  statusLabel,
} from '@portledger/contracts';
import type { AuditChange } from '@portledger/db';
import { formatMoney } from '../documents/format.ts';
import type { ActivityRow, PortCallRow } from './port-call-query.ts';

/** A value as the operation log shows it: plain, or one text per language. */
export type LogValue = string | { 'en-US': string; 'zh-CN': string } | null;

const both = (en: string | null, zh: string | null): LogValue =>
  en === null ? null : { 'en-US': en, 'zh-CN': zh ?? en };
const withCode = (name: string | null, code: string | null) => (name ? `${name} (${code})` : null);
const iso = (value: Date | null) => value?.toISOString() ?? null;
const labelled = <K extends string>(labels: Record<K, LogValue>, key: string | null) =>
  key ? (labels[key as K] ?? key) : null;

function statusBoth(status: string): LogValue {
  const s = status as PortCallStatus;
  return { 'en-US': statusLabel(s, 'en-US'), 'zh-CN': statusLabel(s, 'zh-CN') };
}

function activitiesText(activities: ActivityRow[], locale: 'en' | 'zh'): string {
  return activities
    .map((a) => {
      const name = locale === 'en' ? a.typeEn : a.typeZh;
      const extra = [
        locale === 'en' ? a.canalEn : a.canalZh,
        locale === 'en' ? a.crewingEn : a.crewingZh,
        a.activity.crewCount ? String(a.activity.crewCount) : null,
        a.activity.crewRank,
      ].filter((part): part is string => !!part);
      return extra.length ? `${name} (${extra.join(', ')})` : name;
    })
    .join('; ');
}

/** Everything a person would call "the port call", as readable values, to diff for the log. */
export function snapshot(row: PortCallRow, activities: ActivityRow[]): Record<string, LogValue> {
  const r = row.row;
  return {
    status: statusBoth(r.status),
    request_type: labelled(requestTypeLabels, r.requestType),
    vessel_id: row.vesselName ? `${row.vesselName} (IMO ${row.vesselImo})` : null,
    voyage_no: r.voyageNo,
    port_id: withCode(row.portName, row.portCode),
    terminal_id: row.terminalName,
    previous_port_id: withCode(row.previousPortName, row.previousPortCode),
    next_port_id: withCode(row.nextPortName, row.nextPortCode),
    eta: iso(r.eta),
    etd: iso(r.etd),
    arrived_at: iso(r.arrivedAt),
    departed_at: iso(r.departedAt),
    legal_entity_id: row.legalEntityName,
    agent_entity_id: row.agentName,
    charterer_id: row.chartererName,
    charterer_nominated_agent: r.chartererNominatedAgent,
    commodity_id: both(row.commodityEn, row.commodityZh),
    quantity: r.quantity,
    unit_id: both(row.unitEn, row.unitZh),
    loading_terms: r.loadingTerms,
    discharging_terms: r.dischargingTerms,
    berthing_terms: r.berthingTerms,
    cp_date: r.cpDate,
    laycan_start: r.laycanStart,
    laycan_end: r.laycanEnd,
    remarks: r.remarks,
    charterer_remarks: r.chartererRemarks,
    agent_nomination_type: labelled(agentNominationTypeLabels, r.agentNominationType),
    letter_type: labelled(letterTypeLabels, r.letterType),
    interface_unique_reference: r.interfaceUniqueReference,
    activities: activities.length
      ? { 'en-US': activitiesText(activities, 'en'), 'zh-CN': activitiesText(activities, 'zh') }
      : null,
    cancel_reason: r.cancelReason,
    decline_reason: r.declineReason,
  };
}

const same = (a: LogValue, b: LogValue) => JSON.stringify(a) === JSON.stringify(b);

/** Field-level before/after of what changed between two snapshots. */
export function diffSnapshots(
  before: Record<string, LogValue>,
  after: Record<string, LogValue>,
): AuditChange[] {
  return Object.keys(after)
    .filter((field) => !same(before[field] ?? null, after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Logged changes that are sums of money, kept as decimal strings ("120542.00"). */
const MONEY_FIELDS = new Set([
  'pda_quoted_total',
  'pda_screened_total',
  'pda_agreed_total',
  'fda_quoted_total',
  'fda_screened_total',
  'fda_agreed_total',
  'prefunding_amount',
  'transferred_amount',
]);

/**
 * A logged value in the reader's language; a sum of money with its thousands separated
 * ("120,542.00"), exactly from its decimal string, as the screens show amounts.
 */
export function logValueText(value: unknown, locale: Locale, field?: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && locale in (value as object))
    return (value as Record<Locale, string>)[locale];
  if (field && MONEY_FIELDS.has(field) && typeof value === 'string' && isAmount(value))
    return formatMoney(value);
  return String(value);
}
