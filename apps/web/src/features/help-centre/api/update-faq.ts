import { type FaqUpdateRequest, faqResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { faqKeys } from './keys.ts';

const objectData = faqResponse.shape.data;

/** PUT /faqs/{id} with the lock_version loaded; a stale one answers 409. */
export async function updateFaq({ id, body }: { id: number; body: FaqUpdateRequest }) {
  const data = await http.put<unknown>(`/faqs/${id}`, body);
  return objectData.parse(data).object;
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: (faq) => {
      queryClient.setQueryData(faqKeys.detail(faq.id), faq);
      queryClient.invalidateQueries({ queryKey: faqKeys.all });
    },
  });
}
