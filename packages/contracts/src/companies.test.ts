import { describe, expect, it } from 'vitest';
import {
  bankAccountCreateRequest,
  checkBic,
  checkIban,
  entityCreateRequest,
  formatIban,
  IBAN_LENGTHS,
  normaliseIban,
} from './companies.ts';

describe('checkIban', () => {
  it.each([
    'GB82 WEST 1234 5698 7654 32',
    'NL91ABNA0417164300',
    'de89 3704 0044 0532 0130 00',
    'NO93 8601 1117 947',
    'FR14 2004 1010 0505 0001 3M02 606',
    'BE68 5390 0754 7034',
    'CH93 0076 2011 6238 5295 7',
  ])('accepts the valid IBAN %s', (iban) => {
    expect(checkIban(iban)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkIban('GB82 WEST 1234 5698 7654 33')).toBe('checksum');
    expect(checkIban('NL91ABNA041716430')).toBe('length');
    expect(checkIban('CN12 3456 7890 1234')).toBe('country');
    expect(checkIban('12345678')).toBe('format');
    expect(checkIban('GB82 WEST 1234 5698 7654 3!')).toBe('format');
    expect(checkIban('')).toBe('format');
  });

  it('catches a swap of two digits, which mod 97 is meant to catch', () => {
    expect(checkIban('NL91ABNA0417164300')).toBeNull();
    expect(checkIban('NL91ABNA0471164300')).toBe('checksum');
  });

  it('keeps the lengths of the registry for the common countries', () => {
    expect(IBAN_LENGTHS).toMatchObject({ NO: 15, NL: 18, DE: 22, GB: 22, FR: 27, MT: 31 });
  });

  it('normalises and formats', () => {
    expect(normaliseIban(' nl91 abna-0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('checkBic', () => {
  it.each(['DEUTDEFF', 'deutdeff500', 'ABNANL2A', 'BKCHCNBJ300', 'DNBANOKK'])('accepts %s', (bic) => {
    expect(checkBic(bic)).toBeNull();
  });
  it('rejects a wrong length, digits in the bank code and unknown countries', () => {
    expect(checkBic('DEUTDEF')).toBe('format');
    expect(checkBic('DEUTDEFF5')).toBe('format');
    expect(checkBic('D3UTDEFF')).toBe('format');
    expect(checkBic('DEUTZZFF')).toBe('country');
  });
});

describe('bank account bodies', () => {
  const base = { entity_id: 1, bank_name: 'ABN AMRO', account_title: 'Ops' };
  it('stores the IBAN and BIC normalised', () => {
    const body = bankAccountCreateRequest.parse({
      ...base,
      iban: 'nl91 abna 0417 1643 00',
      bic_swift: 'abnanl2a',
    });
    expect(body.iban).toBe('NL91ABNA0417164300');
    expect(body.bic_swift).toBe('ABNANL2A');
  });
  it('reports a bad IBAN with its message key on the iban field', () => {
    const result = bankAccountCreateRequest.safeParse({ ...base, iban: 'NL91ABNA0417164301' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['iban'], message: 'companies.iban.checksum' });
  });
  it('needs an IBAN or an account number', () => {
    const result = bankAccountCreateRequest.safeParse(base);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['account_number'],
      message: 'companies.bankAccount.ibanOrNumber',
    });
    expect(bankAccountCreateRequest.safeParse({ ...base, account_number: '4510 0000 1234' }).success).toBe(
      true,
    );
  });
});

describe('entity bodies', () => {
  it('accepts a D-U-N-S number with dashes and refuses other lengths', () => {
    expect(entityCreateRequest.parse({ name: 'X', dun_no: '15-048-3782' }).dun_no).toBe('150483782');
    expect(entityCreateRequest.safeParse({ name: 'X', dun_no: '12345' }).success).toBe(false);
  });
  it('validates every email and the website', () => {
    expect(entityCreateRequest.safeParse({ name: 'X', emails: ['a@b.example', 'nope'] }).success).toBe(false);
    expect(entityCreateRequest.safeParse({ name: 'X', website: 'ftp://x.example' }).success).toBe(false);
    expect(entityCreateRequest.parse({ name: 'X', website: '' }).website).toBeNull();
  });
});
