import { ErrorResult, PageHeader } from '@portal/ui';
import { Card, Col, Row, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useAnnouncementQuery } from '../api/get-announcement';
import { AddMessageForm } from '../components/add-message-form';
import { AnnouncementActions } from '../components/announcement-actions';
import { AnnouncementDetails } from '../components/announcement-details';
import { MailSends } from '../components/mail-sends';
import { MessageTimeline } from '../components/message-timeline';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';
import { useIsStaff } from '../hooks/use-is-staff';

/**
 * One announcement (/announcements/:id; spec §2, §3 Announcement, §4; issue 12): every field, the initial message
 * and the further messages oldest first (update, final message, reopened; "Recipients notified"). Writers (super
 * admin, management, support) get Edit, Close (final message required; the type's closed status) or Reopen,
 * Delete (after "Are you sure you want to delete announcement …?") and "Add message" while it is open. Staff also
 * see "Mails sent". An announcement that does not exist or does not concern the user answers 404, which
 * @portal/api turns into /404.
 */
export function AnnouncementDetailPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const announcementId = Number(useParams().id);
  const query = useAnnouncementQuery(announcementId);
  const canWrite = useCanWriteHelpdeskContent();
  const isStaff = useIsStaff();
  const announcement = query.data;

  return (
    <>
      <PageHeader
        title={announcement?.title ?? t('routes.announcement')}
        onBack={() => navigate('/announcements')}
        extra={announcement && canWrite && <AnnouncementActions announcement={announcement} />}
      />
      {query.isError ? (
        <ErrorResult error={query.error} onRetry={() => void query.refetch()} />
      ) : !announcement ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24}>
            <Card title={t('announcements.detail.details')}>
              <AnnouncementDetails announcement={announcement} />
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t('announcements.messages.title')}>
              <MessageTimeline messages={announcement.messages} />
              {canWrite && !announcement.closed && (
                <div style={{ marginTop: 24 }}>
                  <AddMessageForm announcementId={announcement.id} />
                </div>
              )}
            </Card>
          </Col>
          {isStaff && (
            <Col xs={24}>
              <Card title={t('announcements.sends.title')}>
                <MailSends sends={announcement.sends} messages={announcement.messages} />
              </Card>
            </Col>
          )}
        </Row>
      )}
    </>
  );
}
