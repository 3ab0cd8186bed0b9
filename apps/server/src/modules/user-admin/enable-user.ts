import type { UserAdminItem } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { authLog } from '../auth/auth-log.ts';
import type { ChangeUserStatusInput } from './disable-user.ts';
import { setUserActive } from './set-user-active.ts';
import { findUserAdminItem } from './user-admin-rows.ts';

/** Enables a disabled user: they can sign in again (their old sessions stay ended). */
export async function enableUser({
  db,
  actor,
  userId,
  lockVersion,
  idleMinutes,
  log,
}: ChangeUserStatusInput): Promise<UserAdminItem> {
  const changed = await db.transaction((tx) =>
    setUserActive(tx as unknown as Db, { actor, userId, isActive: true, lockVersion }),
  );
  if (changed) authLog.userStatusChanged(log, { userId, actorId: actor.id, isActive: true });
  return (await findUserAdminItem(db, userId, idleMinutes))!;
}
