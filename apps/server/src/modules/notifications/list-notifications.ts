import type { Locale, Notification, PageInfo, PageQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, desc, eq, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { preparedPerKey } from '../../lib/prepared.ts';

const { notifications } = schema;
export type NotificationFilter = 'all' | 'unread' | 'read';

/** A notification's texts in `locale`: the language of the request (decision 050). */
export function notificationTexts(
  row: Pick<typeof notifications.$inferSelect, 'title' | 'content' | 'titleZh' | 'contentZh'>,
  locale: Locale,
): { title: string; content: string } {
  return locale === 'zh-CN'
    ? { title: row.titleZh, content: row.contentZh }
    : { title: row.title, content: row.content };
}

export function toNotification(row: typeof notifications.$inferSelect, locale: Locale): Notification {
  return {
    id: row.id,
    ...notificationTexts(row, locale),
    business_area: row.businessArea as Notification['business_area'],
    severity: row.severity as Notification['severity'],
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Who sees which notifications on each list: the user's own, all, unread or read. */
function whereOf(filter: NotificationFilter, userId: Placeholder): SQL {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (filter === 'unread') conditions.push(isNull(notifications.readAt));
  if (filter === 'read') conditions.push(isNotNull(notifications.readAt));
  return and(...conditions)!;
}

/**
 * A list's page and count, prepared once per database and filter (lib/prepared.ts): the unread
 * list is asked on every page load, and building its two statements was most of its CPU.
 */
const pageStatements = preparedPerKey((db, _key, filter: NotificationFilter) => {
  const where = whereOf(filter, sql.placeholder('userId'));
  return {
    rows: db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`notifications_page_${filter}`),
    total: db
      .select({ n: count() })
      .from(notifications)
      .where(where)
      .prepare(`notifications_count_${filter}`),
  };
});

/** One page of the user's own notifications, newest first, in the request's language. */
export async function listNotifications({
  db,
  userId,
  filter,
  page,
  locale,
}: {
  db: Db;
  userId: number;
  filter: NotificationFilter;
  page: PageQuery;
  /** The request's language: the texts are answered in it. */
  locale: Locale;
}): Promise<{ objects: Notification[]; page: PageInfo }> {
  const statements = pageStatements(db, filter, filter);
  const [rows, [total]] = await Promise.all([
    statements.rows.execute({ userId, limit: page.per_page, offset: (page.page - 1) * page.per_page }),
    statements.total.execute({ userId }),
  ]);
  return {
    objects: rows.map((row) => toNotification(row, locale)),
    page: { page: page.page, per_page: page.per_page, total_count: total?.n ?? 0 },
  };
}
