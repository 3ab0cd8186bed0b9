import type { UserAdminItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { authLog } from '../auth/auth-log.ts';
import { liveSessionCondition, revokeUserSessions } from '../auth/sessions.ts';
import { findUserAdminItem } from './user-admin-rows.ts';

const { auditEvents, users } = schema;

export interface EndUserSessionsInput {
  db: Db;
  actor: SessionUser;
  userId: number;
  idleMinutes: number;
  log: FastifyBaseLogger;
}

/**
 * Signs a user out everywhere: every live session ends at once (`revoked_reason = 'operator'`),
 * and the user's next request answers 401. An operator ending their own sessions keeps the one
 * they are using. The audit trail records who did it and how many sessions ended.
 */
export async function endUserSessions({
  db,
  actor,
  userId,
  idleMinutes,
  log,
}: EndUserSessionsInput): Promise<{ object: UserAdminItem; ended_sessions: number }> {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!target) throw new AppError(404, 'resource.notFound');
  const sessionIds = await db.transaction(async (tx) => {
    const ended = await revokeUserSessions(tx as unknown as Db, userId, 'operator', {
      where: liveSessionCondition(new Date(), idleMinutes),
      keepSessionId: userId === actor.id ? actor.sessionId : undefined,
    });
    if (ended.length > 0) {
      await tx.insert(auditEvents).values({
        recordType: 'user',
        recordId: userId,
        action: 'sessions_ended',
        actorId: actor.id,
        actorKind: actor.kind,
        changes: [{ field: 'ended_sessions', before: null, after: ended.length }],
      });
    }
    return ended;
  });
  authLog.sessionsEnded(log, { userId, sessionIds, reason: 'operator', actorId: actor.id });
  const object = (await findUserAdminItem(db, userId, idleMinutes))!;
  return { object, ended_sessions: sessionIds.length };
}
