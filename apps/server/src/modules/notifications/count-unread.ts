import { type Db, schema } from '@portledger/db';
import { and, count, inArray, isNull } from 'drizzle-orm';

const { notifications } = schema;

/** Unread counts of several users in one grouped query (notifications_user_read_idx); absent = 0. */
export async function countUnread({ db, userIds }: { db: Db; userIds: number[] }) {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  for (const row of rows) counts.set(row.userId, row.n);
  return counts;
}
