import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { notificationKeys } from './keys.ts';

/** POST /notifications/{id}/set_read: only one's own (someone else's answers 404). */
export const markNotificationRead = (id: number) => http.post<null>(`/notifications/${id}/set_read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
