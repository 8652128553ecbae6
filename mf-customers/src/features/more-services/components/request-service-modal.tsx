import { useFormRules, useModalForm } from '@portal/ui';
import { Form, Input, Modal } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/** Props of {@link RequestServiceModal}. */
export interface RequestServiceModalProps {
  /** The service's name in the interface language. */
  serviceName: string;
  /** Sends the request with the optional message (null when empty); a rejection (the API error) is shown (spec §8). */
  onSubmit: (message: string | null) => Promise<void>;
  onClose: () => void;
}

interface RequestValues {
  message: string;
}

const FORM_FIELDS = ['message'] as const;

/**
 * The "Request" dialog of More services: an optional message (max. 1000 characters) for the provider. Send shows
 * a spinner while sending; a failed send keeps the dialog open with the server's error on the message (spec §8).
 */
export function RequestServiceModal({ serviceName, onSubmit, onClose }: RequestServiceModalProps) {
  const { t } = useCustomersTranslation();
  const { maxLength } = useFormRules();
  const { modalProps, formProps } = useModalForm<RequestValues>({
    fields: FORM_FIELDS,
    save: ({ message }) => onSubmit(message?.trim() || null),
  });

  return (
    <Modal
      {...modalProps}
      title={t('moreServices.requestTitle', { name: serviceName })}
      okText={t('moreServices.send')}
      cancelText={t('form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<RequestValues> {...formProps} initialValues={{ message: '' }}>
        <Form.Item
          name="message"
          label={t('moreServices.message')}
          extra={t('moreServices.messageHelp')}
          rules={[maxLength(1000)]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
