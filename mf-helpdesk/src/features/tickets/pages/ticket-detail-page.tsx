import { DateText, ErrorResult, PageHeader, RichTextView } from '@portal/ui';
import { Alert, Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useTicketQuery } from '../api/get-ticket';
import { TicketAttachmentForm } from '../components/ticket-attachment-form';
import { TicketAttachmentList } from '../components/ticket-attachment-list';
import { TicketDetails } from '../components/ticket-details';
import { TicketReplyForm } from '../components/ticket-reply-form';
import { TicketThread } from '../components/ticket-thread';
import { useTicketAbilities } from '../../../shared/use-ticket-abilities';

/**
 * One ticket (/helpdesk/tickets/:id; spec §2, §3 Ticket, §4, §6; issue 13): "#id subject" as the title, the facts
 * (status, priority, company, requester, contact person, created, last activity, assignee), the description, then
 * the attachments (internal ones marked; staff only) with "Attach a file", then the thread oldest first (internal
 * notes marked; staff only) and the reply form. Handlers (super admin, management, support) change status (only to
 * `allowedStatuses`; closing asks first) and assignee, may write internal notes, add internal files and delete
 * files; account managers and customers read status and assignee, reply publicly and attach public files. A
 * closed ticket takes no reply and no file: the reply form is replaced by "This ticket is closed…" with "New
 * ticket". A ticket that does not exist or is another organization's answers 404, which @portal/api turns into
 * /404.
 */
export function TicketDetailPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const ticketId = Number(useParams().id);
  const query = useTicketQuery(ticketId);
  const { isStaff, isHandler } = useTicketAbilities();
  const ticket = query.data;

  return (
    <>
      <PageHeader
        title={
          ticket
            ? t('tickets.detail.title', {
                number: t('tickets.number', { id: ticket.id }),
                subject: ticket.subject,
              })
            : t('routes.ticket')
        }
        onBack={() => navigate('/helpdesk/tickets')}
      />
      {query.isError ? (
        <ErrorResult error={query.error} onRetry={() => void query.refetch()} />
      ) : !ticket ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24}>
            <Card title={t('tickets.detail.details')}>
              <TicketDetails ticket={ticket} isHandler={isHandler} />
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t('tickets.fields.description')}>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                {ticket.requesterName} · <DateText value={ticket.createdAt} withTime />
              </Typography.Text>
              <RichTextView html={ticket.description} />
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t('tickets.attachments.title')}>
              <TicketAttachmentList
                ticketId={ticket.id}
                attachments={ticket.attachments}
                mayDelete={isHandler}
              />
              {ticket.status !== 'closed' && (
                <div style={{ marginTop: 24 }}>
                  <TicketAttachmentForm ticketId={ticket.id} mayAddInternalFile={isHandler} />
                </div>
              )}
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t('tickets.thread.title')}>
              <TicketThread messages={ticket.messages} viewerIsStaff={isStaff} />
              <div style={{ marginTop: 24 }}>
                {ticket.status === 'closed' ? (
                  <Alert
                    type="info"
                    showIcon
                    title={t('tickets.reply.closed')}
                    action={
                      <Button onClick={() => navigate('/helpdesk/tickets/new')}>
                        {t('tickets.list.new')}
                      </Button>
                    }
                  />
                ) : (
                  <TicketReplyForm ticketId={ticket.id} mayWriteInternalNote={isHandler} />
                )}
              </div>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
