import { operationLogResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { portCallKeys } from './keys.ts';

const logData = operationLogResponse.shape.data;

/** GET /port_calls/{id}/logs: the operation log, oldest first, with field-level changes. */
export async function getPortCallLogs(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/port_calls/${id}/logs`, { signal });
  return logData.parse(data).objects;
}

export const portCallLogsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: portCallKeys.logs(id),
    queryFn: ({ signal }) => getPortCallLogs(id, signal),
  });

export const usePortCallLogs = (id: number, enabled = true) =>
  useQuery({ ...portCallLogsQueryOptions(id), enabled });
