import type { Db } from '@portledger/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../types.ts';
import { authLog } from './auth-log.ts';
import { revokeSession } from './sessions.ts';

/** Revokes the session the request came with; the token stops working at once. */
export async function logout({
  db,
  user,
  ip,
  log,
}: {
  db: Db;
  user: SessionUser;
  ip: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  if (await revokeSession(db, user.sessionId, 'logout')) {
    authLog.signedOut(log, { userId: user.id, sessionId: user.sessionId, ip });
  }
}
