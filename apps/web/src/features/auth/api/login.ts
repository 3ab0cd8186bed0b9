import type { LoginRequest, UserInfo } from '@portledger/contracts';
import { http } from '../../../lib/http.ts';
import { useAction } from './use-action.ts';

export type LoginResult = { user: UserInfo; token: string };

/**
 * POST /users/name_login. Errors are shown inline by the page, and a 401 here is not a session
 * expiry. The user is not parsed here (that would bring zod to the sign-in page): the signed-in
 * layout checks the stored user against the contract (lib/session.ts) and refreshes it.
 */
export async function login(input: LoginRequest): Promise<LoginResult> {
  const { token, ...user } = await http.post<UserInfo & { token: string }>(
    '/users/name_login',
    { ...input, name: input.name.trim() },
    { readToken: true, skipErrorHandler: true },
  );
  return { user, token };
}

export const useLogin = () => useAction(login);
