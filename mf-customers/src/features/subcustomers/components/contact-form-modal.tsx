import { useModalForm } from '@portal/ui';
import type { SubcustomerContact, SubcustomerContactInput } from '@portal/domain';
import { App, Form, Modal } from 'antd';
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
  const { modalProps, formProps } = useModalForm<ContactFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      await onSave(toContactInput(values));
      message.success(t('messages.changesSaved'));
      onClose();
    },
  });

  return (
    <Modal
      {...modalProps}
      title={contact ? t('subcustomers.contacts.editTitle') : t('subcustomers.contacts.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<ContactFormValues> {...formProps} name="subcustomer-contact" initialValues={toContactFormValues(contact)}>
        <ContactFieldItems autoFocus />
      </Form>
    </Modal>
  );
}
