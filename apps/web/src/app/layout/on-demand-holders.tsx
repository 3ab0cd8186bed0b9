import { Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { Apis } from './on-demand-apis.tsx';

/** The real antd hook APIs, in their own chunk (on-demand-apis.tsx loads it on first use). */
export default function OnDemandHolders({ onReady }: { onReady: (apis: Apis) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [toasts, toastHolder] = notification.useNotification();
  useEffect(() => onReady({ modal, notification: toasts }), [onReady, modal, toasts]);
  return (
    <>
      {modalHolder}
      {toastHolder}
    </>
  );
}
