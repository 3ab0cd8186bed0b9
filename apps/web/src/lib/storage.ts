import { STORAGE_DEFAULT_EXPIRY_DAYS, STORAGE_PREFIX } from '@portledger/contracts';

/**
 * Local storage with a key prefix and an expiry per value (SPEC.md section 9).
 * Values are plain JSON: the original product "encrypted" them with a passphrase shipped in the
 * bundle, which protects nothing, so we do not pretend to.
 */
export const storageKeys = ['token', 'urlprefix', 'userInfo', 'locale'] as const;
export type StorageKey = (typeof storageKeys)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

interface StoredValue<T> {
  value: T;
  /** Epoch milliseconds after which the value reads as absent. */
  expires: number;
}

export interface SetOptions {
  /** Lifetime in milliseconds; defaults to STORAGE_DEFAULT_EXPIRY_DAYS. */
  ttlMs?: number;
  now?: number;
}

export const storageName = (key: StorageKey) => `${STORAGE_PREFIX}${key}`;

export function setStored<T>(key: StorageKey, value: T, options: SetOptions = {}): void {
  const now = options.now ?? Date.now();
  const ttl = options.ttlMs ?? STORAGE_DEFAULT_EXPIRY_DAYS * DAY_MS;
  const stored: StoredValue<T> = { value, expires: now + ttl };
  localStorage.setItem(storageName(key), JSON.stringify(stored));
}

/** Reads a value; an expired, missing or unreadable value reads as undefined (and is removed). */
export function getStored<T>(key: StorageKey, now: number = Date.now()): T | undefined {
  const raw = localStorage.getItem(storageName(key));
  if (raw === null) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<StoredValue<T>>;
    if (typeof stored?.expires !== 'number' || !('value' in stored) || stored.expires <= now) {
      localStorage.removeItem(storageName(key));
      return undefined;
    }
    return stored.value as T;
  } catch {
    // A value written by something else (or by hand) is not ours to trust.
    localStorage.removeItem(storageName(key));
    return undefined;
  }
}

/** When the stored value expires (epoch ms), or undefined when absent. */
export function getStoredExpiry(key: StorageKey, now: number = Date.now()): number | undefined {
  if (getStored(key, now) === undefined) return undefined;
  const stored = JSON.parse(localStorage.getItem(storageName(key)) ?? '{}') as Partial<StoredValue<unknown>>;
  return stored.expires;
}

export function removeStored(key: StorageKey): void {
  localStorage.removeItem(storageName(key));
}

/** Token lifetime: 30 days with "remember me", otherwise 12 hours (same as the server session). */
export const tokenTtlMs = (remember: boolean) => (remember ? 30 * DAY_MS : 12 * HOUR_MS);
