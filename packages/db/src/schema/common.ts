import { pgEnum, timestamp } from 'drizzle-orm/pg-core';

export const partyKind = pgEnum('party_kind', ['principal', 'agent', 'operator']);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
