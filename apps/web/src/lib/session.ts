import { type UserInfo, userInfo } from '@portledger/contracts';
import { getStored, getStoredExpiry, removeStored, setStored, tokenTtlMs } from './storage.ts';

/** Fired on window whenever the token is set or cleared (SPEC.md section 6: "emits a token event"). */
export const TOKEN_EVENT = 'portledger:token';

const listeners = new Set<() => void>();

function readUser(): UserInfo | undefined {
  const parsed = userInfo.safeParse(getStored('userInfo'));
  return parsed.success ? parsed.data : undefined;
}

/** In-memory snapshot so React (useSyncExternalStore) sees a stable object between changes. */
let currentUser: UserInfo | undefined;
let loaded = false;

function notify() {
  for (const listener of listeners) listener();
}

export const getToken = () => getStored<string>('token');

export function getUser(): UserInfo | undefined {
  if (!loaded) {
    currentUser = readUser();
    loaded = true;
  }
  return currentUser;
}

export function saveSession(token: string, user: UserInfo, remember: boolean): void {
  const ttlMs = tokenTtlMs(remember);
  setStored('token', token, { ttlMs });
  setStored('userInfo', user, { ttlMs });
  currentUser = user;
  loaded = true;
  window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: token }));
  notify();
}

/** Refreshes the stored user (after GET /users/me or a profile change) for as long as the token lives. */
export function saveUser(user: UserInfo): void {
  const tokenExpires = getStoredExpiry('token');
  if (tokenExpires === undefined) return;
  setStored('userInfo', user, { ttlMs: Math.max(tokenExpires - Date.now(), 1) });
  currentUser = user;
  loaded = true;
  notify();
}

/** Clears local auth storage (token, userInfo) and emits the token event. */
export function clearSession(): void {
  removeStored('token');
  removeStored('userInfo');
  currentUser = undefined;
  loaded = true;
  window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: null }));
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
