import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/** Props of {@link RequestServiceModal}. */
export interface RequestServiceModalProps {
  /** The service's name in the interface language. */
  serviceName: string;
  /** Sends the request with the optional message (null when empty); rejects with the API error. */
  onSubmit: (message: string | null) => Promise<void>;
  onClose: () => void;
}

/** The "Request" dialog of More services: an optional message (max. 1000 characters) for the provider. */
export function RequestServiceModal({ serviceName, onSubmit, onClose }: RequestServiceModalProps) {
  const { t } = useCustomersTranslation();
  const [form] = Form.useForm<{ message: string }>();
  const [sending, setSending] = useState(false);

  async function handleFinish({ message }: { message: string }) {
    setSending(true);
    try {
      await onSubmit(message?.trim() || null);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={t('moreServices.requestTitle', { name: serviceName })}
      okText={t('moreServices.send')}
      cancelText={t('form.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void handleFinish(values)} initialValues={{ message: '' }}>
        <Form.Item
          name="message"
          label={t('moreServices.message')}
          extra={t('moreServices.messageHelp')}
          rules={[{ max: 1000, message: t('messages.maxLength', { max: 1000 }) }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
