import { type ParsedPortListQuery, portSortFields } from '@portledger/contracts';
import { defineListParams, id, text } from '../../../lib/list-params.ts';

/** `/ports?q=&country=&page=&per_page=&sort=`; the sort defaults to the server's (name). */
export const portListParams = defineListParams({
  sortFields: portSortFields,
  filters: { q: text('q'), countryId: id('country') },
});
export type PortListState = ReturnType<typeof portListParams.parse>;

/** The API query of a list state (`q` searches name, city and UN/LOCODE). */
export function toPortListQuery(state: PortListState): ParsedPortListQuery {
  return {
    page: state.page,
    per_page: state.perPage,
    q: state.q || undefined,
    country_id_eq: state.countryId,
    sort: state.sort,
  };
}
