import { type ChartererListQuery, chartererSortFields } from '@portledger/contracts';
import { defineListParams, id, text } from '../../../lib/list-params.ts';

/** `/settings/charterers?q=&entity=&page=&per_page=&sort=`; the sort defaults to the server's (name). */
export const chartererListParams = defineListParams({
  sortFields: chartererSortFields,
  filters: { q: text('q'), entityId: id('entity') },
});
export type ChartererListState = ReturnType<typeof chartererListParams.parse>;

export function toChartererListQuery(state: ChartererListState): ChartererListQuery {
  return {
    page: state.page,
    per_page: state.perPage,
    name_i_cont: state.q || undefined,
    entity_id_eq: state.entityId,
    sort: state.sort,
  };
}
