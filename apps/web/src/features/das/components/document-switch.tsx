import type { DaDocument } from '@portledger/contracts';
import { App, Segmented } from 'antd';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { hasUnsavedEdits } from './leave-guard.tsx';

/** Asks the editor below whether it holds unsaved edits; null while no editor is mounted. */
export type UnsavedCheck = RefObject<(() => boolean) | null>;

/**
 * Answers `check` for the editor it is rendered in (a child of the DaEditor): the switch sits
 * above the editor, outside its draft store.
 */
export function UnsavedEditsProbe({ check }: { check: UnsavedCheck }) {
  const store = useDraftStore();
  const setup = useEditor();
  useLayoutEffect(() => {
    check.current = () => hasUnsavedEdits(store, setup);
    return () => {
      check.current = null;
    };
  }, [check, store, setup]);
  return null;
}

/**
 * The FDA phase's PDA / FDA switch. The editor starts afresh on the other document, so a switch
 * that would drop unsaved edits asks first; one without edits switches at once.
 */
export function DocumentSwitch({
  value,
  onChange,
  check,
}: {
  value: DaDocument;
  onChange: (document: DaDocument) => void;
  check: UnsavedCheck;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dialog = useRef<{ destroy: () => void } | null>(null);
  useEffect(() => () => dialog.current?.destroy(), []);

  const pick = (next: DaDocument) => {
    if (next === value) return;
    if (!check.current?.()) {
      onChange(next);
      return;
    }
    const vars = { doc: t(`das.document.${value}`), other: t(`das.document.${next}`) };
    dialog.current?.destroy();
    dialog.current = modal.confirm({
      title: t('das.switch.title', vars),
      content: t('das.switch.content', vars),
      okText: t('das.switch.ok', vars),
      okButtonProps: { danger: true, id: 'da-switch-ok' },
      cancelText: t('das.switch.stay'),
      onOk: () => onChange(next),
    });
  };

  return (
    <Segmented<DaDocument>
      value={value}
      onChange={pick}
      style={{ marginBottom: 12 }}
      data-testid="da-document"
      options={[
        { value: 'pda', label: t('das.document.pda') },
        { value: 'fda', label: t('das.document.fda') },
      ]}
    />
  );
}
