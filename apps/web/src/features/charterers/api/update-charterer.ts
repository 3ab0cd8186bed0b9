import { type ChartererUpdateRequest, chartererResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const objectData = chartererResponse.shape.data;

/** PUT /charterers/{id} with the lock_version loaded; a stale one answers 409. */
export async function updateCharterer({ id, body }: { id: number; body: ChartererUpdateRequest }) {
  const data = await http.put<unknown>(`/charterers/${id}`, body);
  return objectData.parse(data).object;
}

export function useUpdateCharterer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCharterer,
    onSuccess: (charterer) => {
      queryClient.setQueryData(['charterers', 'detail', charterer.id], charterer);
      queryClient.invalidateQueries({ queryKey: ['charterers', 'list'] });
      queryClient.invalidateQueries({ queryKey: ['options', '/charterers/option'] });
    },
  });
}
