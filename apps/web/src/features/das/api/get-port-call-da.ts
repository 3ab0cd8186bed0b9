import { portCallResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { daKeys } from './keys.ts';

const portCallObject = portCallResponse.shape.data;

/** GET /port_calls/{id}, read only for the id of its DA (the approve page is addressed by port call). */
export async function getPortCallDa(portCallId: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/port_calls/${portCallId}`, { signal });
  const { object } = portCallObject.parse(data);
  return { daId: object.da?.id ?? null, refNo: object.ref_no };
}

export const portCallDaQueryOptions = (portCallId: number) =>
  queryOptions({
    queryKey: daKeys.portCall(portCallId),
    queryFn: ({ signal }) => getPortCallDa(portCallId, signal),
  });

export const usePortCallDa = (portCallId: number | undefined) =>
  useQuery({ ...portCallDaQueryOptions(portCallId ?? 0), enabled: portCallId !== undefined });
