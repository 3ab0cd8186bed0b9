import {
  type AgentScorecard,
  type AgentScorecardQuery,
  agentScorecardResponse,
  MAX_PER_PAGE,
} from '@portledger/contracts';
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

/** Every agent's figures at one port (all ports when none), by agent id. */
export interface PortScorecards {
  cards: Map<number, AgentScorecard>;
  /** The agent whose PDAs were the most accurate, over at least BEST_PDA_MIN_COMPARED compared DAs. */
  bestPdaAgentId?: number;
}

/** The fewest compared DAs for an agent to be marked as the most accurate (one lucky DA is no record). */
export const BEST_PDA_MIN_COMPARED = 3;

/**
 * The appointment form's agent list: all agents in scope at the port in one request of
 * MAX_PER_PAGE rows; the server pages them, so past that many agents the other pages are asked
 * together (decision 022: a few hundred agents at most).
 */
export const portScorecardsQueryOptions = (portId?: number | null) =>
  queryOptions({
    queryKey: ['scorecards', 'agents', 'port', portId ?? null],
    queryFn: async ({ signal }): Promise<PortScorecards> => {
      const query = {
        port_id_eq: portId ?? undefined,
        per_page: MAX_PER_PAGE,
        sort: '-calls',
        tz: -new Date().getTimezoneOffset(),
      } satisfies ScorecardQuery;
      const first = await getAgentScorecards(query, signal);
      const more = Math.ceil(first.page.total_count / MAX_PER_PAGE) - 1;
      const rest = await Promise.all(
        Array.from({ length: Math.max(more, 0) }, (_, index) =>
          getAgentScorecards({ ...query, page: index + 2 }, signal),
        ),
      );
      const rows = [first, ...rest].flatMap((list) => list.objects);
      let best: AgentScorecard | undefined;
      for (const row of rows) {
        if (row.pda_compared < BEST_PDA_MIN_COMPARED || row.pda_mean_abs_deviation_pct === null) continue;
        if (!best || Number(row.pda_mean_abs_deviation_pct) < Number(best.pda_mean_abs_deviation_pct))
          best = row;
      }
      return { cards: new Map(rows.map((row) => [row.agent_id, row])), bestPdaAgentId: best?.agent_id };
    },
    staleTime: 5 * 60_000,
  });
