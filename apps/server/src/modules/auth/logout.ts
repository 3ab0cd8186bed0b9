import type { Db } from '@portledger/db';
import type { SessionUser } from '../../types.ts';
import { revokeSession } from './sessions.ts';

/** Revokes the session the request came with; the token stops working at once. */
export async function logout({ db, user }: { db: Db; user: SessionUser }): Promise<void> {
  await revokeSession(db, user.sessionId);
}
