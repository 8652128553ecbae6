import { BellOutlined } from '@ant-design/icons';
import { api, queryClient } from '@portal/api';
import type { UnreadCount } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n/shell-namespace';

/** How often the bell asks for the unread count while the page is open, in ms. */
export const UNREAD_POLL_MS = 60_000;

/** The query key of the unread count; mf-helpdesk invalidates `['notifications']` after marking read. */
export const UNREAD_COUNT_KEY = ['notifications', 'unread-count'] as const;

/**
 * GET /api/notifications/unread-count → `{ unread }`, cached as the server answers it: mf-helpdesk reads the same
 * entry of the shared query client, so both must hold the same shape.
 */
async function fetchUnreadCount(): Promise<UnreadCount> {
  const { data } = await api.get<UnreadCount>('/notifications/unread-count');
  return data;
}

/**
 * The header bell (issue 12; spec §4 notification types): links to the notification list (/notifications, owned by
 * the helpdesk remote) and shows the signed-in user's unread count, polled every minute and refreshed when a remote
 * invalidates `['notifications']` on the portal's one query client. Rendered only when a remote serves
 * /notifications (the caller checks the route table); a failing count shows the bell without a number.
 */
export function NotificationBell() {
  const { t } = useTranslation(SHELL_NS);
  const signedIn = useSessionStore((s) => !!s.user);
  const { data } = useQuery(
    {
      queryKey: UNREAD_COUNT_KEY,
      queryFn: fetchUnreadCount,
      enabled: signedIn,
      refetchInterval: UNREAD_POLL_MS,
      retry: false,
    },
    queryClient,
  );
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Link to="/notifications" className="shell-button portal-bell" aria-label={label} title={label}>
      <BellOutlined aria-hidden="true" />
      {unread > 0 && (
        <span className="portal-bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
