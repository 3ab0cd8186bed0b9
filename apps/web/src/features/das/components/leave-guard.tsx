import { App, Form } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { type DraftStore, useDraftStore } from './draft-store.ts';
import { type EditorSetup, useEditor } from './editor-context.ts';
import { changedDaFields, costItemsAttributes, isDaField } from './form-values.ts';

/**
 * Whether the form holds edits that no action has sent: a price, a deletion, a new line, a reason,
 * a comment or a receipt that saving would send (the screening's suggested reasons are not edits),
 * or a field below the lines (rate, prefunding %, screening summary) away from its saved value.
 */
export function hasUnsavedEdits(store: DraftStore, { da, saved, document, stage }: EditorSetup): boolean {
  if (!stage || store.sent) return false;
  return (
    changedDaFields(store.daFields(), da, document, stage).length > 0 ||
    costItemsAttributes(store.everything(), saved, document, stage).attributes.length > 0
  );
}

/**
 * Hands the draft store what the user types in the fields of the action forms inside (antd's
 * Form.Provider hears every form below it), so the leave guard counts them. Inside the DaEditor.
 */
export function WatchedFields({ children }: { children: ReactNode }) {
  const store = useDraftStore();
  return (
    <Form.Provider
      onFormChange={(_form, { changedFields }) => {
        for (const { name, value } of changedFields) {
          const [field, ...nested] = [name].flat();
          if (!nested.length && isDaField(field)) store.setField(field, value);
        }
      }}
    >
      {children}
    </Form.Provider>
  );
}

/**
 * Asks before the user leaves the DA page with unsaved edits: another page of the app (react-
 * router's blocker; the port call's tabs keep the form, so only a new path counts), and a reload
 * or a closed tab (the browser's own beforeunload warning). Rendered inside the DaEditor, under a
 * data router.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const store = useDraftStore();
  const setup = useEditor();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedEdits(store, setup),
  );

  // The blocker object is new on every render: the dialog opens once per blocked navigation.
  const latest = useRef(blocker);
  latest.current = blocker;
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    const doc = t(`das.document.${setup.document}`);
    const dialog = modal.confirm({
      title: t('das.leave.title'),
      content: t('das.leave.content', { doc }),
      okText: t('das.leave.ok'),
      okButtonProps: { danger: true, id: 'da-leave-ok' },
      cancelText: t('das.leave.stay'),
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
    // No dialog outlives its question: the guard unmounted (the DA reloaded into a new form) or
    // the navigation is no longer blocked.
    return () => dialog.destroy();
  }, [blocked, modal, t, setup.document]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedEdits(store, setup)) return;
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store, setup]);

  return null;
}
