import type { Organization, UnknownSenderTicket } from '@portal/domain';
import { OrganizationPicker, useFormRules, useModalForm } from '@portal/ui';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useLinkTicketMutation } from '../api/link-ticket-organization';
import { mailSubjectOf } from './unknown-sender-mail-dialog';

interface LinkFormValues {
  organizationId?: number;
}

const FORM_NAME = 'link-organization';
const FORM_FIELDS = ['organizationId'] as const satisfies ReadonlyArray<keyof LinkFormValues>;

/** Props of {@link LinkOrganizationDialog}. */
export interface LinkOrganizationDialogProps {
  mail: UnknownSenderTicket;
  /**
   * An organization just created for this mail whose link failed ("Create organization and link"): it is chosen
   * instead of the suggestion, and the dialog says it was created.
   */
  created?: Organization;
  /** Cancel or Escape. */
  onClose: () => void;
}

/**
 * Links a mail of the Unknown users queue to an organization (handlers; issue 13, spec §3 "Helpdesk ticket link: to
 * an existing organization"): the OrganizationPicker, preselected with the suggested organization when there is
 * one. PUT /tickets/{id}/organization; then "Linked to Acme Logistics B.V." and on to the ticket
 * (/helpdesk/tickets/{id}). A server error on `organizationId` shows on the picker; the dialog stays open.
 */
export function LinkOrganizationDialog({ mail, created, onClose }: LinkOrganizationDialogProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { required } = useFormRules();
  const link = useLinkTicketMutation();
  const { modalProps, formProps } = useModalForm<LinkFormValues>({
    fields: FORM_FIELDS,
    save: async ({ organizationId }) => {
      const ticket = await link.mutateAsync({ ticketId: mail.id, organizationId: organizationId! });
      void message.success(
        t('unknownSenders.link.linked', { name: ticket.companyName ?? created?.name ?? '' }),
      );
      navigate(`/helpdesk/tickets/${ticket.id}`);
    },
  });

  // Opened in place of the create dialog: once that dialog has given the focus back to its opener (a timer of
  // useModalForm), move it to the picker holding the new organization.
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => document.getElementById(`${FORM_NAME}_organizationId`)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [created]);

  return (
    <Modal
      {...modalProps}
      title={t('unknownSenders.link.title')}
      okText={t('unknownSenders.link.ok')}
      cancelText={t('unknownSenders.link.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {created && (
        <Alert
          type="warning"
          showIcon
          title={t('unknownSenders.link.created', { name: created.name })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph>
        {t('unknownSenders.link.intro', {
          subject: mailSubjectOf(mail, t('unknownSenders.mail.noSubject')),
          sender: mail.senderEmail,
        })}
      </Typography.Paragraph>
      <Form<LinkFormValues>
        {...formProps}
        name={FORM_NAME}
        initialValues={{ organizationId: created?.id ?? mail.suggestedOrganization?.id }}
      >
        <Form.Item
          name="organizationId"
          label={t('unknownSenders.link.customer')}
          rules={[required]}
          validateTrigger={['onBlur', 'onChange']}
        >
          <OrganizationPicker style={{ width: '100%', minWidth: 0 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
