import { api } from '@portal/api';
import type { UnreadCount } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** PUT /notifications/read-all: marks every notification of the user read. Resolves with `{ unread: 0 }`. */
export async function markAllNotificationsRead(): Promise<UnreadCount> {
  const { data } = await api.put<UnreadCount>('/notifications/read-all');
  return data;
}

/** Marks all read; on success the lists and the header bell's count (everything under `['notifications']`) reload. */
export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
  });
}
