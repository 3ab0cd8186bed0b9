import type { Db } from '@portledger/db';
import { schema } from '@portledger/db';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const { passwordResetRequests } = schema;

export const RESET_WINDOW_MS = 60 * 60_000;
/** Keeps the reset form from being used to flood someone's inbox. */
export const MAX_RESETS_PER_NAME = 5;
/** Keeps one address from probing or mailing many accounts. */
export const MAX_RESETS_PER_IP = 20;

/**
 * Refuses a reset request once a name or an address has asked too often within the hour. Checked
 * before the name is looked up and counted whether it exists or not, so the 429 and its message
 * are the same for every name. The counts live in the database, shared by every instance.
 */
export async function assertResetAllowed(db: Db, nameKey: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - RESET_WINDOW_MS);
  const retryAt = async (
    column: typeof passwordResetRequests.nameKey | typeof passwordResetRequests.ip,
    value: string,
    limit: number,
  ) => {
    const recent = await db
      .select({ createdAt: passwordResetRequests.createdAt })
      .from(passwordResetRequests)
      .where(and(eq(column, value), gt(passwordResetRequests.createdAt, since)))
      .orderBy(desc(passwordResetRequests.createdAt))
      .limit(limit);
    // Allowed again when the oldest of the last `limit` requests leaves the window.
    return recent.length >= limit ? recent[limit - 1]!.createdAt.getTime() + RESET_WINDOW_MS : 0;
  };
  const until = Math.max(
    await retryAt(passwordResetRequests.nameKey, nameKey, MAX_RESETS_PER_NAME),
    await retryAt(passwordResetRequests.ip, ip, MAX_RESETS_PER_IP),
  );
  if (until === 0) return;
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new AppError(
    429,
    minutes === 1 ? 'auth.tooManyResetRequestsOneMinute' : 'auth.tooManyResetRequests',
    { params: { minutes }, headers: { 'Retry-After': String(seconds) } },
  );
}

/** Counted before the lookup, so unknown names use up the allowance like known ones. */
export async function recordResetRequest(db: Db, nameKey: string, ip: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ nameKey, ip });
}
