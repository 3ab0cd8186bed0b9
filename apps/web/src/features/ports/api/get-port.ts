import { portResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const portData = portResponse.shape.data;

/** GET /ports/{id}: the port's particulars with all its terminals. */
export async function getPort(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/ports/${id}`, { signal });
  return portData.parse(data).object;
}

export const portQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['ports', 'detail', id], queryFn: ({ signal }) => getPort(id, signal) });

export const usePort = (id: number) => useQuery({ ...portQueryOptions(id), enabled: id > 0 });
