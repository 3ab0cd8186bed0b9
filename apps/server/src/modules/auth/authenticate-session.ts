import type { Db } from '@portledger/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { authLog } from './auth-log.ts';
import { LAST_SEEN_PRECISION_MS, lookUpSession, revokeSession, touchSession } from './sessions.ts';

export interface AuthenticateSessionInput {
  db: Db;
  token: string;
  idleMinutes: number;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * The user of a request's token, or a 401 that says why. On the hot path of every request: one
 * indexed read, plus a write at most once a minute per session (activity) or once (idle end).
 */
export async function authenticateSession({
  db,
  token,
  idleMinutes,
  log,
  now = new Date(),
}: AuthenticateSessionInput): Promise<SessionUser> {
  const session = await lookUpSession(db, token);
  if (!session) throw new AppError(401, 'auth.sessionExpired');
  const { user } = session;
  if (session.revokedAt) throw endedSessionError(session.revokedReason, idleMinutes);
  if (session.expiresAt <= now || !session.isUserActive) throw new AppError(401, 'auth.sessionExpired');

  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  // Remember-me sessions are the user's choice to stay signed in on a device (decision 014).
  if (!session.remember && idleMs > idleMinutes * 60_000) {
    if (await revokeSession(db, user.sessionId, 'idle')) {
      authLog.idleExpired(log, { userId: user.id, sessionId: user.sessionId, idleMinutes });
    }
    throw endedSessionError('idle', idleMinutes);
  }
  if (idleMs >= LAST_SEEN_PRECISION_MS) await touchSession(db, user.sessionId, now);
  return user;
}

/** Why an ended session answers 401: requests that raced the one that ended it get the same words. */
function endedSessionError(reason: string | null, idleMinutes: number): AppError {
  if (reason === 'idle') return new AppError(401, 'auth.sessionIdle', { params: { minutes: idleMinutes } });
  if (reason === 'operator' || reason === 'user_disabled') return new AppError(401, 'auth.sessionEnded');
  return new AppError(401, 'auth.sessionExpired');
}
