import { type Db, schema } from '@portledger/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { announceRead } from './notification-channel.ts';

const { notifications } = schema;

/**
 * Marks one of the user's notifications read; someone else's answers 404. Repeating is harmless.
 * A change is announced, so the user's other tabs update their unread count.
 */
export async function markNotificationRead({ db, userId, id }: { db: Db; userId: number; id: number }) {
  await db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
    const changed = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length > 0) return announceRead(tx, [userId]);
    const [row] = await tx.select({ id: notifications.id }).from(notifications).where(mine).limit(1);
    if (!row) throw new AppError(404, 'resource.notFound');
  });
}

/** Marks every unread notification of the user read; answers how many were unread. */
export async function markAllNotificationsRead({ db, userId }: { db: Db; userId: number }) {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await announceRead(tx, [userId]);
    return { marked_count: changed.length };
  });
}
