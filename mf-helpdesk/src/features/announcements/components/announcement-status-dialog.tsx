import { CLOSED_STATUS_OF, type Announcement } from '@portal/domain';
import { RichTextEditor, useFormRules, useModalForm } from '@portal/ui';
import { App, Checkbox, Form, Modal, Typography } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useSetAnnouncementStatusMutation } from '../api/set-announcement-status';

interface StatusFormValues {
  message: string;
  notify: boolean;
}

const FORM_FIELDS = ['message', 'notify'] as const;

/** Props of {@link AnnouncementStatusDialog}. */
export interface AnnouncementStatusDialogProps {
  announcement: Announcement;
  /** close: to the type's closed status with a final message; reopen: back to open. */
  action: 'close' | 'reopen';
  /** Called after a save and on Cancel / Escape. */
  onClose: () => void;
}

/**
 * Closes or reopens an announcement (spec §4 statuses; issue 12; writers). Close asks for the final message
 * (required) and sets the closed status of the type (CLOSED_STATUS_OF: incident and interference → interference
 * resolved, maintenance → maintenance closed, notification → notification closed); reopen sets open with an
 * optional message. Both offer "Notify recipients". PUT /announcements/{id}/status; on success "Announcement
 * closed" / "Announcement reopened". The focus returns to the button that opened it.
 */
export function AnnouncementStatusDialog({ announcement, action, onClose }: AnnouncementStatusDialogProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const { required } = useFormRules();
  const setStatus = useSetAnnouncementStatusMutation(announcement.id);
  const closing = action === 'close';
  const status = closing ? CLOSED_STATUS_OF[announcement.type] : 'open';
  const { modalProps, formProps } = useModalForm<StatusFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      await setStatus.mutateAsync({ status, message: values.message ?? '', notify: values.notify ?? false });
      void message.success(t(closing ? 'announcements.status.closed' : 'announcements.status.reopened'));
      onClose();
    },
  });
  const messageLabel = t(closing ? 'announcements.status.finalMessage' : 'announcements.status.message');

  return (
    <Modal
      {...modalProps}
      title={t(closing ? 'announcements.status.closeTitle' : 'announcements.status.reopenTitle', {
        title: announcement.title,
      })}
      okText={t(closing ? 'announcements.status.close' : 'announcements.status.reopen')}
      cancelText={t('announcements.form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={720}
    >
      <Typography.Paragraph>
        {t('announcements.status.becomes', { status: t(`labels.status.${status}`) })}
      </Typography.Paragraph>
      <Form<StatusFormValues> {...formProps} initialValues={{ message: '', notify: false }}>
        <Form.Item name="message" label={messageLabel} rules={closing ? [required] : []}>
          <RichTextEditor aria-label={messageLabel} />
        </Form.Item>
        <Form.Item name="notify" valuePropName="checked" validateTrigger="onChange">
          <Checkbox>{t('announcements.messages.notify')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
