import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@portledger/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's state (paging, sort and its own filters) kept in the URL, so a reload, a shared
 * link or Back shows the same page. Each feature declares its filters with the params below; the
 * URL keys stay the feature's own.
 */
export interface ListPaging {
  page: number;
  perPage: number;
  /** `name`, `-updated_at`, ...; absent = the server's default order. */
  sort?: string;
}

type Get = (name: string) => string | null;
/** Writes one URL key; an empty or `false` value leaves the key out, so links stay short. */
type Set = (name: string, value: string | number | undefined | false) => void;

/** How one field of the state is read from and written to the URL (names without the prefix). */
export interface Param<T> {
  read(get: Get): T;
  /** `state` is the whole list state, for a key that only matters next to another one. */
  write(value: T, set: Set, state: Record<string, unknown>): void;
}

export const positiveInt = (text: string | null, fallback?: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Free text, trimmed; `''` when absent. */
export const text = (name: string): Param<string> => ({
  read: (get) => get(name)?.trim() ?? '',
  write: (value, set) => set(name, value.trim()),
});

/** A positive id (a select's value); anything else reads as no filter. */
export const id = (name: string): Param<number | undefined> => ({
  read: (get) => positiveInt(get(name)),
  write: (value, set) => set(name, value),
});

/** A checkbox: `name=1` when on. */
export const flag = (name: string): Param<boolean> => ({
  read: (get) => get(name) === '1',
  write: (value, set) => set(name, value && '1'),
});

/** A calendar day `YYYY-MM-DD`. */
export const day = (name: string): Param<string | undefined> => ({
  read: (get) => {
    const value = get(name);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  },
  write: (value, set) => set(name, value),
});

/** One of a fixed list; with a fallback, the fallback is what an absent key means. */
export function oneOf<T extends string>(name: string, list: readonly T[]): Param<T | undefined>;
export function oneOf<T extends string>(name: string, list: readonly T[], fallback: T): Param<T>;
export function oneOf<T extends string>(
  name: string,
  list: readonly T[],
  fallback?: T,
): Param<T | undefined> {
  return {
    read: (get) => {
      const value = get(name);
      return (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
    },
    write: (value, set) => set(name, value !== fallback && value),
  };
}

/** A remote-select filter keeps its label in the URL too (`port_name`), so a reload shows the name. */
export interface Picked {
  id: number;
  name: string;
}
export const picked = (name: string): Param<Picked | undefined> => ({
  read: (get) => {
    const pickedId = positiveInt(get(name));
    return pickedId ? { id: pickedId, name: get(`${name}_name`) || String(pickedId) } : undefined;
  },
  write: (value, set) => {
    set(name, value?.id);
    set(`${name}_name`, value?.name);
  },
});

type Params<F> = { [K in keyof F]: Param<F[K]> };

export interface ListParamsConfig<F> {
  /** The fields the server sorts by; an unknown sort in a hand-edited URL is dropped (it would 400). */
  sortFields: readonly string[];
  filters: Params<F>;
  /** Keeps two lists of one page apart (`b_page` for the second). */
  prefix?: string;
  /** The URL holds other state too (a tab, a second list): leave its other keys alone. */
  keepOtherParams?: boolean;
}

export interface ListParams<F> {
  parse(params: URLSearchParams): F & ListPaging;
  /** Writes the state into `search` (a new one by default); defaults are left out. */
  toSearchParams(state: F & ListPaging, search?: URLSearchParams): URLSearchParams;
  keepOtherParams: boolean;
}

/** A list's URL codec: its filters (in URL order), then `page`, `per_page` and `sort`. */
export function defineListParams<F>(config: ListParamsConfig<F>): ListParams<F> {
  const prefix = config.prefix ?? '';
  const entries = Object.entries(config.filters) as [keyof F & string, Param<unknown>][];
  return {
    keepOtherParams: config.keepOtherParams ?? false,
    parse(params) {
      const get: Get = (name) => params.get(prefix + name);
      const state = {} as Record<string, unknown>;
      for (const [field, param] of entries) state[field] = param.read(get);
      const sort = get('sort');
      state.page = positiveInt(get('page'), 1);
      state.perPage = Math.min(positiveInt(get('per_page'), DEFAULT_PER_PAGE)!, MAX_PER_PAGE);
      state.sort = sort && config.sortFields.includes(sort.replace(/^-/, '')) ? sort : undefined;
      return state as F & ListPaging;
    },
    toSearchParams(state, search = new URLSearchParams()) {
      const set: Set = (name, value) => {
        if (value === undefined || value === false || value === '') search.delete(prefix + name);
        else search.set(prefix + name, String(value));
      };
      const all = state as unknown as Record<string, unknown>;
      for (const [field, param] of entries) param.write(all[field], set, all);
      set('page', state.page > 1 && state.page);
      set('per_page', state.perPage !== DEFAULT_PER_PAGE && state.perPage);
      set('sort', state.sort);
      return search;
    },
  };
}

/**
 * The list state of the current URL and its update. Anything but paging (a search, a filter, a new
 * sort without a page) starts again at page 1.
 */
export function useListParams<F>(list: ListParams<F>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => list.parse(params), [list, params]);
  const update = useCallback(
    (changes: Partial<F & ListPaging>) => {
      const next: F & ListPaging = { ...state, ...changes };
      if (changes.page === undefined) (next as ListPaging).page = 1;
      setParams((current) =>
        list.toSearchParams(next, list.keepOtherParams ? new URLSearchParams(current) : undefined),
      );
    },
    [list, state, setParams],
  );
  return [state, update] as const;
}
