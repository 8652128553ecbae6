import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TicketAttachment } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ConfirmAction, DateText, EmptyState, formatFileSize, StatusTag, useApiError } from '@portal/ui';
import { App, Button, Flex, Typography } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useDeleteTicketAttachmentMutation } from '../api/delete-ticket-attachment';
import { downloadTicketAttachment } from '../api/download-ticket-attachment';

/** Props of {@link TicketAttachmentList}. */
export interface TicketAttachmentListProps {
  ticketId: number;
  /** The files as GET /tickets/{id} answers them, oldest first (internal ones only for staff). */
  attachments: readonly TicketAttachment[];
  /** Handlers (super admin, management, support) delete files. */
  mayDelete: boolean;
}

/**
 * The files of a ticket (issue 13), oldest first: the name (a button that downloads the file), its size (B, KB or
 * MB in the interface language), who uploaded it and when. Internal files (sent to staff only) carry an "Internal"
 * tag, as internal notes do. Handlers get "Remove", which asks "Are you sure you want to delete file {name}?"
 * (spec §8), then deletes and reloads the ticket. A failed download or deletion is shown (spec §8). Empty: "No
 * files attached".
 */
export function TicketAttachmentList({ ticketId, attachments, mayDelete }: TicketAttachmentListProps) {
  const { t } = useHelpdeskTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const deletion = useDeleteTicketAttachmentMutation(ticketId);

  async function download(attachment: TicketAttachment) {
    try {
      await downloadTicketAttachment(ticketId, attachment);
    } catch (error) {
      showApiError(error);
    }
  }

  async function remove(attachment: TicketAttachment) {
    try {
      await deletion.mutateAsync(attachment.id);
      void message.success(t('tickets.attachments.deleted', { name: attachment.fileName }));
    } catch (error) {
      showApiError(error);
    }
  }

  if (attachments.length === 0) return <EmptyState description={t('tickets.attachments.empty')} />;
  return (
    <ul aria-label={t('tickets.attachments.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {attachments.map((attachment) => (
        <li key={attachment.id} style={{ paddingBlock: 4 }}>
          <Flex gap={8} wrap align="center">
            <PaperClipOutlined aria-hidden />
            <Button
              type="link"
              style={{ paddingInline: 0 }}
              aria-label={t('tickets.attachments.download', { name: attachment.fileName })}
              onClick={() => void download(attachment)}
            >
              {attachment.fileName}
            </Button>
            {attachment.internal && <StatusTag tone="warning">{t('tickets.attachments.internal')}</StatusTag>}
            <Typography.Text type="secondary">
              {formatFileSize(attachment.sizeBytes, locale)} ·{' '}
              {t('tickets.attachments.uploadedBy', { name: attachment.uploadedByName })} ·{' '}
              <DateText value={attachment.createdAt} withTime />
            </Typography.Text>
            {mayDelete && (
              <ConfirmAction
                action={t('tickets.attachments.deleteAction', { name: attachment.fileName })}
                onConfirm={() => remove(attachment)}
              >
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('tickets.attachments.removeFile', { name: attachment.fileName })}
                >
                  {t('tickets.attachments.remove')}
                </Button>
              </ConfirmAction>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
