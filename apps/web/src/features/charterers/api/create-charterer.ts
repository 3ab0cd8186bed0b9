import { type ChartererCreateRequest, chartererResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const objectData = chartererResponse.shape.data;

/** POST /charterers. Field errors come back on the HttpError (`data.errors`). */
export async function createCharterer(body: ChartererCreateRequest) {
  const data = await http.post<unknown>('/charterers', body);
  return objectData.parse(data).object;
}

export function useCreateCharterer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharterer,
    // Lists and the /charterers/option of port call forms now miss the new one.
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['charterers'] });
      queryClient.invalidateQueries({ queryKey: ['options', '/charterers/option'] });
    },
  });
}
