import { type Db, schema } from '@portledger/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const { notifications } = schema;

/** Marks one of the user's notifications read; someone else's answers 404. Repeating is harmless. */
export async function markNotificationRead({ db, userId, id }: { db: Db; userId: number; id: number }) {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  if (!row.readAt) await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead({ db, userId }: { db: Db; userId: number }) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
