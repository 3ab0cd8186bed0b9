import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';
import { das } from './port-calls.ts';
import { users } from './users.ts';

/**
 * One row per recipient, written in both languages when it is created: a reader gets the texts in
 * the language of the request (the app's language switch), an e-mail copy in the profile's
 * language (decision 050).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** English. Rows written before migration 0025 hold the recipient's language in both. */
    title: text().notNull(),
    content: text().notNull(),
    titleZh: text('title_zh').notNull(),
    contentZh: text('content_zh').notNull(),
    businessArea: varchar('business_area', { length: 20 }).notNull(),
    severity: varchar({ length: 10 }).notNull().default('info'),
    link: text(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Set once the e-mail copy went out (only for users who chose e-mail for the business area). */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The DA document a DA step's notification is about (issue 10): its e-mail carries that
     * document as a PDF, rendered for the recipient when the mail goes out (decision 021).
     */
    daId: integer('da_id').references(() => das.id, { onDelete: 'set null' }),
    /** pda | fda */
    daDocument: varchar('da_document', { length: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_read_idx').on(t.userId, t.readAt, t.createdAt),
    // A deleted DA clears its notifications' reference through this index, not a scan.
    index('notifications_da_idx').on(t.daId).where(sql`${t.daId} is not null`),
  ],
);
