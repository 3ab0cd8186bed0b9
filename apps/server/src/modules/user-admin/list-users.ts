import type { PageInfo, UserAdminItem, UserAdminListQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import { lastSignInSort, selectUserAdminRows, toUserAdminItems } from './user-admin-rows.ts';

const { users, entities } = schema;

/** One page of all users for the operators, filtered and sorted (default: by user name). */
export async function listUsers({
  db,
  query,
  idleMinutes,
}: {
  db: Db;
  query: UserAdminListQuery;
  idleMinutes: number;
}): Promise<{ objects: UserAdminItem[]; page: PageInfo }> {
  const where = and(
    query.q
      ? or(
          containsFilter(users.name, query.q),
          containsFilter(users.displayName, query.q),
          containsFilter(users.email, query.q),
        )
      : undefined,
    query.kind_eq ? eq(users.kind, query.kind_eq) : undefined,
    query.entity_id_eq ? eq(users.entityId, query.entity_id_eq) : undefined,
    query.is_active_eq === undefined ? undefined : eq(users.isActive, query.is_active_eq),
  );
  const sortColumns = {
    name: sql`lower(${users.name})`,
    display_name: sql`lower(${users.displayName})`,
    kind: users.kind,
    entity_name: sql`lower(${entities.name})`,
    last_sign_in_at: lastSignInSort,
  };
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectUserAdminRows(db)
      .where(where)
      .orderBy(...orderBy(query.sort, sortColumns, 'name', users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    objects: await toUserAdminItems(db, rows, idleMinutes),
    page: pageInfo(query, total?.n ?? 0),
  };
}
