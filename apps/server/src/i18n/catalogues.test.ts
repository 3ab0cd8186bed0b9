import { errorMessageKeys } from '@portledger/contracts';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US.ts';
import { catalogues, translate } from './index.ts';
import { zhCN } from './zh-CN.ts';

describe('server message catalogues', () => {
  it('have the same keys in en-US and zh-CN', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(enUS) as (keyof typeof enUS)[]) {
      expect(placeholders(catalogues['zh-CN'][key]), key).toEqual(placeholders(enUS[key]));
    }
  });

  it('translate every error message key of the contracts', () => {
    for (const key of errorMessageKeys) expect(Object.keys(enUS)).toContain(key);
  });

  it('keep the exact wording the product specifies', () => {
    expect(translate('en-US', 'auth.loginFailed')).toBe('Username or password is incorrect.');
    expect(translate('en-US', 'auth.invalidUserName')).toBe('Invalid user name.');
    expect(translate('en-US', 'auth.passwordMismatch')).toBe('Password inconsistency please re-enter.');
    expect(translate('en-US', 'profile.emailTaken')).toBe('Email Address has already been taken！');
    expect(translate('en-US', 'validation.required', { field: 'Port' })).toBe('Port is required');
  });
});
