import type { Db } from '@portledger/db';
import { schema } from '@portledger/db';
import { and, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { SessionUser } from '../../types.ts';
import { hashToken, newToken } from './tokens.ts';

const { sessions, users, userManagedEntities } = schema;

/** Why a session ended; stored in `sessions.revoked_reason`. */
export type SessionEndReason =
  | 'logout'
  | 'password_changed'
  | 'password_reset'
  | 'operator'
  | 'user_disabled'
  | 'idle';

export interface CreateSessionInput {
  userId: number;
  remember: boolean;
  ttlHours: number;
  rememberDays: number;
  ip: string;
  userAgent: string | undefined;
}

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, input: CreateSessionInput): Promise<string> {
  const token = newToken();
  const lifetimeMs = input.remember ? input.rememberDays * 86_400_000 : input.ttlHours * 3_600_000;
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    remember: input.remember,
    expiresAt: new Date(Date.now() + lifetimeMs),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
  });
  return token;
}

/** A session row as the auth hook needs it, whatever its state. */
export interface SessionRecord {
  user: SessionUser;
  remember: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  isUserActive: boolean;
}

/** The session query of every request, prepared once per database. */
const lookUpQuery = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      remember: sessions.remember,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      id: users.id,
      name: users.name,
      kind: users.kind,
      entityId: users.entityId,
      locale: users.locale,
      isActive: users.isActive,
      managedEntityIds: sql<number[]>`array(select ${userManagedEntities.entityId} from ${userManagedEntities}
        where ${userManagedEntities.userId} = ${users.id} order by 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('look_up_session'),
);

/**
 * The session of a token with its user and managed entities, in one indexed query: it runs on
 * every request. Revoked and expired rows are returned too, so the caller can say why.
 */
export async function lookUpSession(db: Db, token: string): Promise<SessionRecord | null> {
  const [row] = await lookUpQuery(db).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  return {
    user: {
      sessionId: row.sessionId,
      id: row.id,
      name: row.name,
      kind: row.kind,
      entityId: row.entityId,
      locale: row.locale === 'zh-CN' ? 'zh-CN' : 'en-US',
      managedEntityIds: (row.managedEntityIds ?? []).map(Number),
    },
    remember: row.remember,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
    isUserActive: row.isActive,
  };
}

/**
 * The user behind a token that is neither revoked nor expired, with an active user; without the
 * idle check (the auth hook's `authenticateSession` adds it). For scripts and tests.
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const found = await lookUpSession(db, token);
  if (!found || found.revokedAt || found.expiresAt <= new Date() || !found.isUserActive) return null;
  return found.user;
}

/**
 * Sessions that still let their user in at `now`: not revoked, not expired, and used within the
 * idle limit unless signed in with "remember me" (decision 014).
 */
export function liveSessionCondition(now: Date, idleMinutes: number): SQL {
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    // Without an idle limit (Infinity) only revocation and expiry count.
    Number.isFinite(idleMinutes)
      ? or(eq(sessions.remember, true), gt(sessions.lastSeenAt, idleSince))
      : undefined,
  )!;
}

/** Ends one session; true when it was still open (so only one of two racing requests logs it). */
export async function revokeSession(db: Db, sessionId: number, reason: SessionEndReason): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export interface RevokeUserSessionsOptions {
  /** This session stays open (a password change keeps the device it was made on). */
  keepSessionId?: number;
  /** Only sessions matching this too, e.g. `liveSessionCondition(...)`. */
  where?: SQL;
}

/** Ends the open sessions of a user; answers the ids of the sessions it ended. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: SessionEndReason,
  options: RevokeUserSessionsOptions = {},
): Promise<number[]> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), options.where];
  if (options.keepSessionId !== undefined) conditions.push(ne(sessions.id, options.keepSessionId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** How stale `last_seen_at` may get before a request writes it again. */
export const LAST_SEEN_PRECISION_MS = 60_000;

/**
 * Records activity at most once a minute per session: the condition in the UPDATE makes every
 * other request of that minute (on any instance) a no-op write the caller does not even send.
 */
export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_PRECISION_MS)),
        isNull(sessions.revokedAt),
      ),
    );
}
