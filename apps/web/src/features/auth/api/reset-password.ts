import type { ResetPasswordRequest } from '@portledger/contracts';
import { http } from '../../../lib/http.ts';
import { useAction } from './use-action.ts';

/** POST /users/reset with the mailed token; answers the server's message. Errors are shown inline. */
export async function resetPassword(input: ResetPasswordRequest): Promise<string> {
  const envelope = await http.post<{ msg: string }>('/users/reset', input, {
    skipErrorHandler: true,
    returnEnvelope: true,
  });
  return envelope.msg;
}

export const useResetPassword = () => useAction(resetPassword);
