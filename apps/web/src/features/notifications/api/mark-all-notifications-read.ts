import type { NotificationReadAllResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { notificationKeys } from './keys.ts';

/** POST /notifications/set_read_all: answers how many were unread. */
export async function markAllNotificationsRead() {
  // Typed, not parsed (lib/http.ts): the bell's panel is part of every page.
  return http.post<NotificationReadAllResponse['data']>('/notifications/set_read_all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
