import { type Db, schema } from '@portledger/db';
import { eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { revokeUserSessions } from '../auth/sessions.ts';

const { users, sessions, auditEvents } = schema;

/**
 * Sets `users.is_active` under optimistic locking, in the caller's transaction: a stale
 * lock_version answers 409 and changes nothing. Disabling ends every open session of the user
 * (`revoked_reason = 'user_disabled'`) in the same transaction, so no request of theirs gets
 * through after the commit. Answers the ended session ids, or null when the user already was in
 * that state (nothing changed, nothing audited).
 */
export async function setUserActive(
  tx: Db,
  {
    actor,
    userId,
    isActive,
    lockVersion,
  }: { actor: SessionUser; userId: number; isActive: boolean; lockVersion: number },
): Promise<number[] | null> {
  const [current] = await tx
    .select({ isActive: users.isActive, lockVersion: users.lockVersion })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!current) throw new AppError(404, 'resource.notFound');
  if (current.lockVersion !== lockVersion) throw new AppError(409, 'conflict.stale');
  if (current.isActive === isActive) return null;
  await tx
    .update(users)
    .set({ isActive, lockVersion: sql`${users.lockVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  const ended = isActive
    ? []
    : await revokeUserSessions(tx, userId, 'user_disabled', { where: gt(sessions.expiresAt, new Date()) });
  await tx.insert(auditEvents).values({
    recordType: 'user',
    recordId: userId,
    action: isActive ? 'user_enabled' : 'user_disabled',
    actorId: actor.id,
    actorKind: actor.kind,
    changes: [
      { field: 'is_active', before: !isActive, after: isActive },
      ...(isActive ? [] : [{ field: 'ended_sessions', before: null, after: ended.length }]),
    ],
  });
  return ended;
}
