import type { ProfileUpdateRequest, UserInfo } from '@portledger/contracts';
import { type Db, hashPassword, schema, verifyPassword } from '@portledger/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { getUserInfo } from './get-user-info.ts';

const { users } = schema;

export interface UpdateProfileInput {
  db: Db;
  user: SessionUser;
  userId: number;
  input: ProfileUpdateRequest;
}

const emailTaken = () =>
  new AppError(422, 'profile.emailTaken', { errors: [{ field: 'email', message: 'profile.emailTaken' }] });

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/**
 * Changes the signed-in user's own profile. Another user's id answers 404 (it is not theirs
 * to see). A new password needs the current one and signs out every other session.
 */
export async function updateProfile({ db, user, userId, input }: UpdateProfileInput): Promise<UserInfo> {
  if (userId !== user.id) throw new AppError(404, 'resource.notFound');
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.display_name !== undefined) changes.displayName = input.display_name;
  if (input.locale !== undefined) changes.locale = input.locale;
  if (input.email !== undefined) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, ne(users.id, user.id)))
      .limit(1);
    if (clash) throw emailTaken();
    changes.email = input.email;
  }
  if (input.password !== undefined) {
    if (!input.current_password) {
      throw new AppError(422, 'auth.currentPasswordRequired', {
        errors: [{ field: 'current_password', message: 'auth.currentPasswordRequired' }],
      });
    }
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(input.current_password, row.hash))) {
      throw new AppError(422, 'auth.currentPasswordWrong', {
        errors: [{ field: 'current_password', message: 'auth.currentPasswordWrong' }],
      });
    }
    changes.passwordHash = await hashPassword(input.password);
  }
  if (Object.keys(changes).length > 0) {
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        if (changes.passwordHash)
          await revokeUserSessions(tx as unknown as Db, user.id, 'password_changed', {
            keepSessionId: user.sessionId,
          });
      });
    } catch (error) {
      // Two users claiming the same address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }
  return getUserInfo({ db, userId: user.id });
}
