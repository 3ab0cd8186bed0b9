import type { PortCallUpdateRequest } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { portCallObject } from './get-port-call.ts';
import { portCallKeys } from './keys.ts';

/** PUT /port_calls/{id} with the lock_version loaded; a stale one answers 409 and changes nothing. */
export async function updatePortCall({ id, body }: { id: number; body: PortCallUpdateRequest }) {
  const data = await http.put<unknown>(`/port_calls/${id}`, body);
  return portCallObject.parse(data).object;
}

export function useUpdatePortCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePortCall,
    onSuccess: (portCall) => {
      queryClient.setQueryData(portCallKeys.detail(portCall.id), portCall);
      queryClient.invalidateQueries({ queryKey: portCallKeys.lists() });
      queryClient.invalidateQueries({ queryKey: portCallKeys.logs(portCall.id) });
    },
  });
}
