import type { FastifyBaseLogger } from 'fastify';
import type { SessionEndReason } from './sessions.ts';

/**
 * One structured log line per security event (ASVS V16): who, from where, what happened. Every
 * line has an `event` field to search for; none ever carries a password, token or token hash.
 */
export type SignInFailure = 'bad_password' | 'unknown_user' | 'rate_limited' | 'disabled';

export const authLog = {
  signedIn(log: FastifyBaseLogger, fields: { userId: number; userName: string; ip: string }) {
    log.info({ event: 'auth.sign_in', ...fields }, 'signed in');
  },
  signInFailed(log: FastifyBaseLogger, fields: { nameKey: string; ip: string; reason: SignInFailure }) {
    log.warn({ event: 'auth.sign_in_failed', ...fields }, 'sign-in refused');
  },
  signedOut(log: FastifyBaseLogger, fields: { userId: number; sessionId: number; ip: string }) {
    log.info({ event: 'auth.sign_out', ...fields }, 'signed out');
  },
  /** One line per ended session, so each can be traced to the request that ended it. */
  sessionsEnded(
    log: FastifyBaseLogger,
    fields: { userId: number; sessionIds: number[]; reason: SessionEndReason; actorId?: number },
  ) {
    const { sessionIds, ...rest } = fields;
    for (const sessionId of sessionIds) {
      log.info({ event: 'auth.session_ended', sessionId, ...rest }, 'session ended');
    }
  },
  userStatusChanged(log: FastifyBaseLogger, fields: { userId: number; actorId: number; isActive: boolean }) {
    const event = fields.isActive ? 'users.enabled' : 'users.disabled';
    log.info({ event, userId: fields.userId, actorId: fields.actorId }, event.replace('.', ' '));
  },
  idleExpired(log: FastifyBaseLogger, fields: { userId: number; sessionId: number; idleMinutes: number }) {
    log.info({ event: 'auth.session_idle', ...fields }, 'session ended after inactivity');
  },
};
