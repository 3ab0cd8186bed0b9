import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, partyKind, updatedAt } from './common.ts';

/**
 * Company entities. A company (parent_id null) of kind principal, agent or operator;
 * its legal entities are rows whose parent_id points at it.
 */
export const entities = pgTable(
  'entities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => entities.id),
    kind: partyKind().notNull(),
    name: text().notNull(),
    /** Default prefunding percentage, 0-100. */
    defaultPrefunding: numeric('default_prefunding', { precision: 5, scale: 2 }).notNull().default('0'),
    currency: varchar({ length: 3 }),
    currencyLocked: boolean('currency_locked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('entities_parent_id_idx').on(t.parentId), index('entities_kind_idx').on(t.kind)],
);
