import { instructionResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const objectData = instructionResponse.shape.data;

/** GET /instructions/{id}: one set with its articles in order and its lock_version. */
export async function getInstruction(id: number, signal?: AbortSignal) {
  return objectData.parse(await http.get<unknown>(`/instructions/${id}`, { signal })).object;
}

export const instructionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountKeys.instruction(id),
    queryFn: ({ signal }) => getInstruction(id, signal),
  });

export const useInstruction = (id: number | undefined) =>
  useQuery({ ...instructionQueryOptions(id ?? 0), enabled: id !== undefined });
