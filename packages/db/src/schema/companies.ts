import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { entities } from './entities.ts';
import { countries } from './reference.ts';
import { users } from './users.ts';

/**
 * Bank accounts of a company's legal entities. A change of number, IBAN or BIC on an existing
 * account is written to audit_events and announced to the company's other users.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    iban: varchar({ length: 34 }),
    bicSwift: varchar('bic_swift', { length: 11 }),
    bankName: text('bank_name').notNull(),
    branch: text(),
    countryId: integer('country_id').references(() => countries.id),
    state: text(),
    city: text(),
    /** e.g. current, savings, ... */
    accountType: varchar('account_type', { length: 30 }),
    accountTitle: text('account_title').notNull(),
    accountNumber: varchar('account_number', { length: 40 }),
    /** Free text: ABA, sort code, CNAPS, ... */
    routingCodes: text('routing_codes'),
    currency: varchar({ length: 3 }),
    isActive: boolean('is_active').notNull().default(true),
    lockVersion: integer('lock_version').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bank_accounts_entity_id_idx').on(t.entityId)],
);

/** Charterers a principal works with, kept per principal legal entity. */
export const charterers = pgTable(
  'charterers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    name: text().notNull(),
    countryId: integer('country_id').references(() => countries.id),
    address: text(),
    contactName: text('contact_name'),
    email: text(),
    phone: varchar({ length: 40 }),
    remarks: text(),
    lockVersion: integer('lock_version').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('charterers_entity_id_idx').on(t.entityId),
    index('charterers_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);
