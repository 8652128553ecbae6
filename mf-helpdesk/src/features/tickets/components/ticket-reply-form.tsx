import { TICKET_MESSAGE_MAX } from '@portal/domain';
import { RichTextEditor, useFormRules, usePortalForm } from '@portal/ui';
import { App, Button, Form, Switch } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useAddTicketMessageMutation } from '../api/add-ticket-message';

interface ReplyFormValues {
  body: string;
  internal: boolean;
}

const FORM_FIELDS = ['body', 'internal'] as const;
const EMPTY: ReplyFormValues = { body: '', internal: false };

/** Props of {@link TicketReplyForm}. */
export interface TicketReplyFormProps {
  ticketId: number;
  /** Handlers (super admin, management, support) may write an internal note instead of a reply. */
  mayWriteInternalNote: boolean;
}

/**
 * The reply under a ticket's thread (issue 13): a rich-text message (required) and, for handlers, an "Internal
 * note" switch (seen by the helpdesk only, never mailed to the customer). POST /tickets/{id}/messages; on success
 * "Reply sent" or "Internal note added" and an empty form. Spec §5 form behaviour through usePortalForm.
 * The page leaves it out for a closed ticket.
 */
export function TicketReplyForm({ ticketId, mayWriteInternalNote }: TicketReplyFormProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const { required, maxLength: max } = useFormRules();
  const addMessage = useAddTicketMessageMutation(ticketId);
  const portalForm = usePortalForm<ReplyFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      const internal = mayWriteInternalNote && (values.internal ?? false);
      await addMessage.mutateAsync({ body: values.body, internal });
      portalForm.reset();
      void message.success(internal ? t('tickets.reply.noteAdded') : t('tickets.reply.sent'));
    },
  });
  const internal = Form.useWatch('internal', portalForm.form) ?? false;

  return (
    <Form<ReplyFormValues> {...portalForm.formProps} initialValues={EMPTY}>
      <Form.Item name="body" label={t('tickets.reply.label')} rules={[required, max(TICKET_MESSAGE_MAX)]}>
        <RichTextEditor aria-label={t('tickets.reply.label')} />
      </Form.Item>
      {mayWriteInternalNote && (
        <Form.Item
          name="internal"
          label={t('tickets.thread.internalNote')}
          valuePropName="checked"
          validateTrigger="onChange"
          extra={t('tickets.reply.internalHint')}
        >
          <Switch />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={portalForm.saving}>
        {internal ? t('tickets.reply.addNote') : t('tickets.reply.send')}
      </Button>
    </Form>
  );
}
