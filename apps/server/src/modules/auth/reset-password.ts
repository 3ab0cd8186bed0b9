import type { ResetPasswordRequest } from '@portledger/contracts';
import { type Db, hashPassword, schema } from '@portledger/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { revokeUserSessions } from './sessions.ts';
import { hashToken } from './tokens.ts';

const { users, passwordResetTokens } = schema;

/**
 * Sets a new password from a mailed token. The token is single-use; every session of the
 * user ends, so whoever knew the old password is signed out everywhere.
 */
export async function resetPassword({ db, input }: { db: Db; input: ResetPasswordRequest }): Promise<void> {
  const tokenHash = hashToken(input.token);
  const live = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );
  const [found] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(live)
    .limit(1);
  if (!found) throw new AppError(422, 'auth.resetTokenInvalid');
  // Hashing is slow (scrypt), so it happens before the transaction, not inside it.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claiming the token in the same statement that checks it makes a double submit harmless.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError(422, 'auth.resetTokenInvalid');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, claimed.userId));
    // Other links mailed earlier must not work after the password changed.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await revokeUserSessions(tx as unknown as Db, claimed.userId, 'password_reset');
  });
}
