import type { LoginRequest, UserInfo } from '@portledger/contracts';
import { type Db, getDummyHash, hashPassword, needsRehash, schema, verifyPassword } from '@portledger/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { getUserInfo } from '../users/get-user-info.ts';
import { authLog, type SignInFailure } from './auth-log.ts';
import { assertLoginAllowed, recordLoginAttempt } from './rate-limit.ts';
import { createSession } from './sessions.ts';

const { users } = schema;

export interface LoginInput {
  db: Db;
  config: Config;
  input: Required<LoginRequest>;
  ip: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

/**
 * Checks the password and opens a session. An unknown name, a wrong password and a disabled
 * account get the same answer; only the log tells them apart.
 */
export async function login({
  db,
  config,
  input,
  ip,
  userAgent,
  log,
}: LoginInput): Promise<{ token: string; user: UserInfo }> {
  const nameKey = input.name.toLowerCase();
  try {
    await assertLoginAllowed(db, nameKey, ip);
  } catch (error) {
    authLog.signInFailed(log, { nameKey, ip, reason: 'rate_limited' });
    throw error;
  }
  const [user] = await db
    .select({ id: users.id, name: users.name, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.name}) = ${nameKey}`)
    .limit(1);
  // An unknown name still costs one scrypt run, so timing does not reveal which names exist.
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  const failure: SignInFailure | undefined = !user
    ? 'unknown_user'
    : !user.isActive
      ? 'disabled'
      : isValid
        ? undefined
        : 'bad_password';
  if (!user || failure) {
    await recordLoginAttempt(db, nameKey, ip, false);
    authLog.signInFailed(log, { nameKey, ip, reason: failure ?? 'unknown_user' });
    throw new AppError(401, 'auth.loginFailed');
  }
  await recordLoginAttempt(db, nameKey, ip, true);
  // A hash made with former scrypt parameters is replaced now that the password is known.
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(sql`${users.id} = ${user.id} and ${users.passwordHash} = ${user.passwordHash}`);
  }
  const token = await createSession(db, {
    userId: user.id,
    remember: input.remember,
    ttlHours: config.sessionTtlHours,
    rememberDays: config.sessionRememberDays,
    ip,
    userAgent,
  });
  authLog.signedIn(log, { userId: user.id, userName: user.name, ip });
  return { token, user: await getUserInfo({ db, userId: user.id }) };
}
