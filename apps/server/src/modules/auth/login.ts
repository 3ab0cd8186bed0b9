import type { LoginRequest, UserInfo } from '@portledger/contracts';
import { type Db, getDummyHash, schema, verifyPassword } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { getUserInfo } from '../users/get-user-info.ts';
import { assertLoginAllowed, recordLoginAttempt } from './rate-limit.ts';
import { createSession } from './sessions.ts';

const { users } = schema;

export interface LoginInput {
  db: Db;
  config: Config;
  input: Required<LoginRequest>;
  ip: string;
  userAgent?: string;
}

/** Checks the password and opens a session; the same answer whether the name exists or not. */
export async function login({
  db,
  config,
  input,
  ip,
  userAgent,
}: LoginInput): Promise<{ token: string; user: UserInfo }> {
  const nameKey = input.name.toLowerCase();
  await assertLoginAllowed(db, nameKey, ip);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.name}) = ${nameKey}`, eq(users.isActive, true)))
    .limit(1);
  // An unknown name still costs one scrypt run, so timing does not reveal which names exist.
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !isValid) {
    await recordLoginAttempt(db, nameKey, ip, false);
    throw new AppError(401, 'auth.loginFailed');
  }
  await recordLoginAttempt(db, nameKey, ip, true);
  const token = await createSession(db, {
    userId: user.id,
    remember: input.remember,
    ttlHours: config.sessionTtlHours,
    rememberDays: config.sessionRememberDays,
    ip,
    userAgent,
  });
  return { token, user: await getUserInfo({ db, userId: user.id }) };
}
