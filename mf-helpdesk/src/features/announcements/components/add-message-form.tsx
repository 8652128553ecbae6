import { RichTextEditor, useFormRules, usePortalForm } from '@portal/ui';
import { Button, Checkbox, Form } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useAddAnnouncementMessageMutation } from '../api/add-announcement-message';

interface MessageFormValues {
  body: string;
  notify: boolean;
}

const FORM_FIELDS = ['body', 'notify'] as const;
const EMPTY: MessageFormValues = { body: '', notify: false };

/** Props of {@link AddMessageForm}. */
export interface AddMessageFormProps {
  announcementId: number;
}

/**
 * "Add message" under an announcement's timeline (issue 12; writers): a rich-text message (required) and "Notify
 * recipients" (mails and notifies those the announcement concerns). POST /announcements/{id}/messages; on success
 * "Message added" and an empty form. Spec §5 form behaviour through usePortalForm.
 */
export function AddMessageForm({ announcementId }: AddMessageFormProps) {
  const { t } = useHelpdeskTranslation();
  const { required } = useFormRules();
  const addMessage = useAddAnnouncementMessageMutation(announcementId);
  const portalForm = usePortalForm<MessageFormValues>({
    fields: FORM_FIELDS,
    savedMessage: t('announcements.messages.added'),
    save: async (values) => {
      await addMessage.mutateAsync({ body: values.body, notify: values.notify ?? false });
      portalForm.reset();
    },
  });

  return (
    <Form<MessageFormValues> {...portalForm.formProps} initialValues={EMPTY}>
      <Form.Item name="body" label={t('announcements.messages.newMessage')} rules={[required]}>
        <RichTextEditor aria-label={t('announcements.messages.newMessage')} />
      </Form.Item>
      <Form.Item name="notify" valuePropName="checked" validateTrigger="onChange">
        <Checkbox>{t('announcements.messages.notify')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={portalForm.saving}>
        {t('announcements.messages.add')}
      </Button>
    </Form>
  );
}
