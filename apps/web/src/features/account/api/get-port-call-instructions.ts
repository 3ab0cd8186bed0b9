import { portCallInstructionsResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const data = portCallInstructionsResponse.shape.data;

/** GET /port_calls/{id}/instructions: the principal's sets that apply to this port call. */
export async function getPortCallInstructions(portCallId: number, signal?: AbortSignal) {
  return data.parse(await http.get<unknown>(`/port_calls/${portCallId}/instructions`, { signal }));
}

export const portCallInstructionsQueryOptions = (portCallId: number) =>
  queryOptions({
    queryKey: accountKeys.portCallInstructions(portCallId),
    queryFn: ({ signal }) => getPortCallInstructions(portCallId, signal),
  });

export const usePortCallInstructions = (portCallId: number) =>
  useQuery(portCallInstructionsQueryOptions(portCallId));
