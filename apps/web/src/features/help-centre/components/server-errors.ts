import type { FormInstance } from 'antd';
import { HttpError } from '../../../lib/http.ts';

/**
 * Puts the server's field errors (`data.errors`) on the form's fields. Returns 'conflict' for a
 * stale lock_version (409) and 'gone' for a deleted article (404), so the editor can say so.
 */
export function showServerErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): 'conflict' | 'gone' | 'shown' | 'other' {
  if (!(error instanceof HttpError)) return 'other';
  if (error.code === 409) return 'conflict';
  if (error.code === 404) return 'gone';
  const errors = (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  const onFields = errors.filter((item) => fields.includes(item.field));
  form.setFields(onFields.map((item) => ({ name: item.field, errors: [item.message] })));
  return onFields.length > 0 ? 'shown' : 'other';
}
