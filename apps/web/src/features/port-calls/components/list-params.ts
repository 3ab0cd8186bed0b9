import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type PortCallListQuery,
  type PortCallStatus,
  type PortCallTab,
  portCallStatuses,
  portCallTabs,
} from '@portledger/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const portCallSortFields = ['status_order', 'eta', 'etd', 'ref_no', 'updated_at'] as const;
export type RemarksScope = 'remarks' | 'charterer';

/** A remote-select filter keeps its label in the URL too, so a reload shows the name, not an id. */
export interface Picked {
  id: number;
  name: string;
}

export interface PortCallListState {
  tab: PortCallTab;
  q: string;
  /** Every word of `q` must appear (containsAll) instead of the text as typed (q). */
  allWords: boolean;
  status?: PortCallStatus;
  port?: Picked;
  vessel?: Picked;
  etaFrom?: string;
  etaTo?: string;
  canalTransit: boolean;
  crewing: boolean;
  remarks: string;
  remarksScope: RemarksScope;
  page: number;
  perPage: number;
  /** `eta`, `-updated_at`, ...; absent = the server's default (status order, then ETA). */
  sort?: string;
}

const positive = (text: string | null, fallback?: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const isDay = (text: string | null): text is string => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);
const oneOf = <T extends string>(list: readonly T[], text: string | null): T | undefined =>
  (list as readonly string[]).includes(text ?? '') ? (text as T) : undefined;

function picked(params: URLSearchParams, key: string): Picked | undefined {
  const id = positive(params.get(key));
  return id ? { id, name: params.get(`${key}_name`) || String(id) } : undefined;
}

/** Reads the list state from URL search params; anything unreadable falls back to the default. */
export function parseListParams(params: URLSearchParams): PortCallListState {
  const sort = params.get('sort');
  return {
    tab: oneOf(portCallTabs, params.get('tab')) ?? 'all',
    q: params.get('q')?.trim() ?? '',
    allWords: params.get('all_words') === '1',
    status: oneOf(portCallStatuses, params.get('status')),
    port: picked(params, 'port'),
    vessel: picked(params, 'vessel'),
    etaFrom: isDay(params.get('eta_from')) ? params.get('eta_from')! : undefined,
    etaTo: isDay(params.get('eta_to')) ? params.get('eta_to')! : undefined,
    canalTransit: params.get('canal') === '1',
    crewing: params.get('crewing') === '1',
    remarks: params.get('remarks')?.trim() ?? '',
    remarksScope: params.get('remarks_in') === 'charterer' ? 'charterer' : 'remarks',
    page: positive(params.get('page'), 1)!,
    perPage: Math.min(positive(params.get('per_page'), DEFAULT_PER_PAGE)!, MAX_PER_PAGE),
    sort: sort && oneOf(portCallSortFields, sort.replace(/^-/, '')) ? sort : undefined,
  };
}

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

export function toSearchParams(state: PortCallListState): URLSearchParams {
  const search = new URLSearchParams();
  const set = (key: string, value: string | undefined | false) => {
    if (value) search.set(key, value);
  };
  set('tab', state.tab !== 'all' && state.tab);
  set('q', state.q);
  set('all_words', state.allWords && '1');
  set('status', state.status);
  for (const key of ['port', 'vessel'] as const) {
    const value = state[key];
    set(key, value && String(value.id));
    set(`${key}_name`, value?.name);
  }
  set('eta_from', state.etaFrom);
  set('eta_to', state.etaTo);
  set('canal', state.canalTransit && '1');
  set('crewing', state.crewing && '1');
  set('remarks', state.remarks);
  set('remarks_in', state.remarks && state.remarksScope === 'charterer' && 'charterer');
  set('page', state.page > 1 && String(state.page));
  set('per_page', state.perPage !== DEFAULT_PER_PAGE && String(state.perPage));
  set('sort', state.sort);
  return search;
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

/** The list state lives in the URL, so a reload, a shared link or Back shows the same page. */
export function usePortCallListParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListParams(params), [params]);
  const update = useCallback(
    (changes: Partial<PortCallListState>) => {
      const next = { ...state, ...changes };
      // Anything but paging starts again at page 1.
      if (changes.page === undefined) next.page = 1;
      setParams(toSearchParams(next));
    },
    [state, setParams],
  );
  return [state, update] as const;
}
