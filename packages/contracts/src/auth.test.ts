import { describe, expect, it } from 'vitest';
import { loginRequest, profileUpdateRequest, resetPasswordRequest } from './auth.ts';

describe('auth contracts', () => {
  it('trims the user name and defaults remember to false', () => {
    expect(loginRequest.parse({ name: '  agent ', password: 'x' })).toEqual({
      name: 'agent',
      password: 'x',
      remember: false,
    });
  });
  it('rejects an empty user name', () => {
    expect(loginRequest.safeParse({ name: '   ', password: 'x' }).success).toBe(false);
  });
  it('requires the confirmation to match the new password', () => {
    const result = resetPasswordRequest.safeParse({
      token: 'a'.repeat(20),
      password: 'Harbour#2027',
      password_confirmation: 'Harbour#2028',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password_confirmation']);
  });
  it('rejects passwords shorter than 8 or longer than 128 characters', () => {
    const base = { token: 'a'.repeat(20) };
    expect(
      resetPasswordRequest.safeParse({ ...base, password: 'short', password_confirmation: 'short' }).success,
    ).toBe(false);
    const long = 'x'.repeat(129);
    expect(
      resetPasswordRequest.safeParse({ ...base, password: long, password_confirmation: long }).success,
    ).toBe(false);
  });
  it('rejects unknown profile fields instead of ignoring them', () => {
    expect(profileUpdateRequest.safeParse({ kind: 'operator' }).success).toBe(false);
  });
});
