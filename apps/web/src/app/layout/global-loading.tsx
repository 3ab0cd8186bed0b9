import { Spin } from 'antd';
import { useUi } from '../ui-store.ts';

/** The global spinner: shown while `showGlobalLoading` is set (lazy routes loading). */
export function GlobalLoadingSpinner() {
  const show = useUi((ui) => ui.showGlobalLoading);
  return <Spin fullscreen spinning={show} delay={150} />;
}
