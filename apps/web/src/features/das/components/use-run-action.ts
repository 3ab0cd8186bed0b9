import type { DaAction, DaActionRequest } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http.ts';
import { useDaAction } from '../api/da-action.ts';
import { daKeys } from '../api/keys.ts';
import { useDraftStore } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { costItemsAttributes, hasPricedLine, lineProblems, mapServerErrors } from './form-values.ts';
import { percentText } from './percent.ts';
import { defaultScreeningReason } from './screening-reason.ts';
import { linesMissingVarianceReason } from './variance.ts';

/**
 * Sends one DA action with the form's line edits: checks the lines first, then puts the server's
 * field errors on the matching line or field; a 409 (someone else changed the DA, or its status
 * moved on) turns on the reload notice.
 */
export function useRunAction(form?: FormInstance) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { da, document, stage, saved } = useEditor();
  const store = useDraftStore();
  const mutation = useDaAction();
  const [conflict, setConflict] = useState(false);

  /**
   * Marks the lines whose price cannot be sent; false when there are any. Called before a
   * confirmation is shown, so the dialog's totals are those of what will be sent. `submitting`
   * (the agent's PDA / FDA submit) also checks what the server requires of a submitted document:
   * at least one priced line, and a variance reason on every FDA line beyond the threshold.
   */
  const checkLines = (submitting = false) => {
    if (!stage) return true;
    const lines = store.all();
    const problems = lineProblems(lines, document, stage);
    const quoting = submitting && stage === 'quoted';
    const reasons =
      quoting && document === 'fda'
        ? linesMissingVarianceReason(lines, saved, da.variance_reason_percent)
        : [];
    if (problems.length || reasons.length) {
      const missing = t('das.variance.reasonMissing', {
        percent: percentText(da.variance_reason_percent),
      });
      store.setErrors(
        Object.fromEntries(problems.map((problem) => [problem.key, t(`das.line.${problem.message}`)])),
        Object.fromEntries(reasons.map((key) => [key, missing])),
      );
      message.error(
        problems.length ? t('das.line.fixErrors') : t('das.variance.fixReasons', { count: reasons.length }),
      );
      return false;
    }
    if (quoting && !hasPricedLine(lines)) {
      message.error(t(`das.line.nothingToSubmit.${document}`));
      return false;
    }
    return true;
  };

  const run = async (
    action: DaAction,
    extra: Omit<DaActionRequest, 'lock_version'> = {},
    withLines = true,
  ) => {
    const body: DaActionRequest = { lock_version: da.lock_version, ...extra };
    let keys: string[] = [];
    if (withLines && stage) {
      if (!checkLines()) return false;
      const built = costItemsAttributes(
        store.everything(),
        saved,
        document,
        stage,
        stage === 'screened' ? (line) => defaultScreeningReason(line, store, saved, document) : undefined,
      );
      if (built.attributes.length) body.cost_items_attributes = built.attributes;
      keys = built.keys;
    }
    try {
      const result = await mutation.mutateAsync({ daId: da.id, action, body });
      store.markSent();
      message.success(result.msg);
      return true;
    } catch (error) {
      // The http client has toasted the server's message; here it lands on the fields.
      if (!(error instanceof HttpError)) return false;
      if (error.code === 409) setConflict(true);
      const errors =
        (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
      const mapped = mapServerErrors(errors, keys);
      store.setErrors(mapped.lines, mapped.reasons);
      form?.setFields(Object.entries(mapped.fields).map(([name, text]) => ({ name, errors: [text] })));
      return false;
    }
  };

  const reload = () => {
    setConflict(false);
    return queryClient.invalidateQueries({ queryKey: daKeys.detail(da.id) });
  };

  return { run, checkLines, pending: mutation.isPending, conflict, reload };
}
