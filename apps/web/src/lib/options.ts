import type { AnyOptionItem, OptionItem } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http.ts';

/** Lookup data changes rarely: keep it 10 minutes on the client (SPEC.md, lookup caching). */
export const OPTION_STALE_MS = 600_000;

export type OptionParams = Record<string, string | number | undefined>;
/** An option row: `{ id, name }` plus whatever the endpoint adds (code, order, ...). */
export type OptionRow = OptionItem & Record<string, unknown>;

/**
 * GET an `/option`-style endpoint and return its `objects`. Rows have numeric ids, except option
 * lists that are not tables (`/port_calls/status_option` answers the status as its id): pass
 * the row type, e.g. `useOptions<StatusOptionItem>('/port_calls/status_option')`.
 */
export async function getOptions<T extends AnyOptionItem = OptionRow>(
  path: string,
  params?: OptionParams,
  signal?: AbortSignal,
): Promise<T[]> {
  // Typed, not parsed (lib/http.ts): every select of the first view reads options.
  return (await http.get<{ objects: T[] }>(path, { params, signal })).objects;
}

export const optionsQueryOptions = <T extends AnyOptionItem = OptionRow>(
  path: string,
  params?: OptionParams,
) =>
  queryOptions({
    queryKey: ['options', path, params],
    queryFn: ({ signal }) => getOptions<T>(path, params, signal),
    staleTime: OPTION_STALE_MS,
    gcTime: OPTION_STALE_MS,
  });

export const useOptions = <T extends AnyOptionItem = OptionRow>(
  path: string,
  params?: OptionParams,
  enabled = true,
) => useQuery({ ...optionsQueryOptions<T>(path, params), enabled });
