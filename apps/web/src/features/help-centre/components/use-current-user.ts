import { useSyncExternalStore } from 'react';
import { getUser, subscribeSession } from '../../../lib/session.ts';

/** The signed-in user from the session; operators maintain the help centre. */
export const useCurrentUser = () => useSyncExternalStore(subscribeSession, getUser);
export const useIsFaqEditor = () => useCurrentUser()?.kind === 'operator';
