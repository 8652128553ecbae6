import type { AnnouncementMessage, AnnouncementSend } from '@portal/domain';
import { DateText, EmptyState, StatusTag } from '@portal/ui';
import { Flex, Table, type TableColumnsType } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/** Props of {@link MailSends}. */
export interface MailSendsProps {
  sends: readonly AnnouncementSend[];
  /** The announcement's messages, to name what a send was about. */
  messages: readonly AnnouncementMessage[];
}

/**
 * "Mails sent" (issue 12; staff only): every mail send of an announcement — what (the announcement itself or a
 * message), who sent it when, to how many recipients, and how many are delivered, pending and failed (failed
 * deliveries are retried by the server). Empty: "No mails sent yet."
 */
export function MailSends({ sends, messages }: MailSendsProps) {
  const { t } = useHelpdeskTranslation();
  const kindOf = (messageId: number | null) => messages.find((message) => message.id === messageId)?.kind;

  const columns: TableColumnsType<AnnouncementSend> = [
    {
      key: 'createdAt',
      title: t('announcements.sends.when'),
      render: (_: unknown, send) => <DateText value={send.createdAt} withTime />,
    },
    {
      key: 'what',
      title: t('announcements.sends.what'),
      render: (_: unknown, send) => {
        const kind = kindOf(send.messageId);
        return kind ? t(`announcements.messages.kinds.${kind}`) : t('announcements.sends.announcement');
      },
    },
    {
      key: 'sentBy',
      title: t('announcements.sends.sentBy'),
      render: (_: unknown, send) => send.sentBy ?? t('announcements.empty'),
    },
    {
      key: 'recipients',
      dataIndex: 'recipients',
      title: t('announcements.sends.recipients'),
      align: 'right',
    },
    {
      key: 'delivery',
      title: t('announcements.sends.delivery'),
      render: (_: unknown, send) => (
        <Flex gap={4} wrap>
          <StatusTag tone="success">
            {t('announcements.sends.delivered', { count: send.delivered })}
          </StatusTag>
          {send.pending > 0 && (
            <StatusTag tone="warning">{t('announcements.sends.pending', { count: send.pending })}</StatusTag>
          )}
          {send.failed > 0 && (
            <StatusTag tone="error">{t('announcements.sends.failed', { count: send.failed })}</StatusTag>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <section aria-label={t('announcements.sends.title')}>
      <Table<AnnouncementSend>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...sends]}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <EmptyState description={t('announcements.sends.empty')} /> }}
      />
    </section>
  );
}
