import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';

export interface Apis {
  modal: ModalApi;
  notification: NotificationInstance;
}

const Holders = lazy(() => import('./on-demand-holders.tsx'));

/**
 * antd's hook APIs for confirm dialogs and notification toasts, loaded on their first call: the
 * call waits for the chunk, then goes to the real API (rendered in context, so themed and
 * translated). Returned handles forward destroy / update once the real one exists.
 */
export function useOnDemandApis(): Apis & { holders: ReactNode } {
  const [wanted, setWanted] = useState(false);
  const ready = useMemo(() => {
    let resolve: (apis: Apis) => void = () => {};
    const promise = new Promise<Apis>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }, []);

  const apis = useMemo((): Apis => {
    const later = <T,>(use: (apis: Apis) => T): Promise<T> => {
      setWanted(true);
      return ready.promise.then(use);
    };
    const dialog = (kind: keyof ModalApi) => (config: Parameters<ModalApi['confirm']>[0]) => {
      // Boxed: antd's instance has a `then` (it resolves on close), so a promise resolving to the
      // bare instance would wait for the dialog to close and hand on `true`/`false` instead.
      const handle = later((real) => ({ instance: real.modal[kind](config) }));
      return {
        destroy: () => void handle.then(({ instance }) => instance.destroy()),
        update: (next: Parameters<ReturnType<ModalApi['confirm']>['update']>[0]) =>
          void handle.then(({ instance }) => instance.update(next)),
        // biome-ignore lint/suspicious/noThenProperty: antd's handle is awaitable (resolves on close)
        then: <T,>(resolve: (confirmed: boolean) => T, reject: VoidFunction) =>
          handle.then(({ instance }) => instance.then(resolve, reject)),
      };
    };
    const toast =
      (kind: 'open' | 'success' | 'info' | 'warning' | 'error') =>
      (config: Parameters<NotificationInstance['open']>[0]) =>
        void later((real) => real.notification[kind](config));
    return {
      modal: {
        confirm: dialog('confirm'),
        info: dialog('info'),
        success: dialog('success'),
        error: dialog('error'),
        warning: dialog('warning'),
      },
      notification: {
        open: toast('open'),
        success: toast('success'),
        info: toast('info'),
        warning: toast('warning'),
        error: toast('error'),
        destroy: (key?: React.Key) => void later((real) => real.notification.destroy(key)),
      },
    };
  }, [ready]);

  const holders = wanted && (
    <Suspense fallback={null}>
      <Holders onReady={ready.resolve} />
    </Suspense>
  );
  return { ...apis, holders };
}
