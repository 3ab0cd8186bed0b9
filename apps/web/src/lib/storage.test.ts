import { afterEach, describe, expect, it } from 'vitest';
import { getStored, HOUR_MS, removeStored, setStored, storageName, tokenTtlMs } from './storage.ts';

const DAY = 24 * HOUR_MS;

describe('storage', () => {
  afterEach(() => localStorage.clear());

  it('prefixes every key with d3-dacheck_ and stores plain JSON with an expiry', () => {
    setStored('locale', 'en-US', { now: 1_000 });
    expect(storageName('locale')).toBe('d3-dacheck_locale');
    const raw = JSON.parse(localStorage.getItem('d3-dacheck_locale') ?? 'null');
    expect(raw).toEqual({ value: 'en-US', expires: 1_000 + 365 * DAY });
    expect(getStored('locale', 2_000)).toBe('en-US');
  });

  it('reads an expired value as absent and removes it', () => {
    setStored('token', 'abc', { ttlMs: 12 * HOUR_MS, now: 0 });
    expect(getStored('token', 12 * HOUR_MS - 1)).toBe('abc');
    expect(getStored('token', 12 * HOUR_MS)).toBeUndefined();
    expect(localStorage.getItem('d3-dacheck_token')).toBeNull();
  });

  it('keeps objects intact', () => {
    const user = { id: 1, name: 'principal', managed_entities: [{ id: 2, name: 'A' }] };
    setStored('userInfo', user);
    expect(getStored('userInfo')).toEqual(user);
  });

  it('treats unreadable or foreign values as absent', () => {
    localStorage.setItem('d3-dacheck_token', 'not json');
    expect(getStored('token')).toBeUndefined();
    localStorage.setItem('d3-dacheck_token', JSON.stringify('bare string'));
    expect(getStored('token')).toBeUndefined();
    expect(getStored('urlprefix')).toBeUndefined();
  });

  it('removes a value', () => {
    setStored('urlprefix', '/api');
    removeStored('urlprefix');
    expect(getStored('urlprefix')).toBeUndefined();
  });

  it('keeps the token 30 days with remember me, else 12 hours', () => {
    expect(tokenTtlMs(true)).toBe(30 * DAY);
    expect(tokenTtlMs(false)).toBe(12 * HOUR_MS);
  });
});
