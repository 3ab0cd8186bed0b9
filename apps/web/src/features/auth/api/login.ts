import { type LoginRequest, loginRequest, type UserInfo, userInfo } from '@portledger/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export type LoginResult = { user: UserInfo; token: string };

/** POST /users/name_login. Errors are shown inline by the page, and a 401 here is not a session expiry. */
export async function login(input: LoginRequest): Promise<LoginResult> {
  const { token, ...data } = await http.post<UserInfo & { token: string }>(
    '/users/name_login',
    loginRequest.parse(input),
    {
      readToken: true,
      skipErrorHandler: true,
    },
  );
  return { user: userInfo.parse(data), token };
}

export const useLogin = () => useMutation({ mutationFn: login });
