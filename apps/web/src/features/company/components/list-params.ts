import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@portledger/contracts';
import { useSearchParams } from 'react-router';

/**
 * A table's paging, sort and filters kept in the URL (so a reload or a shared link shows the same
 * list). `prefix` keeps two tables of one page apart (`b_page` for bank accounts).
 */
export interface TableParams {
  page: number;
  perPage: number;
  sort?: string;
  q: string;
  entityId?: number;
}

const positive = (value: string | null, fallback: number, max = 1_000_000) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

export function useTableParams(prefix = '', sorts: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;
  const sort = search.get(key('sort')) ?? undefined;
  const entity = search.get(key('entity'));
  const state: TableParams = {
    page: positive(search.get(key('page')), 1),
    perPage: positive(search.get(key('per_page')), DEFAULT_PER_PAGE, MAX_PER_PAGE),
    // An unknown sort in a hand-edited URL is dropped rather than sent (the server would 400).
    sort: sort && sorts.includes(sort.replace(/^-/, '')) ? sort : undefined,
    q: search.get(key('q')) ?? '',
    entityId: entity ? positive(entity, 0) || undefined : undefined,
  };
  const update = (changes: Partial<TableParams>) => {
    const next = { ...state, ...changes };
    // A new filter or sort starts again on page 1.
    if (!('page' in changes)) next.page = 1;
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        const set = (name: string, value: string | number | undefined, empty?: string | number) => {
          if (value === undefined || value === '' || value === empty) params.delete(key(name));
          else params.set(key(name), String(value));
        };
        set('page', next.page, 1);
        set('per_page', next.perPage, DEFAULT_PER_PAGE);
        set('sort', next.sort);
        set('q', next.q.trim());
        set('entity', next.entityId);
        return params;
      },
      { replace: false },
    );
  };
  return [state, update] as const;
}

/** antd's sorter to `sort=field` / `sort=-field`. */
export function sortOf(sorter: unknown): string | undefined {
  const { field, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as {
    field?: unknown;
    order?: string;
  };
  if (!order || typeof field !== 'string') return undefined;
  return order === 'descend' ? `-${field}` : field;
}

export function sortOrderOf(sort: string | undefined, field: string): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}
