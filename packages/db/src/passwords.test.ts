import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createLimiter,
  hashPassword,
  MAX_CONCURRENT_DERIVATIONS,
  needsRehash,
  PRODUCTION_COST,
  setScryptCostForTests,
  verifyPassword,
} from './passwords.ts';
import { TEST_SCRYPT_COST } from './testing.ts';

// scrypt as node:crypto has it, counting how many derivations run at once.
const derivations = vi.hoisted(() => ({ running: 0, peak: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  type Callback = (error: Error | null, key: Buffer) => void;
  const scrypt = crypto.scrypt as unknown as (...args: [...unknown[], Callback]) => void;
  return {
    ...crypto,
    scrypt: (...args: [...unknown[], Callback]) => {
      const callback = args.pop() as Callback;
      derivations.running++;
      derivations.peak = Math.max(derivations.peak, derivations.running);
      scrypt(...args, (error: Error | null, key: Buffer) => {
        derivations.running--;
        callback(error, key);
      });
    },
  };
});

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Harbour#2026');
    expect(hash.startsWith('scrypt$32768$8$4$')).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('Harbour#2026', hash)).toBe(true);
    expect(await verifyPassword('Harbour#2027', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it.each([
    [2 ** 17, 1],
    [2 ** 16, 2],
  ])(
    'still verifies a hash made with the former N=%i, r=8, p=%i, and asks for it to be replaced',
    async (n, p) => {
      const salt = randomBytes(16);
      const key = scryptSync('Harbour#2026', salt, 32, { N: n, r: 8, p, maxmem: 256 * 1024 * 1024 });
      const former = ['scrypt', n, 8, p, salt.toString('base64url'), key.toString('base64url')].join('$');
      expect(await verifyPassword('Harbour#2026', former)).toBe(true);
      expect(await verifyPassword('Harbour#2027', former)).toBe(false);
      expect(needsRehash(former)).toBe(true);
    },
  );
  it("hashes at the test suite's cost only while it is set, and asks for the production cost again once it is not", async () => {
    setScryptCostForTests(TEST_SCRYPT_COST);
    try {
      const cheap = await hashPassword('Harbour#2026');
      const test = TEST_SCRYPT_COST;
      expect(cheap.startsWith(`scrypt$${test.N}$${test.r}$${test.p}$`)).toBe(true);
      expect(needsRehash(cheap)).toBe(false);
      setScryptCostForTests(undefined);
      expect(needsRehash(cheap)).toBe(true);
      expect(await verifyPassword('Harbour#2026', cheap)).toBe(true);
      const { N, r, p } = PRODUCTION_COST;
      expect((await hashPassword('Harbour#2026')).startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    } finally {
      setScryptCostForTests(undefined);
    }
  });
  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('the derivation limiter', () => {
  it('runs at most its limit at once, in arrival order, and passes results and errors through', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const task = (i: number) => () => {
      started.push(i);
      running++;
      peak = Math.max(peak, running);
      return new Promise<number>((resolve, reject) => {
        releases[i] = () => {
          running--;
          if (i === 3) reject(new Error('task 3 failed'));
          else resolve(i * 10);
        };
      });
    };
    const results = [0, 1, 2, 3, 4].map((i) => limit(task(i)).catch((error: Error) => error.message));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    await tick();
    expect(started).toEqual([0, 1]);
    releases[1]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    releases[0]!();
    releases[2]!();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    releases[3]!();
    releases[4]!();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 'task 3 failed', 40]);
    expect(peak).toBe(2);
    // A failed task frees its slot too: the limiter still runs two at once afterwards.
    const after = await Promise.all([limit(async () => 'a'), limit(async () => 'b'), limit(async () => 'c')]);
    expect(after).toEqual(['a', 'b', 'c']);
  });

  it('lets a burst of sign-ins all finish, one derivation at a time (32 MiB, decision 024)', async () => {
    const hash = await hashPassword('Harbour#2026');
    derivations.peak = 0;
    const checks = await Promise.all(
      Array.from({ length: 5 }, (_, i) => verifyPassword(i % 2 ? 'Harbour#2026' : 'wrong', hash)),
    );
    expect(checks).toEqual([false, true, false, true, false]);
    expect(MAX_CONCURRENT_DERIVATIONS).toBe(1);
    expect(derivations.peak).toBe(1);
  });
});
