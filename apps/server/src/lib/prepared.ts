import { type UserKind, userKinds } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { type Placeholder, sql } from 'drizzle-orm';

/**
 * One `T` per database handle, made by `make` on first use and kept with the handle: keyed weakly,
 * so a closed test database takes it along. For statements (below) and for what a module keeps
 * per database (the list's shape names, the payment list's sizes).
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let kept = byDatabase.get(db);
    if (kept === undefined) {
      kept = make(db);
      byDatabase.set(db, kept);
    }
    return kept;
  };
}

/**
 * A statement prepared once per database handle (drizzle `.prepare(name)` with `sql.placeholder`):
 * its SQL is built once instead of on every request, which was the larger part of a small read's
 * CPU (docs/decisions/017). Only for a plain `Db`: a transaction is another handle and builds its
 * statements itself.
 */
export const preparedPerDatabase: <T>(prepare: (db: Db) => T) => (db: Db) => T = perDatabase;

/**
 * One prepared statement per kind of user and database: for reads whose scope (port-call-scope.ts)
 * differs by kind of user while its values (entity, user, managed entities) are parameters.
 */
export function preparedByKind<T>(prepare: (db: Db, kind: UserKind) => T): (db: Db, kind: UserKind) => T {
  const perKind = Object.fromEntries(
    userKinds.map((kind) => [kind, preparedPerDatabase((db) => prepare(db, kind))]),
  ) as Record<UserKind, (db: Db) => T>;
  return (db, kind) => perKind[kind](db);
}

/**
 * One prepared statement per database and key, for reads with a few shapes (the list's page per
 * kind of user, tab and order): `prepare` runs once per database and key, with the arguments of
 * the first call for that key, so everything the statement's text depends on must be in the key.
 * With `maxKeys`, at most that many are kept per database, the least recently used dropped first:
 * for keys a user's choices multiply (the list's page per shape of filters, port-call-page.ts).
 */
export function preparedPerKey<T, A>(
  prepare: (db: Db, key: string, args: A) => T,
  maxKeys = Number.POSITIVE_INFINITY,
): (db: Db, key: string, args: A) => T {
  const keysOf = perDatabase(() => new Map<string, T>());
  return (db, key, args) => {
    const byKey = keysOf(db);
    let statement = byKey.get(key);
    if (statement === undefined) {
      statement = prepare(db, key, args);
      byKey.set(key, statement);
      if (byKey.size > maxKeys) byKey.delete(byKey.keys().next().value as string);
    } else if (maxKeys !== Number.POSITIVE_INFINITY) {
      // Most recently used last: the first key is the one to drop.
      byKey.delete(key);
      byKey.set(key, statement);
    }
    return statement;
  };
}

/**
 * Drizzle's `.prepare(name)` without a name: the statement's SQL is built once, and it is sent as
 * the unnamed statement on every execution, as a statement built per request is. PostgreSQL then
 * plans it with each execution's values (a date range of a day or of three years, a small port or
 * a large one), never with a generic plan, and no named statement per shape piles up in every
 * pooled connection. The list's page names the few shapes used most and runs them withCustomPlan
 * instead (decision 070). (Drizzle's PGlite session ignores names; PreparedPGlite keeps one per text.)
 */
export const UNNAMED = undefined as unknown as string;

/**
 * How a request's values enter a statement: `inline` writes them into a statement built for the
 * request; `placeholders()` names each one (`sql.placeholder`) and keeps its value in `params`, for a
 * statement built once per shape (preparedPerKey with UNNAMED) and executed with `params`. A `Date`
 * is kept as its ISO text, which both drivers read as the instant it is.
 */
export interface Binder {
  bind<T>(name: string, value: T): T | Placeholder;
  readonly params: Record<string, unknown>;
}

export const inline: Binder = { bind: (_name, value) => value, params: Object.freeze({}) };

export function placeholders(): Binder {
  const params: Record<string, unknown> = {};
  return {
    params,
    bind(name, value) {
      params[name] = value instanceof Date ? value.toISOString() : value;
      return sql.placeholder(name);
    },
  };
}
