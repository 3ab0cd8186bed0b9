import { type Db, schema } from '@portledger/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';

const { sessions, users } = schema;

/** Which of these sessions are still signed in (not revoked, not expired, user active). */
export async function findLiveSessionIds({ db, sessionIds }: { db: Db; sessionIds: number[] }) {
  if (sessionIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
