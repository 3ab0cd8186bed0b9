import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Harbour#2026');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Harbour#2026', hash)).toBe(true);
    expect(await verifyPassword('Harbour#2027', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
