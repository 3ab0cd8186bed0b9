import type { SendResetRequest } from '@portledger/contracts';
import { http } from '../../../lib/http.ts';
import { useAction } from './use-action.ts';

/** POST /users/send_reset; answers the server's message (shown on success). Errors are shown inline. */
export async function sendReset(input: SendResetRequest): Promise<string> {
  const envelope = await http.post<{ msg: string }>(
    '/users/send_reset',
    { ...input, name: input.name.trim() },
    { skipErrorHandler: true, returnEnvelope: true },
  );
  return envelope.msg;
}

export const useSendReset = () => useAction(sendReset);
