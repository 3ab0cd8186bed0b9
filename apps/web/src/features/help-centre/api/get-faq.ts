import { faqResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { faqKeys } from './keys.ts';

const objectData = faqResponse.shape.data;

/** GET /faqs/{id}: the article in the reader's language, related questions, and (operators) both languages. */
export async function getFaq(id: number, signal?: AbortSignal) {
  const data = await http.get<unknown>(`/faqs/${id}`, { signal });
  return objectData.parse(data).object;
}

export const faqQueryOptions = (id: number) =>
  queryOptions({
    queryKey: faqKeys.detail(id),
    queryFn: ({ signal }) => getFaq(id, signal),
    // A missing article stays missing: no retries before the 404 page.
    retry: false,
  });

export const useFaq = (id: number | undefined) =>
  useQuery({ ...faqQueryOptions(id ?? 0), enabled: id !== undefined });
