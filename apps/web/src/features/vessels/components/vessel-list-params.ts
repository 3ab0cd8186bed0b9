import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type ParsedVesselListQuery,
  vesselSortFields,
} from '@portledger/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface VesselListState {
  q: string;
  typeId?: number;
  flagId?: number;
  page: number;
  perPage: number;
  /** `name`, `-dwt`, ...; absent = the server's default (name). */
  sort?: string;
}

const positive = (text: string | null, fallback?: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const isSort = (text: string | null): text is string =>
  !!text && (vesselSortFields as readonly string[]).includes(text.replace(/^-/, ''));

/** Reads the list state from URL search params; anything unreadable falls back to the default. */
export function parseVesselListParams(params: URLSearchParams): VesselListState {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    typeId: positive(params.get('type')),
    flagId: positive(params.get('flag')),
    page: positive(params.get('page'), 1)!,
    perPage: Math.min(positive(params.get('per_page'), DEFAULT_PER_PAGE)!, MAX_PER_PAGE),
    sort: isSort(sort) ? sort : undefined,
  };
}

/** The URL search params of a list state (defaults left out, so links stay short). */
export function toVesselSearchParams(state: VesselListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  if (state.typeId) search.set('type', String(state.typeId));
  if (state.flagId) search.set('flag', String(state.flagId));
  if (state.page > 1) search.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) search.set('per_page', String(state.perPage));
  if (state.sort) search.set('sort', state.sort);
  return search;
}

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

/** The list state lives in the URL, so a reload, a shared link or Back shows the same page. */
export function useVesselListParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseVesselListParams(params), [params]);
  const update = useCallback(
    (changes: Partial<VesselListState>) => {
      const next = { ...state, ...changes };
      // A new search or filter starts again at page 1.
      if (changes.q !== undefined || 'typeId' in changes || 'flagId' in changes)
        next.page = changes.page ?? 1;
      setParams(toVesselSearchParams(next));
    },
    [state, setParams],
  );
  return [state, update] as const;
}
