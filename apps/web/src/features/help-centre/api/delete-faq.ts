import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { faqKeys } from './keys.ts';

/** DELETE /faqs/{id}?lock_version= (operators): an article changed meanwhile answers 409. */
export async function deleteFaq({ id, lockVersion }: { id: number; lockVersion: number }) {
  await http.delete<unknown>(`/faqs/${id}`, { params: { lock_version: lockVersion } });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: faqKeys.detail(id) });
      queryClient.invalidateQueries({ queryKey: faqKeys.all });
    },
  });
}
