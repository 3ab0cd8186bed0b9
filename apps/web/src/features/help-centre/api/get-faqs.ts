import { type FaqListQuery, faqListResponse } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { faqKeys } from './keys.ts';

const listData = faqListResponse.shape.data;

/** GET /faqs: one page of articles (search, category) and the number of hits per category. */
export async function getFaqs(query: FaqListQuery, signal?: AbortSignal) {
  const data = await http.get<unknown>('/faqs', { params: { ...query }, signal });
  return listData.parse(data);
}

export const faqsQueryOptions = (query: FaqListQuery) =>
  queryOptions({
    queryKey: [...faqKeys.lists, query],
    queryFn: ({ signal }) => getFaqs(query, signal),
    // The previous results stay on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

export const useFaqs = (query: FaqListQuery) => useQuery(faqsQueryOptions(query));
