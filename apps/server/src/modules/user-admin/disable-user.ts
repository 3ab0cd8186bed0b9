import type { UserAdminItem } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { authLog } from '../auth/auth-log.ts';
import { setUserActive } from './set-user-active.ts';
import { findUserAdminItem } from './user-admin-rows.ts';

export interface ChangeUserStatusInput {
  db: Db;
  actor: SessionUser;
  userId: number;
  lockVersion: number;
  idleMinutes: number;
  log: FastifyBaseLogger;
}

/**
 * Disables a user: they cannot sign in any more (the login answers as for a wrong password) and
 * every session of theirs ends in the same transaction. An operator cannot disable themselves, so
 * there is always an operator left who can enable users again.
 */
export async function disableUser({
  db,
  actor,
  userId,
  lockVersion,
  idleMinutes,
  log,
}: ChangeUserStatusInput): Promise<{ object: UserAdminItem; ended_sessions: number }> {
  if (actor.id === userId) throw new AppError(422, 'usersAdmin.cannotDisableSelf');
  const ended = await db.transaction((tx) =>
    setUserActive(tx as unknown as Db, { actor, userId, isActive: false, lockVersion }),
  );
  if (ended) {
    authLog.userStatusChanged(log, { userId, actorId: actor.id, isActive: false });
    authLog.sessionsEnded(log, { userId, sessionIds: ended, reason: 'user_disabled', actorId: actor.id });
  }
  const object = (await findUserAdminItem(db, userId, idleMinutes))!;
  return { object, ended_sessions: ended?.length ?? 0 };
}
