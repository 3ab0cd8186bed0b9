import { terminalResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const terminalData = terminalResponse.shape.data;

/** GET /terminals/{id}: one terminal with its port and type. */
export async function getTerminal(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/terminals/${id}`, { signal });
  return terminalData.parse(data).object;
}

export const terminalQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['terminals', 'detail', id], queryFn: ({ signal }) => getTerminal(id, signal) });

export const useTerminal = (id: number) => useQuery({ ...terminalQueryOptions(id), enabled: id > 0 });
