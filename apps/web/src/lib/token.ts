import type { UserInfo } from '@portledger/contracts';
import { getStored, removeStored, setStored, tokenTtlMs } from './storage.ts';

/**
 * The session's token and stored user, without checking the user against its contract: the
 * sign-in pages use this module alone, so they do not download zod. lib/session.ts adds the
 * checked user for the signed-in pages.
 */

/** Fired on window whenever the token is set or cleared (SPEC.md section 6: "emits a token event"). */
export const TOKEN_EVENT = 'portledger:token';

const listeners = new Set<() => void>();

export function notifySession(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToken = () => getStored<string>('token');

export function saveSession(token: string, user: UserInfo, remember: boolean): void {
  const ttlMs = tokenTtlMs(remember);
  setStored('token', token, { ttlMs });
  setStored('userInfo', user, { ttlMs });
  window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: token }));
  notifySession();
}

/** Clears local auth storage (token, userInfo) and emits the token event. */
export function clearSession(): void {
  removeStored('token');
  removeStored('userInfo');
  window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: null }));
  notifySession();
}

const SIGNED_OUT_REASON = 'portledger:signed-out-reason';

/**
 * Why the session ended (the server's 401 message: idle, ended by an operator, expired), kept for
 * this tab until the login page shows it: a toast would be gone by the time the page has loaded.
 */
export function rememberSignedOutReason(message: string): void {
  try {
    sessionStorage.setItem(SIGNED_OUT_REASON, message);
  } catch {
    // Storage refused (private mode quota): the login page simply shows no reason.
  }
}

/** The reason kept by rememberSignedOutReason, once: reading it forgets it. */
export function takeSignedOutReason(): string | undefined {
  try {
    const message = sessionStorage.getItem(SIGNED_OUT_REASON) ?? undefined;
    sessionStorage.removeItem(SIGNED_OUT_REASON);
    return message;
  } catch {
    return undefined;
  }
}
