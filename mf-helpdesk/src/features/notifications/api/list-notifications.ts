import { api } from '@portal/api';
import { PAGE_SIZE, type Notification, type NotificationListQuery, type Page } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/** One request of the notification list: 1-based page, unread ones only or all. */
export interface NotificationListRequest {
  page: number;
  pageSize?: number;
  unread?: boolean;
}

/** The query parameters of a request: 20 per page by default; `unread=true` only when asked. */
export function toNotificationListQuery(request: NotificationListRequest): NotificationListQuery {
  const query: NotificationListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.unread) query.unread = 'true';
  return query;
}

/** GET /notifications: one page of the user's notifications, newest first. Rejects with the axios error. */
export async function listNotifications(request: NotificationListRequest): Promise<Page<Notification>> {
  const { data } = await api.get<Page<Notification>>('/notifications', {
    params: toNotificationListQuery(request),
  });
  return data;
}

/** The query of one page of the notification list, for a DataTable (`['notifications', 'list', query]`). */
export function notificationsPageQuery(request: NotificationListRequest): PageQuery<Notification> {
  return {
    queryKey: queryKeys.notificationList(toNotificationListQuery(request)),
    queryFn: () => listNotifications(request),
  };
}
