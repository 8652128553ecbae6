import type { UnknownSenderTicket } from '@portal/domain';
import { DateText, RichTextView } from '@portal/ui';
import { Button, Card, Descriptions, Modal } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { SuggestedOrganizationTag } from './suggested-organization-tag';

/** The subject of a mail, or "(no subject)". */
export function mailSubjectOf(mail: Pick<UnknownSenderTicket, 'subject'>, noSubject: string): string {
  return mail.subject.trim() || noSubject;
}

/** Props of {@link UnknownSenderMailDialog}. */
export interface UnknownSenderMailDialogProps {
  mail: UnknownSenderTicket;
  /** Whether the dialog shows; kept mounted while it closes, so antd gives the focus back to the opener. */
  open: boolean;
  onClose: () => void;
}

/**
 * Reads one mail of the Unknown users queue (issue 13): the subject as title, the sender (name and address), when
 * it arrived, the suggested organization and the body as sanitized rich text (RichTextView; the server sanitized
 * it when the mail came in). Close, Escape or the close button shut it.
 */
export function UnknownSenderMailDialog({ mail, open, onClose }: UnknownSenderMailDialogProps) {
  const { t } = useHelpdeskTranslation();
  return (
    <Modal
      open={open}
      title={mailSubjectOf(mail, t('unknownSenders.mail.noSubject'))}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('unknownSenders.mail.close')}</Button>}
      width={720}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'from',
            label: t('unknownSenders.mail.from'),
            children: mail.senderName ? `${mail.senderName} <${mail.senderEmail}>` : mail.senderEmail,
          },
          {
            key: 'received',
            label: t('unknownSenders.mail.received'),
            children: <DateText value={mail.receivedAt} withTime />,
          },
          {
            key: 'suggestion',
            label: t('unknownSenders.mail.suggestion'),
            children: <SuggestedOrganizationTag suggestion={mail.suggestedOrganization} />,
          },
        ]}
      />
      <Card size="small" title={t('unknownSenders.mail.body')} style={{ marginTop: 16 }}>
        <div style={{ overflowWrap: 'anywhere' }}>
          <RichTextView html={mail.body} />
        </div>
      </Card>
    </Modal>
  );
}
