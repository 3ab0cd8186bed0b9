import { todayDashboardResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { dashboardKeys, type TodayQuery } from './keys.ts';

const data = todayDashboardResponse.shape.data;

/** GET /dashboards/today: this week's arrivals and departures, what waits, payments due. */
export async function getToday(query: TodayQuery, signal?: AbortSignal) {
  const params = { tz: query.tz, legal_entity_id: query.legal_entity_id };
  return data.parse(await http.get<unknown>('/dashboards/today', { params, signal })).object;
}

export const todayQueryOptions = (query: TodayQuery) =>
  queryOptions({ queryKey: dashboardKeys.today(query), queryFn: ({ signal }) => getToday(query, signal) });

export const useToday = (query: TodayQuery) => useQuery(todayQueryOptions(query));
