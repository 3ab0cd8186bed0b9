import { costAnalysisResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../../lib/http.ts';
import { type AnalysisQuery, dashboardKeys } from './keys.ts';

const data = costAnalysisResponse.shape.data;

/** GET /dashboards/das_cost_analysis: DA costs by month, port, category and vessel. */
export async function getCostAnalysis(query: AnalysisQuery, signal?: AbortSignal) {
  const params = { ...query } as NonNullable<RequestOptions['params']>;
  return data.parse(await http.get<unknown>('/dashboards/das_cost_analysis', { params, signal })).object;
}

export const costAnalysisQueryOptions = (query: AnalysisQuery) =>
  queryOptions({
    queryKey: dashboardKeys.costs(query),
    queryFn: ({ signal }) => getCostAnalysis(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCostAnalysis = (query: AnalysisQuery) => useQuery(costAnalysisQueryOptions(query));
