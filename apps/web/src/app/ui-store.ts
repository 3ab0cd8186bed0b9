import { useSyncExternalStore } from 'react';

/** Global UI state of SPEC.md section 3 that is not server data (unread count lives in the query cache). */
export interface UiState {
  showGlobalLoading: boolean;
  /** The sidebar starts collapsed. */
  collapsed: boolean;
  /** The legal entity chosen in the header ('All Entities' is null); lists and dashboards filter by it. */
  entityId: number | null;
}

let state: UiState = { showGlobalLoading: false, collapsed: true, entityId: null };
const listeners = new Set<() => void>();

export function setUi(patch: Partial<UiState>): void {
  const next = { ...state, ...patch };
  if (
    next.showGlobalLoading === state.showGlobalLoading &&
    next.collapsed === state.collapsed &&
    next.entityId === state.entityId
  )
    return;
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useUi<T>(select: (ui: UiState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}
