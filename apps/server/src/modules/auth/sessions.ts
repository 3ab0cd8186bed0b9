import type { Db } from '@portledger/db';
import { schema } from '@portledger/db';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { hashToken, newToken } from './tokens.ts';

const { sessions, users, userManagedEntities } = schema;

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

/** The user behind a live session token, or null when it is unknown, expired or revoked. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      name: users.name,
      kind: users.kind,
      entityId: users.entityId,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const managed = await db
    .select({ entityId: userManagedEntities.entityId })
    .from(userManagedEntities)
    .where(eq(userManagedEntities.userId, row.id));
  return {
    ...row,
    locale: row.locale === 'zh-CN' ? 'zh-CN' : 'en-US',
    managedEntityIds: managed.map((m) => m.entityId),
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
