import { type UserKind, userKinds } from '@portledger/contracts';
import type { Db } from '@portledger/db';

/**
 * A statement prepared once per database handle (drizzle `.prepare(name)` with `sql.placeholder`):
 * its SQL is built once instead of on every request, which was the larger part of a small read's
 * CPU (docs/decisions/017). Keyed weakly, so a closed test database takes its statements with it.
 * Only for a plain `Db`: a transaction is another handle and builds its statements itself.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}

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
 */
export function preparedPerKey<T, A>(
  prepare: (db: Db, key: string, args: A) => T,
): (db: Db, key: string, args: A) => T {
  const byDatabase = new WeakMap<Db, Map<string, T>>();
  return (db, key, args) => {
    let byKey = byDatabase.get(db);
    if (byKey === undefined) {
      byKey = new Map();
      byDatabase.set(db, byKey);
    }
    let statement = byKey.get(key);
    if (statement === undefined) {
      statement = prepare(db, key, args);
      byKey.set(key, statement);
    }
    return statement;
  };
}
