import type { PortCallCreateRequest } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { portCallObject } from './get-port-call.ts';
import { portCallKeys } from './keys.ts';

/** POST /port_calls: saves a new port call as a draft (principal). */
export async function createPortCall(body: PortCallCreateRequest) {
  const data = await http.post<unknown>('/port_calls', body);
  return portCallObject.parse(data).object;
}

export function useCreatePortCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortCall,
    onSuccess: (portCall) => {
      queryClient.setQueryData(portCallKeys.detail(portCall.id), portCall);
      queryClient.invalidateQueries({ queryKey: portCallKeys.lists() });
    },
  });
}
