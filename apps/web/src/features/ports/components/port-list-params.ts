import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type ParsedPortListQuery,
  portSortFields,
} from '@portledger/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type PortSort = (typeof portSortFields)[number];
export interface PortListState {
  q: string;
  countryId?: number;
  page: number;
  perPage: number;
  /** `name`, `-name`, ...; absent = the server's default (name). */
  sort?: string;
}

const positive = (text: string | null, fallback?: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const isSort = (text: string | null): text is string =>
  !!text && (portSortFields as readonly string[]).includes(text.replace(/^-/, ''));

/** Reads the list state from URL search params; anything unreadable falls back to the default. */
export function parsePortListParams(params: URLSearchParams): PortListState {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    countryId: positive(params.get('country')),
    page: positive(params.get('page'), 1)!,
    perPage: Math.min(positive(params.get('per_page'), DEFAULT_PER_PAGE)!, MAX_PER_PAGE),
    sort: isSort(sort) ? sort : undefined,
  };
}

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

/** The list state lives in the URL, so a reload, a shared link or Back shows the same page. */
export function usePortListParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parsePortListParams(params), [params]);
  const update = useCallback(
    (changes: Partial<PortListState>) => {
      const next = { ...state, ...changes };
      // A new search or filter starts again at page 1.
      if (changes.q !== undefined || 'countryId' in changes) next.page = changes.page ?? 1;
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.countryId) search.set('country', String(next.countryId));
      if (next.page > 1) search.set('page', String(next.page));
      if (next.perPage !== DEFAULT_PER_PAGE) search.set('per_page', String(next.perPage));
      if (next.sort) search.set('sort', next.sort);
      setParams(search);
    },
    [state, setParams],
  );
  return [state, update] as const;
}
