import { STORAGE_PREFIX } from '@portledger/contracts';
import { useSyncExternalStore } from 'react';
import { getUser } from '../lib/session.ts';

/** Global UI state of SPEC.md section 3 that is not server data (unread count lives in the query cache). */
export interface UiState {
  showGlobalLoading: boolean;
  /** The sidebar starts collapsed. */
  collapsed: boolean;
  /** The legal entity chosen in the header ('All Entities' is null); lists and dashboards filter by it. */
  entityId: number | null;
}

/** The header's choice, kept per user under the app's storage prefix so a reload keeps it. */
const ENTITY_KEY = `${STORAGE_PREFIX}entityId`;
type EntityUser = { id: number; kind: string; managed_entities: { id: number }[] };

function storedEntityFor(user: EntityUser | undefined): number | null {
  if (user?.kind !== 'principal') return null;
  try {
    const stored = JSON.parse(localStorage.getItem(ENTITY_KEY) ?? 'null') as {
      userId?: unknown;
      entityId?: unknown;
    } | null;
    if (stored?.userId !== user.id || typeof stored.entityId !== 'number') return null;
    // An entity the user no longer manages falls back to 'All Entities'.
    return user.managed_entities.some((entity) => entity.id === stored.entityId) ? stored.entityId : null;
  } catch {
    // Not ours (written by hand or by something else): ignore it.
    return null;
  }
}

let state: UiState = {
  showGlobalLoading: false,
  collapsed: true,
  entityId: typeof localStorage === 'undefined' ? null : storedEntityFor(getUser()),
};
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

/** The header's legal-entity choice (null: All Entities), remembered for this user. */
export function chooseEntity(userId: number, entityId: number | null): void {
  localStorage.setItem(ENTITY_KEY, JSON.stringify({ userId, entityId }));
  setUi({ entityId });
}

/** After sign-in or a change of managed entities: the user's own remembered choice, if still valid. */
export function restoreEntity(user: EntityUser): void {
  setUi({ entityId: storedEntityFor(user) });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current state, outside React (route loaders). */
export const getUi = (): UiState => state;

export function useUi<T>(select: (ui: UiState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}
