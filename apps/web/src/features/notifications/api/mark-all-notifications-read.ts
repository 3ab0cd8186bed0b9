import { notificationReadAllResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { notificationKeys } from './keys.ts';

const resultData = notificationReadAllResponse.shape.data;

/** POST /notifications/set_read_all: answers how many were unread. */
export async function markAllNotificationsRead() {
  return resultData.parse(await http.post<unknown>('/notifications/set_read_all'));
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
