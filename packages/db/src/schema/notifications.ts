import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';
import { users } from './users.ts';

/** One row per recipient, already in the recipient's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    businessArea: varchar('business_area', { length: 20 }).notNull(),
    severity: varchar({ length: 10 }).notNull().default('info'),
    link: text(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Set once the e-mail copy went out (only for users who chose e-mail for the business area). */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_read_idx').on(t.userId, t.readAt, t.createdAt)],
);
