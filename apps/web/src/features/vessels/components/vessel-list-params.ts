import { type ParsedVesselListQuery, vesselSortFields } from '@portledger/contracts';
import { defineListParams, id, text } from '../../../lib/list-params.ts';

/** `/vessels?q=&type=&flag=&page=&per_page=&sort=`; the sort defaults to the server's (name). */
export const vesselListParams = defineListParams({
  sortFields: vesselSortFields,
  filters: { q: text('q'), typeId: id('type'), flagId: id('flag') },
});
export type VesselListState = ReturnType<typeof vesselListParams.parse>;

/** The API query of a list state (`q` searches name, former names and IMO). */
export function toVesselListQuery(state: VesselListState): ParsedVesselListQuery {
  return {
    page: state.page,
    per_page: state.perPage,
    q: state.q || undefined,
    vessel_type_id_eq: state.typeId,
    flag_country_id_eq: state.flagId,
    sort: state.sort,
  };
}
