import type { FormInstance } from 'antd';
import { HttpError } from '../../../lib/http.ts';
import { formFieldOf, type PortCallValues } from './form-values.ts';

/** Every field the form shows, so a server error on any of them lands under that field. */
const FORM_FIELDS = new Set<string>([
  'request_type',
  'legal_entity_id',
  'agent_entity_id',
  'agent_nomination_type',
  'letter_type',
  'vessel_id',
  'voyage_no',
  'port_id',
  'terminal_id',
  'previous_port_id',
  'next_port_id',
  'eta',
  'etd',
  'arrived_at',
  'departed_at',
  'charterer_id',
  'charterer_nominated_agent',
  'commodity_id',
  'quantity',
  'unit_id',
  'loading_terms',
  'discharging_terms',
  'berthing_terms',
  'cp_date',
  'laycan_start',
  'laycan_end',
  'activity_type_ids',
  'canal_transit_type_id',
  'crewing_option_id',
  'crew_count',
  'crew_title',
  'crew_rank',
  'remarks',
  'charterer_remarks',
  'interface_unique_reference',
  'files',
]);

/**
 * Puts the server's field errors (`data.errors`, already translated) on the form's fields; the
 * http client has toasted the message. Returns 'conflict' for a 409 (stale or wrong status).
 */
export function showServerErrors(
  form: FormInstance<PortCallValues>,
  error: unknown,
): 'conflict' | 'shown' | 'other' {
  if (!(error instanceof HttpError)) return 'other';
  if (error.code === 409) return 'conflict';
  const errors = (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  const byField = new Map<string, string[]>();
  for (const item of errors) {
    const field = formFieldOf(item.field);
    if (!field || !FORM_FIELDS.has(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), item.message]);
  }
  form.setFields(
    [...byField].map(([name, messages]) => ({ name: name as keyof PortCallValues, errors: messages })),
  );
  return byField.size > 0 ? 'shown' : 'other';
}
