import { type DaDocument, screeningReportResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { daKeys } from './keys.ts';

const screeningObject = screeningReportResponse.shape.data;

/** GET /das/{id}/screening: evidence and rule flags per line of one document (issue 10). */
export async function getScreening(id: number, document: DaDocument, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/das/${id}/screening`, { signal, params: { document } });
  return screeningObject.parse(data).object;
}

/** Keyed by the DA's lock_version: any saved change of the DA screens it again. */
export const screeningQueryOptions = (id: number, document: DaDocument, lockVersion: number) =>
  queryOptions({
    queryKey: daKeys.screening(id, document, lockVersion),
    queryFn: ({ signal }) => getScreening(id, document, signal),
    staleTime: 60_000,
  });

export const useScreening = (id: number, document: DaDocument, lockVersion: number, enabled: boolean) =>
  useQuery({ ...screeningQueryOptions(id, document, lockVersion), enabled });
