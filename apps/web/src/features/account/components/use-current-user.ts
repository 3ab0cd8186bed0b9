import { useSyncExternalStore } from 'react';
import { getUser, subscribeSession } from '../../../lib/session.ts';

/** The signed-in user from the session (kind, managed legal entities), without a request. */
export const useCurrentUser = () => useSyncExternalStore(subscribeSession, getUser);
