import { api } from '@portal/api';
import type { Notification } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** PUT /notifications/{id}/read: marks one notification read (idempotent). Resolves with it; rejects with the axios error. */
export async function markNotificationRead(notificationId: number): Promise<Notification> {
  const { data } = await api.put<Notification>(`/notifications/${notificationId}/read`);
  return data;
}

/**
 * Marks a notification read; on success everything under `['notifications']` reloads: the lists, the notification
 * itself and the shell's header bell (`['notifications', 'unread-count']`, same query client).
 */
export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (notification) => {
      queryClient.setQueryData(queryKeys.notification(notification.id), notification);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
  });
}
