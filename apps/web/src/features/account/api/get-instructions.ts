import { type InstructionListQuery, instructionListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const listData = instructionListResponse.shape.data;

/** GET /instructions: one page of the company's instruction sets (search, type filter, sort). */
export async function getInstructions(query: InstructionListQuery, signal?: AbortSignal) {
  return listData.parse(await http.get<unknown>('/instructions', { params: { ...query }, signal }));
}

export const instructionsQueryOptions = (query: InstructionListQuery) =>
  queryOptions({
    queryKey: accountKeys.instructionList(query),
    queryFn: ({ signal }) => getInstructions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInstructions = (query: InstructionListQuery) => useQuery(instructionsQueryOptions(query));
