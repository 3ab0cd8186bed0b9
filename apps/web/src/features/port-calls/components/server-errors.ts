import type { FieldError } from '@portledger/contracts';
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

/** The field errors a failed request answered (`data.errors`, translated by the server). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof HttpError)) return [];
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors)
    ? errors.filter(
        (item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string',
      )
    : [];
}

/**
 * Brings the form's first field with an error (in the form's order, not the server's) to the
 * middle of the screen, clear of the sticky header. Form.validateFields() does not scroll:
 * antd's scrollToFirstError only acts on form.submit().
 */
export function scrollToFirstError(form: FormInstance<PortCallValues>): void {
  const first = form.getFieldsError().find((field) => field.errors.length > 0);
  if (first) form.scrollToField(first.name, { block: 'center' });
}

/**
 * Puts field errors on the form's fields (several on one field are listed together) and scrolls
 * to the first. Returns how many fields got an error (one the form does not show stays in the toast).
 */
export function markFieldErrors(form: FormInstance<PortCallValues>, errors: FieldError[]): number {
  const byField = new Map<string, string[]>();
  for (const item of errors) {
    const field = formFieldOf(item.field);
    if (!field || !FORM_FIELDS.has(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), item.message]);
  }
  form.setFields(
    [...byField].map(([name, messages]) => ({ name: name as keyof PortCallValues, errors: messages })),
  );
  scrollToFirstError(form);
  return byField.size;
}

/**
 * Puts the server's field errors on the form's fields and scrolls to the first; the http client
 * has toasted the message. Returns 'conflict' for a 409 (stale or wrong status).
 */
export function showServerErrors(
  form: FormInstance<PortCallValues>,
  error: unknown,
): 'conflict' | 'shown' | 'other' {
  if (!(error instanceof HttpError)) return 'other';
  if (error.code === 409) return 'conflict';
  return markFieldErrors(form, fieldErrorsOf(error)) > 0 ? 'shown' : 'other';
}
