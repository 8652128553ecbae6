import { api } from '@portal/api';
import type { UnreadCount } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** GET /notifications/unread-count: how many of the user's notifications are unread. Rejects with the axios error. */
export async function getUnreadCount(): Promise<UnreadCount> {
  const { data } = await api.get<UnreadCount>('/notifications/unread-count');
  return data;
}

/** The unread count, cached under `['notifications', 'unread-count']`: the same entry as the shell's header bell. */
export function useUnreadCountQuery() {
  return useQuery({ queryKey: queryKeys.unreadCount(), queryFn: getUnreadCount });
}
