import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { type DraftStore, useDraftStore } from './draft-store.ts';
import { type EditorSetup, useEditor } from './editor-context.ts';
import { costItemsAttributes } from './form-values.ts';

/**
 * Whether the form holds edits that no action has sent: a price, a deletion, a new line, a reason,
 * a comment or a receipt that saving would send (the screening's suggested reasons are not edits).
 */
export function hasUnsavedEdits(store: DraftStore, { saved, document, stage }: EditorSetup): boolean {
  if (!stage || store.sent) return false;
  return costItemsAttributes(store.everything(), saved, document, stage).attributes.length > 0;
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
    // Closed by its own buttons; not destroyed on cleanup (the app's modal.confirm resolves its
    // instance through a promise, and antd's instance is a thenable: destroy() is lost there).
    modal.confirm({
      title: t('das.leave.title'),
      content: t('das.leave.content', { doc }),
      okText: t('das.leave.ok'),
      okButtonProps: { danger: true, id: 'da-leave-ok' },
      cancelText: t('das.leave.stay'),
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
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
