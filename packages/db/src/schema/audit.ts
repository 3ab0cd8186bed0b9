import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';
import { users } from './users.ts';

/** Field-level before/after of one change. */
export type AuditChange = { field: string; before: unknown; after: unknown };

/**
 * Who changed what, when: bank account details now, operation logs of port calls and DAs later.
 * Append-only; nothing updates or deletes a row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recordType: varchar('record_type', { length: 40 }).notNull(),
    recordId: integer('record_id').notNull(),
    action: varchar({ length: 60 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    actorKind: varchar('actor_kind', { length: 20 }),
    changes: jsonb().$type<AuditChange[]>().notNull().default([]),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_record_idx').on(t.recordType, t.recordId, t.createdAt)],
);
