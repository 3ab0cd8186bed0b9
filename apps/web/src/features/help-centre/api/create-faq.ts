import { type FaqCreateRequest, faqResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { faqKeys } from './keys.ts';

const objectData = faqResponse.shape.data;

/** POST /faqs (operators). Field errors come back on the HttpError (`data.errors`). */
export async function createFaq(body: FaqCreateRequest) {
  const data = await http.post<unknown>('/faqs', body);
  return objectData.parse(data).object;
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSuccess: (faq) => {
      queryClient.setQueryData(faqKeys.detail(faq.id), faq);
      // Lists, counts and the related questions of other articles now miss the new one.
      queryClient.invalidateQueries({ queryKey: faqKeys.all });
    },
  });
}
