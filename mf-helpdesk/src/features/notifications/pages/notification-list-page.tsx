import type { Notification } from '@portal/domain';
import {
  DataTable,
  DateText,
  PageHeader,
  useApiError,
  type DataTableColumn,
  type DataTableQuery,
} from '@portal/ui';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useUnreadCountQuery } from '../api/get-unread-count';
import { notificationsPageQuery } from '../api/list-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { UnreadDot } from '../components/unread-dot';

/** The query of one page of the list for the DataTable's query (filter switch `unread`). */
function notificationsTablePage(query: DataTableQuery) {
  return notificationsPageQuery({ page: query.page, pageSize: query.pageSize, unread: query.filters.unread });
}

/**
 * The notifications behind the header bell (/notifications; issue 12, our design: spec §2 names only
 * /notifications/{id}): the user's notifications newest first, 20 per page, unread ones bold with a dot; type,
 * announcement title (opens the notification), what happened and when; "Unread only" switch in the URL. "Mark
 * all as read" (PUT /notifications/read-all) is offered while something is unread and updates the bell too.
 * Empty: "No notifications".
 */
export function NotificationListPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const unread = useUnreadCountQuery();
  const markAll = useMarkAllNotificationsReadMutation();

  async function markAllRead() {
    try {
      await markAll.mutateAsync();
      void message.success(t('notifications.allMarkedRead'));
    } catch (error) {
      showApiError(error);
    }
  }

  const columns = useMemo<DataTableColumn<Notification>[]>(
    () => [
      {
        key: 'title',
        title: t('notifications.columns.announcement'),
        render: (_: unknown, row) => (
          <Flex gap={8} align="center">
            {!row.read && <UnreadDot />}
            <Link to={`/notifications/${row.id}`} onClick={(event) => event.stopPropagation()}>
              <Typography.Text strong={!row.read} style={{ color: 'inherit' }}>
                {row.title}
              </Typography.Text>
            </Link>
          </Flex>
        ),
      },
      {
        key: 'type',
        title: t('notifications.columns.type'),
        render: (_: unknown, row) => t(`labels.notificationType.${row.type}`),
      },
      {
        key: 'event',
        title: t('notifications.columns.event'),
        responsive: ['md'],
        render: (_: unknown, row) => t(`notifications.events.${row.event}`),
      },
      {
        key: 'createdAt',
        title: t('notifications.columns.date'),
        render: (_: unknown, row) => <DateText value={row.createdAt} withTime />,
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('routes.notifications')}
        subtitle={unread.data ? t('notifications.unreadCount', { count: unread.data.unread }) : undefined}
        extra={
          <Button onClick={markAllRead} loading={markAll.isPending} disabled={!unread.data?.unread}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Card>
        <DataTable<Notification>
          ariaLabel={t('routes.notifications')}
          pageQuery={notificationsTablePage}
          columns={columns}
          filters={[{ key: 'unread', label: t('notifications.unreadOnly') }]}
          emptyText={t('notifications.empty')}
          onRow={(row) => ({
            onClick: () => navigate(`/notifications/${row.id}`),
            style: { cursor: 'pointer' },
          })}
        />
      </Card>
    </>
  );
}
