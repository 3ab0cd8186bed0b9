import { type PortUpdateRequest, portResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const portData = portResponse.shape.data;

/** PUT /ports/{id} (operators) with the updated_at the editor read; a stale one answers 409. */
export async function updatePort({ id, body }: { id: number; body: PortUpdateRequest }) {
  const data = await http.put<unknown>(`/ports/${id}`, body);
  return portData.parse(data).object;
}

export function useUpdatePort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePort,
    onSuccess: (port) => {
      queryClient.setQueryData(['ports', 'detail', port.id], port);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ports', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['options', '/ports/option'] }),
        queryClient.invalidateQueries({ queryKey: ['terminals'] }),
      ]);
    },
  });
}
