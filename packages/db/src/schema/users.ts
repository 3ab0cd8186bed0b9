import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, partyKind, updatedAt } from './common.ts';
import { entities } from './entities.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    displayName: text('display_name').notNull(),
    email: text().notNull(),
    kind: partyKind().notNull(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    passwordHash: text('password_hash').notNull(),
    locale: varchar({ length: 5 }).notNull().default('en-US'),
    isActive: boolean('is_active').notNull().default(true),
    /** The business areas (SPEC.md section 3) whose notifications are also sent by e-mail. */
    emailAreas: jsonb('email_areas').$type<string[]>().notNull().default([]),
    /** Bumped by operator changes (disable, enable) so a stale one answers 409. */
    lockVersion: integer('lock_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_entity_id_idx').on(t.entityId),
    index('users_kind_idx').on(t.kind),
    // Disabled users are few: the operators' "disabled" filter reads this small index.
    index('users_disabled_idx').on(t.id).where(sql`not ${t.isActive}`),
  ],
);

/** The legal entities a user manages (a principal may manage several). */
export const userManagedEntities = pgTable(
  'user_managed_entities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entityId] }),
    index('user_managed_entities_entity_idx').on(t.entityId),
  ],
);

/** Sign-in sessions. Only a SHA-256 hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Why the session ended: logout, password change, ended by an operator, user disabled, idle. */
    revokedReason: varchar('revoked_reason', { length: 40 }),
    /** The last request seen on the session (written at most once a minute), for the idle timeout. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: text(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    // With created_at, a user's last sign-in is read from the index alone.
    index('sessions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Failed and successful sign-ins, for the per-name and per-address limits (shared by all instances). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nameKey: text('name_key').notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_name_idx').on(t.nameKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Password reset requests, for the per-name and per-address limits (shared by all instances). */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nameKey: text('name_key').notNull(),
    ip: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_requests_name_idx').on(t.nameKey, t.createdAt),
    index('password_reset_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);
