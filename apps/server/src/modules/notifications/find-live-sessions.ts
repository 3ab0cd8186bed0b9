import { type Db, schema } from '@portledger/db';
import { and, eq, inArray } from 'drizzle-orm';
import { liveSessionCondition } from '../auth/sessions.ts';

const { sessions, users } = schema;

/**
 * Which of these sessions are still signed in (not revoked, not expired, not idle, user active).
 * An open stream is not activity: an unattended screen must not keep receiving notifications.
 */
export async function findLiveSessionIds({
  db,
  sessionIds,
  idleMinutes,
}: {
  db: Db;
  sessionIds: number[];
  idleMinutes: number;
}) {
  if (sessionIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        liveSessionCondition(new Date(), idleMinutes),
        eq(users.isActive, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
