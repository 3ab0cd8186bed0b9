import { type SendResetRequest, sendResetRequest } from '@portledger/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /users/send_reset; answers the server's message (shown on success). Errors are shown inline. */
export async function sendReset(input: SendResetRequest): Promise<string> {
  const envelope = await http.post<{ msg: string }>('/users/send_reset', sendResetRequest.parse(input), {
    skipErrorHandler: true,
    returnEnvelope: true,
  });
  return envelope.msg;
}

export const useSendReset = () => useMutation({ mutationFn: sendReset });
