import type { FormInstance } from 'antd';
import { HttpError } from '../../../lib/http.ts';

/**
 * Puts the server's field errors (`data.errors`) on the form's fields. Returns 'conflict' for a
 * stale lock_version (409), so the page can offer a reload instead.
 */
export function showServerErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  /** Request field -> form field, where they differ (e.g. logo_file_id -> logo). */
  rename: Record<string, string> = {},
): 'conflict' | 'shown' | 'other' {
  if (!(error instanceof HttpError)) return 'other';
  if (error.code === 409) return 'conflict';
  const errors = (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  // `emails.1` belongs to the emails field.
  const onFields = errors
    .map((item) => {
      const field = item.field.split('.')[0] ?? item.field;
      return { ...item, field: rename[field] ?? field };
    })
    .filter((item) => fields.includes(item.field));
  form.setFields(onFields.map((item) => ({ name: item.field, errors: [item.message] })));
  return onFields.length > 0 ? 'shown' : 'other';
}
