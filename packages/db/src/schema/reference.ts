import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { users } from './users.ts';

/**
 * Reference data. Rows seeded from maintained packages carry their natural code (ISO, UN/LOCODE)
 * so re-seeding is an upsert on that code; bilingual rows carry name_en and name_zh.
 */

/** ISO 3166-1 countries (i18n-iso-countries). */
export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 2 }).notNull().unique(),
  code3: varchar({ length: 3 }).notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
});

/** ISO 4217 currencies (currency-codes). */
export const currencies = pgTable('currencies', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 3 }).notNull().unique(),
  number: varchar({ length: 3 }),
  name: text().notNull(),
  /** Minor units (2 for USD, 0 for JPY). */
  digits: integer().notNull().default(2),
});

/** Sea ports (sea-ports), keyed by their UN/LOCODE. */
export const ports = pgTable(
  'ports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    unlocode: varchar({ length: 5 }).notNull().unique(),
    name: text().notNull(),
    city: text(),
    province: text(),
    countryId: integer('country_id').references(() => countries.id),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    timezone: text(),
    /** Other UN/LOCODEs the port is known by. */
    aliases: text().array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ports_name_lower_idx').on(sql`lower(${t.name})`),
    index('ports_country_id_idx').on(t.countryId),
    /** The port-call list's search (`q`, `containsAll`) finds ports by name or UN/LOCODE (decision 020). */
    index('ports_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('ports_unlocode_trgm_idx').using('gin', t.unlocode.op('gin_trgm_ops')),
  ],
);

const bilingual = (name: string) =>
  pgTable(name, {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: varchar({ length: 40 }).notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const terminalTypes = bilingual('terminal_types');
export const units = bilingual('units');
export const commodities = bilingual('commodities');
/** Purposes of a port call (SPEC.md section 3 'Purposes/activities'). */
export const activityTypes = bilingual('activity_types');
export const canalTransitTypes = bilingual('canal_transit_types');
export const crewingOptions = bilingual('crewing_options');
export const vesselTypes = bilingual('vessel_types');

export const terminals = pgTable(
  'terminals',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
    name: text().notNull(),
    terminalTypeId: integer('terminal_type_id').references(() => terminalTypes.id),
    /** Free text: berths, depths, restrictions, working hours. */
    information: text(),
    lockVersion: integer('lock_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('terminals_port_id_idx').on(t.portId),
    uniqueIndex('terminals_port_name_idx').on(t.portId, sql`lower(${t.name})`),
  ],
);

/** Cost-item catalogue: categories are grouped as agency remuneration or port costs. */
export const costItemCategories = pgTable('cost_item_categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 40 }).notNull().unique(),
  /** 'agency_remuneration' | 'port_costs' */
  grouping: varchar({ length: 30 }).notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const costItems = pgTable(
  'cost_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => costItemCategories.id),
    code: varchar({ length: 60 }).notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    /** Charged per gross ton, so comparisons scale by the vessel's GT. */
    isTonnageBased: boolean('is_tonnage_based').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('cost_items_category_id_idx').on(t.categoryId)],
);

/** One row per rate and day; the latest effective row answers `GET /exchange_rates`. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fromCurrencyId: integer('from_currency_id')
      .notNull()
      .references(() => currencies.id),
    toCurrencyId: integer('to_currency_id')
      .notNull()
      .references(() => currencies.id),
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exchange_rates_pair_day_idx').on(t.fromCurrencyId, t.toCurrencyId, t.effectiveOn)],
);

/**
 * The fingerprint of the last reference seed (one row): a start with the same seed skips it
 * (seeds/reference/fingerprint.ts, decision 020).
 */
export const referenceSeed = pgTable('reference_seed', {
  id: integer().primaryKey(),
  fingerprint: varchar({ length: 64 }).notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
