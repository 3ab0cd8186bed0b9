import { createHash } from 'node:crypto';
import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const t = schema;

/** A stable hash of a request body (keys sorted), to tell a repeat from a different request. */
function hashBody(body: unknown): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, stable(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

/**
 * Runs `work` once per (user, Idempotency-Key): a repeat with the same body answers the first
 * response and does nothing; the same key with another body is a 422. Without a key, just runs.
 */
export async function once<T>({
  db,
  userId,
  key,
  scope,
  body,
  work,
}: {
  db: Db;
  userId: number;
  key: string | undefined;
  scope: string;
  body: unknown;
  work: () => Promise<T>;
}): Promise<T> {
  if (!key) return work();
  if (key.length > 200) throw new AppError(400, 'payments.idempotencyKeyInvalid');
  const bodyHash = hashBody({ scope, body });
  const [seen] = await db
    .select()
    .from(t.idempotencyKeys)
    .where(and(eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, key)));
  if (seen) {
    if (seen.bodyHash !== bodyHash) throw new AppError(422, 'payments.idempotencyKeyReused');
    return seen.response as T;
  }
  const response = await work();
  await db
    .insert(t.idempotencyKeys)
    .values({ userId, key, scope, bodyHash, response: response as object })
    .onConflictDoNothing();
  return response;
}
