import {
  type PortCallListQuery,
  type PortCallStatus,
  type PortCallTab,
  portCallStatuses,
  portCallTabs,
} from '@portledger/contracts';
import { day, defineListParams, flag, oneOf, type Param, picked, text } from '../../../lib/list-params.ts';

export const portCallSortFields = ['status_order', 'eta', 'etd', 'ref_no', 'updated_at'] as const;
export type RemarksScope = 'remarks' | 'charterer';

/** `remarks_in=charterer` only next to a remarks search; `remarks` (the default) is left out. */
const remarksScope: Param<RemarksScope> = {
  read: (get) => (get('remarks_in') === 'charterer' ? 'charterer' : 'remarks'),
  write: (scope, set, state) => set('remarks_in', Boolean(state.remarks) && scope === 'charterer' && scope),
};

/** `/das-mgmt?tab=&q=&...`; the sort defaults to the server's (status order, then ETA). */
export const portCallListParams = defineListParams({
  sortFields: portCallSortFields,
  filters: {
    tab: oneOf<PortCallTab>('tab', portCallTabs, 'all'),
    q: text('q'),
    /** Every word of `q` must appear (containsAll) instead of the text as typed (q). */
    allWords: flag('all_words'),
    status: oneOf<PortCallStatus>('status', portCallStatuses),
    port: picked('port'),
    vessel: picked('vessel'),
    etaFrom: day('eta_from'),
    etaTo: day('eta_to'),
    canalTransit: flag('canal'),
    crewing: flag('crewing'),
    remarks: text('remarks'),
    remarksScope,
  },
});
export type PortCallListState = ReturnType<typeof portCallListParams.parse>;

export function toListQuery(state: PortCallListState): PortCallListQuery {
  const flag = (on: boolean) => (on ? ('true' as const) : undefined);
  return {
    tab: state.tab,
    page: state.page,
    per_page: state.perPage,
    q: state.q && !state.allWords ? state.q : undefined,
    containsAll: state.q && state.allWords ? state.q : undefined,
    status_eq: state.status,
    port_id_eq: state.port?.id,
    vessel_id_eq: state.vessel?.id,
    eta_gteq: state.etaFrom,
    eta_lteq: state.etaTo,
    canalTransit: flag(state.canalTransit),
    crewing: flag(state.crewing),
    onlyRemarks: state.remarks && state.remarksScope === 'remarks' ? state.remarks : undefined,
    chartererRemarks: state.remarks && state.remarksScope === 'charterer' ? state.remarks : undefined,
    sort: state.sort,
  };
}

/**
 * The GET /port_calls query of a list state: the header's legal-entity choice narrows a
 * principal's list (null, 'All Entities': no filter; other kinds have no such choice). The page
 * and the route's prefetch both build it here, so they share one cache entry.
 */
export function portCallListQuery(
  state: PortCallListState,
  userKind: string | undefined,
  entityId: number | null,
): PortCallListQuery {
  const byEntity = userKind === 'principal' && entityId ? entityId : undefined;
  return { ...toListQuery(state), legal_entity_id_eq: byEntity };
}

/** Whether any filter (not the tab, page or sort) narrows the list. */
export const isFiltered = (state: PortCallListState) =>
  Boolean(
    state.q ||
      state.status ||
      state.port ||
      state.vessel ||
      state.etaFrom ||
      state.etaTo ||
      state.canalTransit ||
      state.crewing ||
      state.remarks,
  );

export const clearedFilters: Partial<PortCallListState> = {
  q: '',
  allWords: false,
  status: undefined,
  port: undefined,
  vessel: undefined,
  etaFrom: undefined,
  etaTo: undefined,
  canalTransit: false,
  crewing: false,
  remarks: '',
};
