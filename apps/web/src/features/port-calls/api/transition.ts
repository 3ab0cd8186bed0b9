import type { PortCallDetail } from '@portledger/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { portCallObject } from './get-port-call.ts';
import { portCallKeys } from './keys.ts';

export interface TransitionResult {
  object: PortCallDetail;
  /** The server's translated message ("Appointment accepted."), shown as the success toast. */
  msg: string;
}

/** POST /port_calls/{id}/{action}: answers the port call in its new status and the server's msg. */
export async function postTransition(id: number, action: string, body: object): Promise<TransitionResult> {
  const envelope = await http.post<{ msg: string; data: unknown }>(`/port_calls/${id}/${action}`, body, {
    returnEnvelope: true,
  });
  return { object: portCallObject.parse(envelope.data).object, msg: envelope.msg };
}

/** A transition changes the status, the actions, the tab counts and the log: refresh them all. */
export function refreshAfterTransition(queryClient: QueryClient, result: TransitionResult) {
  queryClient.setQueryData(portCallKeys.detail(result.object.id), result.object);
  queryClient.invalidateQueries({ queryKey: portCallKeys.detail(result.object.id) });
  queryClient.invalidateQueries({ queryKey: portCallKeys.lists() });
  queryClient.invalidateQueries({ queryKey: portCallKeys.logs(result.object.id) });
}

export function useTransition<V>(mutationFn: (variables: V) => Promise<TransitionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => refreshAfterTransition(queryClient, result),
  });
}
