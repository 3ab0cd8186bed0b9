import type { Notification, PageInfo, PageQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';

const { notifications } = schema;
export type NotificationFilter = 'all' | 'unread' | 'read';

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    business_area: row.businessArea as Notification['business_area'],
    severity: row.severity as Notification['severity'],
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the user's own notifications, newest first. */
export async function listNotifications({
  db,
  userId,
  filter,
  page,
}: {
  db: Db;
  userId: number;
  filter: NotificationFilter;
  page: PageQuery;
}): Promise<{ objects: Notification[]; page: PageInfo }> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (filter === 'unread') conditions.push(isNull(notifications.readAt));
  if (filter === 'read') conditions.push(isNotNull(notifications.readAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    objects: rows.map(toNotification),
    page: { page: page.page, per_page: page.per_page, total_count: total?.n ?? 0 },
  };
}
