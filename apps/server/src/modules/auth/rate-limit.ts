import type { Db } from '@portledger/db';
import { schema } from '@portledger/db';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const { loginAttempts } = schema;

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_NAME = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Refuses a sign-in once a name or an address has too many recent failures. The counts
 * live in the database so every app instance enforces the same limit. Refused attempts
 * are not recorded, so the lock lifts when the window has passed.
 */
export async function assertLoginAllowed(db: Db, nameKey: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const retryAt = async (
    column: typeof loginAttempts.nameKey | typeof loginAttempts.ip,
    value: string,
    limit: number,
  ) => {
    const failures = await db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(limit);
    // Allowed again when the oldest of the last `limit` failures leaves the window.
    return failures.length >= limit ? failures[limit - 1]!.createdAt.getTime() + LOGIN_WINDOW_MS : 0;
  };
  const until = Math.max(
    await retryAt(loginAttempts.nameKey, nameKey, MAX_FAILURES_PER_NAME),
    await retryAt(loginAttempts.ip, ip, MAX_FAILURES_PER_IP),
  );
  if (until === 0) return;
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new AppError(429, minutes === 1 ? 'auth.tooManyAttemptsOneMinute' : 'auth.tooManyAttempts', {
    params: { minutes },
    headers: { 'Retry-After': String(seconds) },
  });
}

export async function recordLoginAttempt(db: Db, nameKey: string, ip: string, succeeded: boolean) {
  await db.insert(loginAttempts).values({ nameKey, ip, succeeded });
}
