import {
  type ChartererListQuery,
  chartererSortFields,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
} from '@portledger/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ChartererListState {
  q: string;
  entityId?: number;
  page: number;
  perPage: number;
  /** `name`, `-updated_at`, ...; absent = the server's default (name). */
  sort?: string;
}

const positive = (text: string | null, fallback?: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const isSort = (text: string | null): text is string =>
  !!text && (chartererSortFields as readonly string[]).includes(text.replace(/^-/, ''));

/** Reads the list state from URL search params; anything unreadable falls back to the default. */
export function parseChartererListParams(params: URLSearchParams): ChartererListState {
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    entityId: positive(params.get('entity')),
    page: positive(params.get('page'), 1)!,
    perPage: Math.min(positive(params.get('per_page'), DEFAULT_PER_PAGE)!, MAX_PER_PAGE),
    sort: isSort(sort) ? sort : undefined,
  };
}

export function toChartererListQuery(state: ChartererListState): ChartererListQuery {
  return {
    page: state.page,
    per_page: state.perPage,
    name_i_cont: state.q || undefined,
    entity_id_eq: state.entityId,
    sort: state.sort,
  };
}

export function toSearchParams(state: ChartererListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  if (state.entityId) search.set('entity', String(state.entityId));
  if (state.page > 1) search.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) search.set('per_page', String(state.perPage));
  if (state.sort) search.set('sort', state.sort);
  return search;
}

/** The list state lives in the URL, so a reload, a shared link or Back shows the same page. */
export function useChartererListParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseChartererListParams(params), [params]);
  const update = useCallback(
    (changes: Partial<ChartererListState>) => {
      const next = { ...state, ...changes };
      // A new search or filter starts again at page 1.
      if (changes.q !== undefined || 'entityId' in changes) next.page = changes.page ?? 1;
      setParams(toSearchParams(next));
    },
    [state, setParams],
  );
  return [state, update] as const;
}
