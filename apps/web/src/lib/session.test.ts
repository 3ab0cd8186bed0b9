import type { UserInfo } from '@portledger/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../test/fixtures.ts';
import {
  clearSession,
  getToken,
  getUser,
  saveSession,
  saveUser,
  subscribeSession,
  TOKEN_EVENT,
} from './session.ts';
import { setStored } from './storage.ts';

const user = testUser;

afterEach(() => clearSession());

describe('the session (token from lib/token.ts, user checked against its contract)', () => {
  it('signing in stores the token and the user, tells subscribers and fires the token event', () => {
    const listener = vi.fn();
    const onToken = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.addEventListener(TOKEN_EVENT, onToken);
    saveSession('tok-1', user, false);
    expect(getToken()).toBe('tok-1');
    expect(getUser()?.display_name).toBe('Olivia Chen');
    // Stable between changes, as useSyncExternalStore needs.
    expect(getUser()).toBe(getUser());
    expect(listener).toHaveBeenCalledOnce();
    expect(onToken.mock.calls[0]?.[0]).toMatchObject({ detail: 'tok-1' });
    unsubscribe();
    window.removeEventListener(TOKEN_EVENT, onToken);
  });

  it('signing out forgets the user read before', () => {
    saveSession('tok-2', user, false);
    expect(getUser()).toBeDefined();
    clearSession();
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
  });

  it('a refreshed user replaces the one read before', () => {
    saveSession('tok-3', user, false);
    expect(getUser()?.display_name).toBe('Olivia Chen');
    saveUser({ ...user, display_name: 'Olivia C.' });
    expect(getUser()?.display_name).toBe('Olivia C.');
  });

  it('a stored user that does not meet the contract reads as absent', () => {
    saveSession('tok-4', user, false);
    setStored('userInfo', { id: 'seven', kind: 'admiral' });
    saveUser({ ...user, kind: 'nobody' as UserInfo['kind'] });
    expect(getToken()).toBe('tok-4');
    expect(getUser()).toBeUndefined();
  });
});
