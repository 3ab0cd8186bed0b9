import type { Rule } from 'antd/es/form';
import { type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank } from './form-values.ts';

/** 'draft' saves whatever is there; 'submit' needs the fields an appointment cannot do without. */
export type SaveMode = 'draft' | 'submit';

/**
 * Rules of the port-call form. `required` only bites when submitting: a draft may be incomplete,
 * which is what the server accepts too.
 */
export function useFormRules(mode: RefObject<SaveMode>) {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      required: (label: string): Rule => ({
        validator: (_, value) =>
          mode.current === 'submit' && isBlank(value)
            ? Promise.reject(new Error(t('common.required', { field: label })))
            : Promise.resolve(),
      }),
      /** Required whenever its purpose is chosen (the server asks the same). */
      always: (label: string): Rule => ({ required: true, message: t('common.required', { field: label }) }),
      max: (max: number): Rule => ({ max, message: t('portCalls.form.tooLong', { max }) }),
    }),
    [mode, t],
  );
}
