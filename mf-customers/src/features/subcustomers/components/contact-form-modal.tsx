import { Messages, type SubcustomerContact, type SubcustomerContactInput } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { useModalForm } from '@portal/ui';
import { Form, Modal } from 'antd';
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
 * correctly."). A save closes it with "Changes saved"; a failed one keeps it open with the server's field errors
 * on their fields (spec §8). Render it only while open.
 */
export function ContactFormModal({ contact, onSave, onClose }: ContactFormModalProps) {
  const { t } = useCustomersTranslation();
  const { modalProps, formProps } = useModalForm<ContactFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      await onSave(toContactInput(values));
      onClose();
    },
    savedMessage: translateText(Messages.changesSaved),
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
