import { portCallResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { portCallKeys } from './keys.ts';

export const portCallObject = portCallResponse.shape.data;

/** GET /port_calls/{id}: every field, the DA's id and the actions this user may take now. */
export async function getPortCall(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/port_calls/${id}`, { signal });
  return portCallObject.parse(data).object;
}

export const portCallQueryOptions = (id: number) =>
  queryOptions({
    queryKey: portCallKeys.detail(id),
    queryFn: ({ signal }) => getPortCall(id, signal),
  });

export const usePortCall = (id: number | undefined) =>
  useQuery({ ...portCallQueryOptions(id ?? 0), enabled: id !== undefined });
