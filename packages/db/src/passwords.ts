import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
/**
 * scrypt with N=2^15, r=8, p=4: the same work (N x p = 2^17) as N=2^17, r=8, p=1 and N=2^16, r=8,
 * p=2, the sets OWASP's Password Storage Cheat Sheet lists first (its own 32 MiB set is N=2^15,
 * p=3, so this one is stronger), in a quarter of the memory: 32 MiB per derivation instead of 128,
 * which keeps a server under sign-in load within its memory budget (issue 8: 400 MB; decision
 * 024). Hashes made with the former sets still verify (the parameters travel in the hash) and
 * are replaced at the next sign-in (`needsRehash`); maxmem allows them all.
 */
export const PRODUCTION_COST: Readonly<ScryptCost> = { N: 2 ** 15, r: 8, p: 4 };
/**
 * The parameters new hashes get. Always PRODUCTION_COST in the app; only the server's test suite
 * lowers it, through `@portledger/db/testing` (decision 054).
 */
let cost: Readonly<ScryptCost> = PRODUCTION_COST;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

/**
 * Runs at most `max` tasks at once; the others wait their turn in arrival order. Each scrypt run
 * holds 32 MiB (64 or 128 for an older hash), and libuv's four threads would otherwise run four during a
 * burst of sign-ins.
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * One derivation at a time: a burst of sign-ins costs the server 32 MiB more, not 64 (issue 8's
 * 400 MB), and leaves the second core of a 2-core server to the other requests instead of giving
 * both to scrypt. Sign-ins queue instead: about 0.25 s each at N=2^15, p=4 (decision 024).
 */
export const MAX_CONCURRENT_DERIVATIONS = 1;
const limitDerivations = createLimiter(MAX_CONCURRENT_DERIVATIONS);

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return limitDerivations(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAXMEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts), self-describing so the cost can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than today's: rehash it at sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
}

/** A hash that never matches, used to spend the same time when a user name does not exist. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Test suites only (exported through `@portledger/db/testing`, never from the package's main
 * entry): the parameters new hashes get and stored ones are compared with. A sign-in at the
 * production cost is a quarter of a second of a core, several hundred of them were a quarter of the
 * server suite's time. `undefined` restores PRODUCTION_COST.
 */
export function setScryptCostForTests(next: ScryptCost | undefined): void {
  cost = next ?? PRODUCTION_COST;
  dummyHash = undefined;
}
