import { type UserInfo, userKinds } from '@portledger/contracts';
import { getStored, getStoredExpiry, setStored } from './storage.ts';
import { notifySession, subscribeSession } from './token.ts';

export { clearSession, getToken, saveSession, subscribeSession, TOKEN_EVENT } from './token.ts';

/**
 * Every field of the contract's user: the compiler fails here when the contract gains or loses
 * one, so a user stored by an older version (without a new field) reads as absent.
 */
const USER_FIELDS = Object.keys({
  id: 0,
  name: 0,
  display_name: 0,
  email: 0,
  kind: 0,
  locale: 0,
  entity: 0,
  managed_entities: 0,
} satisfies Record<keyof UserInfo, 0>);

/**
 * The stored user, when it has the contract's fields (it was written from the server's answer,
 * which the server checked against the contract). Not parsed with zod: every signed-in page reads
 * it first, and zod would be a twentieth of the first page's JavaScript (docs/decisions/018).
 */
function readUser(): UserInfo | undefined {
  const stored = getStored<Record<string, unknown>>('userInfo');
  if (typeof stored !== 'object' || stored === null) return undefined;
  if (!USER_FIELDS.every((field) => field in stored)) return undefined;
  const { id, kind, entity, managed_entities } = stored;
  const isUser =
    Number.isInteger(id) &&
    (userKinds as readonly unknown[]).includes(kind) &&
    typeof entity === 'object' &&
    entity !== null &&
    Array.isArray(managed_entities);
  return isUser ? (stored as unknown as UserInfo) : undefined;
}

/** In-memory snapshot so React (useSyncExternalStore) sees a stable object between changes. */
let currentUser: UserInfo | undefined;
let loaded = false;

// Registered before any component subscribes, so a sign-in or sign-out is re-read first.
subscribeSession(() => {
  loaded = false;
});

export function getUser(): UserInfo | undefined {
  if (!loaded) {
    currentUser = readUser();
    loaded = true;
  }
  return currentUser;
}

/** Refreshes the stored user (after GET /users/me or a profile change) for as long as the token lives. */
export function saveUser(user: UserInfo): void {
  const tokenExpires = getStoredExpiry('token');
  if (tokenExpires === undefined) return;
  setStored('userInfo', user, { ttlMs: Math.max(tokenExpires - Date.now(), 1) });
  notifySession();
}
