import type { SubcustomerContact, SubcustomerContactInput } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { useApiError } from '@portal/ui';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { placeFieldErrors } from '../../../forms/field-errors';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { toContactFormValues, toContactInput, type ContactFormValues } from '../api/contact-input';
import { ContactFieldItems } from './contact-field-items';

/** Props of {@link ContactFormModal}. */
export interface ContactFormModalProps {
  /** The contact person to edit; null adds one. */
  contact: SubcustomerContact | null;
  /** Saves; rejects with the API error, whose field errors land on the fields (spec §8). */
  onSave: (input: SubcustomerContactInput) => Promise<void>;
  onClose: () => void;
}

const FORM_FIELDS = ['name', 'function', 'email', 'phoneNumber'] as const;

/**
 * Add or edit a contact person of a subcustomer in a modal dialog (spec §3 Subcustomer; §5 form behaviour:
 * required marked, validation on blur and, after submit, on change; "Sorry, not all fields are filled in
 * correctly."). Render it only while open.
 */
export function ContactFormModal({ contact, onSave, onClose }: ContactFormModalProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [form] = Form.useForm<ContactFormValues>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  async function handleFinish(values: ContactFormValues) {
    setSaving(true);
    try {
      await onSave(toContactInput(values));
      message.success(t('messages.changesSaved'));
      onClose();
    } catch (error) {
      const { fieldErrors } = showApiError(error);
      const { placed } = placeFieldErrors(fieldErrors, FORM_FIELDS);
      form.setFields(placed.map(({ name, errors }) => ({ name: name as keyof ContactFormValues, errors: errors.map(translateText) })));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={contact ? t('subcustomers.contacts.editTitle') : t('subcustomers.contacts.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => {
        setSubmitted(true);
        form.submit();
      }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<ContactFormValues>
        form={form}
        name="subcustomer-contact"
        layout="vertical"
        initialValues={toContactFormValues(contact)}
        validateTrigger={submitted ? ['onBlur', 'onChange'] : 'onBlur'}
        onFinish={handleFinish}
        onFinishFailed={() => message.error(t('messages.formIncomplete'))}
      >
        <ContactFieldItems autoFocus />
      </Form>
    </Modal>
  );
}
