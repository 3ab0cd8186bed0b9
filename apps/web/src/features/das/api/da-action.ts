import type { DaAction, DaActionRequest, DaDetail } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { daObject } from './get-da.ts';
import { daKeys, PORT_CALLS_KEY } from './keys.ts';

export interface DaActionResult {
  object: DaDetail;
  /** The server's translated message ("PDA submitted for screening."), shown as the success toast. */
  msg: string;
}

export interface DaActionVariables {
  daId: number;
  action: DaAction;
  body: DaActionRequest;
}

/** POST /das/{id}/{action}: answers the DA as it now stands, with the server's message. */
export async function postDaAction({ daId, action, body }: DaActionVariables): Promise<DaActionResult> {
  const envelope = await http.post<{ msg: string; data: unknown }>(`/das/${daId}/${action}`, body, {
    returnEnvelope: true,
  });
  return { object: daObject.parse(envelope.data).object, msg: envelope.msg };
}

export function useDaAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDaAction,
    onSuccess: (result) => {
      queryClient.setQueryData(daKeys.detail(result.object.id), result.object);
      queryClient.invalidateQueries({ queryKey: PORT_CALLS_KEY });
    },
  });
}
