import { type AgentScorecardQuery, agentScorecardResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../../lib/http.ts';

const data = agentScorecardResponse.shape.data;
/** What the page and the appointment form ask; the server fills in the defaults. */
export type ScorecardQuery = Partial<AgentScorecardQuery>;

/** GET /scorecards/agents: per agent, over the calls the user may see (decision 022). */
export async function getAgentScorecards(query: ScorecardQuery, signal?: AbortSignal) {
  const params = { ...query } as NonNullable<RequestOptions['params']>;
  return data.parse(await http.get<unknown>('/scorecards/agents', { params, signal }));
}

export const agentScorecardsQueryOptions = (query: ScorecardQuery) =>
  queryOptions({
    queryKey: ['scorecards', 'agents', query],
    queryFn: ({ signal }) => getAgentScorecards(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAgentScorecards = (query: ScorecardQuery, enabled = true) =>
  useQuery({ ...agentScorecardsQueryOptions(query), enabled });
