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
