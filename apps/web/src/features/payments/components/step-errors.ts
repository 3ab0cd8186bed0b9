import type { FormInstance } from 'antd';
import { HttpError } from '../../../lib/http.ts';

/** The server's field names as the forms' field names (they are the same, except the files). */
const fieldOf = (field: string) => (field.startsWith('file_ids') ? 'documents' : field);

/**
 * After a failed step: puts the server's field errors (already translated) on the form's fields
 * and tells whether it was a conflict (409: someone else acted, or the status moved on), which
 * the page answers with its reload notice. The http client has already toasted the message.
 */
export function applyStepError(error: unknown, form?: FormInstance): { conflict: boolean } {
  if (!(error instanceof HttpError)) return { conflict: false };
  const errors = (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  if (form && errors.length) {
    const names = new Set(Object.keys(form.getFieldsValue(true)));
    form.setFields(
      errors.map((e) => ({ name: fieldOf(e.field), errors: [e.message] })).filter((e) => names.has(e.name)),
    );
  }
  return { conflict: error.code === 409 };
}
