import type { UserAdminItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { liveSessionCondition } from '../auth/sessions.ts';

const { users, entities, sessions } = schema;

/** The columns of a users-list row: the user and their company. */
export const userAdminColumns = {
  id: users.id,
  name: users.name,
  displayName: users.displayName,
  email: users.email,
  kind: users.kind,
  isActive: users.isActive,
  lockVersion: users.lockVersion,
  companyId: entities.id,
  companyName: entities.name,
};

export const selectUserAdminRows = (db: Db) =>
  db.select(userAdminColumns).from(users).innerJoin(entities, eq(entities.id, users.entityId));

type UserAdminRow = Awaited<ReturnType<ReturnType<typeof selectUserAdminRows>['execute']>>[number];

/** The last sign-in as a sort key (never signed in sorts as the oldest). */
export const lastSignInSort: SQL = sql`coalesce((select max(${sessions.createdAt}) from ${sessions}
  where ${sessions.userId} = ${users.id}), '-infinity'::timestamptz)`;

/**
 * Sign-in facts of a page of users in one grouped query over the (user_id, created_at) index:
 * the last sign-in and how many sessions would let them in now.
 */
async function sessionFacts(db: Db, userIds: number[], idleMinutes: number) {
  if (userIds.length === 0) return new Map<number, { lastSignIn: Date | null; live: number }>();
  const rows = await db
    .select({
      userId: sessions.userId,
      lastSignIn: max(sessions.createdAt),
      live: sql<number>`count(*) filter (where ${liveSessionCondition(new Date(), idleMinutes)})`.mapWith(
        Number,
      ),
    })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .groupBy(sessions.userId);
  return new Map(rows.map((row) => [row.userId, { lastSignIn: row.lastSignIn, live: row.live }]));
}

/** Rows of the users query as list items, with their session facts. */
export async function toUserAdminItems(
  db: Db,
  rows: UserAdminRow[],
  idleMinutes: number,
): Promise<UserAdminItem[]> {
  const facts = await sessionFacts(
    db,
    rows.map((row) => row.id),
    idleMinutes,
  );
  return rows.map((row) => {
    const fact = facts.get(row.id);
    return {
      id: row.id,
      name: row.name,
      display_name: row.displayName,
      email: row.email,
      kind: row.kind,
      company: { id: row.companyId, name: row.companyName },
      is_active: row.isActive,
      last_sign_in_at: fact?.lastSignIn ? fact.lastSignIn.toISOString() : null,
      // A disabled user's sessions cannot let them in, whatever their rows say.
      live_sessions: row.isActive ? (fact?.live ?? 0) : 0,
      lock_version: row.lockVersion,
    };
  });
}

/** One user as a list item, or undefined when the id is unknown. */
export async function findUserAdminItem(
  db: Db,
  userId: number,
  idleMinutes: number,
): Promise<UserAdminItem | undefined> {
  const rows = await selectUserAdminRows(db).where(eq(users.id, userId)).limit(1);
  return (await toUserAdminItems(db, rows, idleMinutes))[0];
}
