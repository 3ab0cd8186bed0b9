import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
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
    // Legal-entity particulars (SPEC.md section 3 'Company entity').
    commercialRegNo: text('commercial_reg_no'),
    incorporationOn: date('incorporation_on', { mode: 'string' }),
    dunNo: varchar('dun_no', { length: 20 }),
    /** An uploaded image; stored as a file attached to this entity. */
    logoFileId: integer('logo_file_id'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text(),
    postcode: varchar({ length: 20 }),
    countryId: integer('country_id'),
    /** Comma-separated e-mail addresses. */
    emails: text(),
    phone: varchar({ length: 40 }),
    fax: varchar({ length: 40 }),
    website: text(),
    mainContactName: text('main_contact_name'),
    lockVersion: integer('lock_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entities_parent_id_idx').on(t.parentId),
    index('entities_kind_idx').on(t.kind),
    index('entities_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);
