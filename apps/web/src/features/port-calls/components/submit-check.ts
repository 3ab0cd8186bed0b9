import type { FieldError } from '@portledger/contracts';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { type RequiredForSubmit, SUBMIT_FIELD_LABELS } from './form-values.ts';

/**
 * What the detail page hands the edit page (router state) when a submit cannot go ahead: the
 * errors to show on the fields, the same ones a submit on the edit page shows.
 */
export interface SubmitErrorsState {
  submitErrors: FieldError[];
}

/** The submit errors of a router state, if it carries any. */
export function submitErrorsOf(state: unknown): FieldError[] | undefined {
  const errors = (state as Partial<SubmitErrorsState> | null | undefined)?.submitErrors;
  return Array.isArray(errors) && errors.length > 0 ? errors : undefined;
}

const labelOf = (t: TFunction, field: RequiredForSubmit) =>
  t(`portCalls.field.${SUBMIT_FIELD_LABELS[field]}`);

/** '{field} is required' on each field, as the form's own rules word it. */
export const requiredErrors = (t: TFunction, fields: RequiredForSubmit[]): FieldError[] =>
  fields.map((field) => ({ field, message: t('common.required', { field: labelOf(t, field) }) }));

/** The fields' labels as one list in the current language: "Vessel, Voyage no and ETA", "船舶、航次和预计到港时间". */
export const fieldList = (t: TFunction, fields: RequiredForSubmit[]): string =>
  new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(fields.map((f) => labelOf(t, f)));
