import { Messages, type AddressInput } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { useModalForm } from '@portal/ui';
import { Checkbox, Form, Modal } from 'antd';
import { useMemo } from 'react';
import { useCustomersTranslation } from '../../i18n/use-customers-translation';
import { toAddressFormValues, toAddressInput, type AddressFields, type AddressFormValues } from './address-input';
import { AddressFieldItems } from './address-field-items';

/** Props of {@link AddressFormModal}. */
export interface AddressFormModalProps {
  /** The address to edit; null adds a new one. */
  address: (AddressFields & { shippingAddress?: boolean; invoiceAddress?: boolean; visitingAddress?: boolean }) | null;
  /** Shows "Use as shipping / invoice / visiting address" (organization addresses; not for subcustomers). */
  withTypes: boolean;
  /** Saves the payload; rejects with the API error, whose field errors land on the fields (spec §8). */
  onSave: (input: AddressInput) => Promise<void>;
  /** Closes the dialog (after a save, or on Cancel / Escape). */
  onClose: () => void;
}

const FORM_FIELDS = ['streetName', 'houseNumber', 'zipCode', 'city', 'country', 'countryCode', 'email'] as const;

/**
 * Add or edit an address in a modal dialog (spec §3 Address, §5 form behaviour): street, house number, zip code,
 * city, country (preferred countries first, spec §9; the pick also sets the ISO code), invoice e-mail and, for
 * organization addresses, the three default checkboxes (type flags 1, 2, 4). Required fields are marked; text
 * fields validate on blur, checkboxes on change, and every field on change after the first submit. A failed
 * submit shows "Sorry, not all fields are filled in correctly.". A save closes it with "Changes saved"; a failed
 * one keeps it open with the server's field errors on their fields (spec §8). Render it only while open: it
 * mounts open.
 */
export function AddressFormModal({ address, withTypes, onSave, onClose }: AddressFormModalProps) {
  const { t } = useCustomersTranslation();
  const initialValues = useMemo(() => toAddressFormValues(address), [address]);
  const { modalProps, formProps } = useModalForm<AddressFormValues>({
    fields: FORM_FIELDS,
    // The code comes from the picker, so its errors belong to the country field.
    fieldOf: (name) => (name === 'countryCode' ? 'country' : name),
    save: async (values) => {
      await onSave(toAddressInput(values, withTypes));
      onClose();
    },
    savedMessage: translateText(Messages.changesSaved),
  });

  return (
    <Modal
      {...modalProps}
      title={address ? t('addressForm.editTitle') : t('addressForm.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<AddressFormValues> {...formProps} name="address" initialValues={initialValues}>
        <AddressFieldItems autoFocus />
        {withTypes && (
          <>
            {(['shipping', 'invoice', 'visiting'] as const).map((kind) => (
              <Form.Item key={kind} name={kind} valuePropName="checked" validateTrigger="onChange" style={{ marginBottom: 8 }}>
                <Checkbox>{t(`addresses.fields.${kind}`)}</Checkbox>
              </Form.Item>
            ))}
          </>
        )}
      </Form>
    </Modal>
  );
}
