import { daResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { daKeys } from './keys.ts';

export const daObject = daResponse.shape.data;

/** GET /das/{id}: lines by category, totals, prefunding and the DA actions this user may take now. */
export async function getDa(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/das/${id}`, { signal });
  return daObject.parse(data).object;
}

export const daQueryOptions = (id: number) =>
  queryOptions({ queryKey: daKeys.detail(id), queryFn: ({ signal }) => getDa(id, signal) });

export const useDa = (id: number | undefined) =>
  useQuery({ ...daQueryOptions(id ?? 0), enabled: id !== undefined });
