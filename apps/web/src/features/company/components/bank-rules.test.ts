import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { bicMessage, changedBankDetails, ibanMessage } from './bank-rules.ts';

const t = i18n.getFixedT('en-US');

describe('bank account rules', () => {
  it('accepts a valid IBAN with spaces and an empty one', () => {
    expect(ibanMessage(t, 'nl91 abna 0417 1643 00')).toBeUndefined();
    expect(ibanMessage(t, '')).toBeUndefined();
  });
  it('says what is wrong with a bad IBAN', () => {
    expect(ibanMessage(t, 'NL91 ABNA 0417 1643 01')).toBe(
      'IBAN checksum is wrong: check the digits for a typo',
    );
    expect(ibanMessage(t, 'NL91 ABNA 0417 1643')).toBe(
      'IBAN has the wrong number of characters for NL: expected 18, got 16',
    );
    expect(ibanMessage(t, 'CN12 3456 7890')).toContain('does not use IBANs');
  });
  it('checks the BIC format and country', () => {
    expect(bicMessage(t, 'abnanl2a')).toBeUndefined();
    expect(bicMessage(t, 'ABNANL')).toContain('8 or 11 characters');
    expect(bicMessage(t, 'ABNAZZ2A')).toBe('BIC/SWIFT has an unknown country code');
  });
  it('finds a changed IBAN but not a re-spaced one', () => {
    const saved = { iban: 'NL91ABNA0417164300', bic_swift: 'ABNANL2A', account_number: null };
    expect(changedBankDetails(saved, { iban: 'nl91 abna 0417 1643 00', bic_swift: 'abnanl2a' })).toEqual([]);
    expect(changedBankDetails(saved, { iban: 'GB82 WEST 1234 5698 7654 32', bic_swift: 'ABNANL2A' })).toEqual(
      ['iban'],
    );
    expect(changedBankDetails(saved, { ...saved, account_number: '123' })).toEqual(['account_number']);
  });
});
