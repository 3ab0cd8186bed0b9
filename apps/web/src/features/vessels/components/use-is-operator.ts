import { useSyncExternalStore } from 'react';
import { getUser, subscribeSession } from '../../../lib/session.ts';

/** Operators maintain vessels; the server enforces it, this only hides buttons others cannot use. */
export function useIsOperator(): boolean {
  return useSyncExternalStore(subscribeSession, getUser)?.kind === 'operator';
}
