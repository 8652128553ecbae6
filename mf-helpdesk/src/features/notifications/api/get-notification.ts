import { api } from '@portal/api';
import type { Notification } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /notifications/{id}: one notification of the user. A 404 (unknown, or not concerning the user) goes to the
 * not-found page through @portal/api; other failures reject with the axios error.
 */
export async function getNotification(notificationId: number): Promise<Notification> {
  const { data } = await api.get<Notification>(`/notifications/${notificationId}`);
  return data;
}

/** One notification (cached under `['notifications', id]`); nothing is loaded for an id that is not an integer. */
export function useNotificationQuery(notificationId: number) {
  return useQuery({
    queryKey: queryKeys.notification(notificationId),
    queryFn: Number.isInteger(notificationId) ? () => getNotification(notificationId) : skipToken,
  });
}
