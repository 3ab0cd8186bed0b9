import { savingsSummaryResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../../lib/http.ts';
import { type AnalysisQuery, dashboardKeys } from './keys.ts';

const data = savingsSummaryResponse.shape.data;

/** GET /dashboards/savings_summary: quoted vs agreed and savings by month, port, category and agent. */
export async function getSavingsSummary(query: AnalysisQuery, signal?: AbortSignal) {
  const params = { ...query } as NonNullable<RequestOptions['params']>;
  return data.parse(await http.get<unknown>('/dashboards/savings_summary', { params, signal })).object;
}

export const savingsSummaryQueryOptions = (query: AnalysisQuery) =>
  queryOptions({
    queryKey: dashboardKeys.savings(query),
    queryFn: ({ signal }) => getSavingsSummary(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSavingsSummary = (query: AnalysisQuery) => useQuery(savingsSummaryQueryOptions(query));
