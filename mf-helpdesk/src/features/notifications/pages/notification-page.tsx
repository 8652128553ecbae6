import { DateText, ErrorResult, PageHeader } from '@portal/ui';
import { Card, Descriptions, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useNotificationQuery } from '../api/get-notification';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';

/**
 * One notification (/notifications/:id; spec §2, §4 notification types; issue 12): its type, the announcement's
 * title, what happened (published, updated, closed, reopened) and when, and "Open announcement"
 * (/announcements/{announcementId}). Opening an unread notification marks it read (PUT /notifications/{id}/read),
 * which also lowers the header bell's count. A notification that does not concern the user answers 404, which
 * @portal/api turns into /404.
 */
export function NotificationPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const notificationId = Number(useParams().id);
  const query = useNotificationQuery(notificationId);
  const { mutate: markRead } = useMarkNotificationReadMutation();
  const notification = query.data;
  // Each notification is marked once, however often it is loaded again.
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (!notification || notification.read || marked.current === notification.id) return;
    marked.current = notification.id;
    // A failure leaves it unread (the bell keeps counting it); nothing else to tell the reader.
    markRead(notification.id);
  }, [notification, markRead]);

  return (
    <>
      <PageHeader
        title={notification?.title ?? t('routes.notification')}
        onBack={() => navigate('/notifications')}
      />
      {query.isError ? (
        <ErrorResult error={query.error} onRetry={() => void query.refetch()} />
      ) : !notification ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Card style={{ maxWidth: 720 }}>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'type',
                label: t('notifications.columns.type'),
                children: t(`labels.notificationType.${notification.type}`),
              },
              { key: 'title', label: t('notifications.columns.announcement'), children: notification.title },
              {
                key: 'event',
                label: t('notifications.columns.event'),
                children: t(`notifications.events.${notification.event}`),
              },
              {
                key: 'date',
                label: t('notifications.columns.date'),
                children: <DateText value={notification.createdAt} withTime />,
              },
            ]}
          />
          <Link
            to={`/announcements/${notification.announcementId}`}
            style={{ display: 'inline-block', marginTop: 16 }}
          >
            {t('notifications.openAnnouncement')}
          </Link>
        </Card>
      )}
    </>
  );
}
