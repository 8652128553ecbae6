import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Messages, SUPPLIER_SERVICE_MAX_CONTACTS, type SupplierServicePage } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { RichTextEditor, useFormRules, useModalForm } from '@portal/ui';
import { Button, Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useSuppliersQuery } from '../../../shared/api/list-suppliers';
import { useUpdateSupplierServicePageMutation } from '../api/update-supplier-service-page';
import {
  SUPPLIER_SERVICE_FORM_FIELDS,
  placeContactErrors,
  toSupplierServiceFormValues,
  toSupplierServicePageInput,
  type SupplierServiceFormValues,
} from './supplier-service-form';

/** Longest contact texts, in characters (supplierServiceContactInputSchema). */
const CONTACT_MAX = { name: 200, function: 100, email: 254, phoneNumber: 30 } as const;

/** Props of {@link SupplierServiceEditModal}. */
export interface SupplierServiceEditModalProps {
  /** The page as it shows now (its values prefill the form). */
  page: SupplierServicePage;
  /** Closes the dialog (after a save, or on Cancel / Escape). */
  onClose: () => void;
}

/**
 * "Edit page" of a supplier service page (editors: SUPPLIER_SERVICE_EDITOR_ROLES; issue 15; spec §5, §8): the
 * supplier the page presents (GET /suppliers; searchable, cleared for none), the description in English and in
 * Dutch (rich text) and the contacts (up to SUPPLIER_SERVICE_MAX_CONTACTS, each with a name (required), function,
 * e-mail address (checked) and phone number; "Add contact", "Remove contact N"). Save sends PUT
 * /supplier-services/{subsystem} with exactly `{supplierId, descriptionEn, descriptionNl, contacts}`, closes the
 * dialog and says "Changes saved"; a refusal keeps it open with the server's field errors under their fields, those
 * of a contact (`contacts.0.email`) under that contact's field. Render it only while open: it mounts open.
 */
export function SupplierServiceEditModal({ page, onClose }: SupplierServiceEditModalProps) {
  const { t } = useShipmentsTranslation();
  const { required, email, maxLength } = useFormRules();
  const update = useUpdateSupplierServicePageMutation();
  const suppliers = useSuppliersQuery();
  const initialValues = useMemo(() => toSupplierServiceFormValues(page), [page]);
  const { modalProps, formProps } = useModalForm<SupplierServiceFormValues>({
    fields: SUPPLIER_SERVICE_FORM_FIELDS,
    save: async (values) => {
      try {
        await update.mutateAsync({ subsystem: page.subsystem, input: toSupplierServicePageInput(values) });
      } catch (error) {
        throw placeContactErrors(error, formProps.form);
      }
      onClose();
    },
    savedMessage: translateText(Messages.changesSaved),
  });
  const { form } = formProps;

  // The page's own supplier stays a choice while the list loads (or should it be missing from it).
  const supplierOptions = useMemo(() => {
    const options = (suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }));
    const current = page.supplier;
    if (current && !options.some((option) => option.value === current.id))
      options.unshift({ value: current.id, label: current.name });
    return options;
  }, [suppliers.data, page.supplier]);

  function addContact(append: (row: unknown) => void, count: number) {
    append({ name: '', function: '', email: '', phoneNumber: '' });
    // After the new row renders: the user goes on with its name.
    setTimeout(() => form.focusField(['contacts', count, 'name']), 0);
  }

  function removeContact(drop: (index: number) => void, index: number, remaining: number) {
    drop(index);
    // The button is gone with its contact: the focus goes to the contact before it, or to "Add contact".
    setTimeout(() => {
      if (remaining > 0) form.focusField(['contacts', Math.max(0, index - 1), 'name']);
    }, 0);
  }

  return (
    <Modal
      {...modalProps}
      title={t('supplierService.form.title')}
      okText={t('supplierService.form.save')}
      cancelText={t('supplierService.form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={800}
      afterOpenChange={(open) => open && form.focusField('supplierId')}
    >
      <Form<SupplierServiceFormValues>
        {...formProps}
        name="supplierServicePage"
        initialValues={initialValues}
      >
        <Form.Item
          name="supplierId"
          label={t('supplierService.form.supplier')}
          extra={t('supplierService.form.supplierHelp')}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Select
            options={supplierOptions}
            loading={suppliers.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={t('supplierService.form.supplierPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('supplierService.form.descriptionEn')}>
          <RichTextEditor />
        </Form.Item>
        <Form.Item name="descriptionNl" label={t('supplierService.form.descriptionNl')}>
          <RichTextEditor />
        </Form.Item>
        <Typography.Text strong>{t('supplierService.form.contacts')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('supplierService.form.contactsHelp', { max: SUPPLIER_SERVICE_MAX_CONTACTS })}
        </Typography.Paragraph>
        <Form.List name="contacts">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <fieldset
                  key={field.key}
                  style={{
                    border: 0,
                    borderTop: '1px solid rgba(5, 5, 5, 0.06)',
                    margin: 0,
                    padding: '8px 0 0',
                  }}
                >
                  <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, width: 'auto' }}>
                    {t('supplierService.form.contact', { number: index + 1 })}
                  </legend>
                  <Row gutter={12} align="top" wrap>
                    <Col xs={24} sm={12} md={6}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label={t('supplierService.form.name')}
                        rules={[required, maxLength(CONTACT_MAX.name)]}
                      >
                        <Input autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12} md={5}>
                      <Form.Item
                        name={[field.name, 'function']}
                        label={t('supplierService.form.function')}
                        rules={[maxLength(CONTACT_MAX.function)]}
                      >
                        <Input autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12} md={6}>
                      <Form.Item
                        name={[field.name, 'email']}
                        label={t('supplierService.form.email')}
                        rules={[email, maxLength(CONTACT_MAX.email)]}
                      >
                        <Input type="email" inputMode="email" autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={20} sm={10} md={5}>
                      <Form.Item
                        name={[field.name, 'phoneNumber']}
                        label={t('supplierService.form.phoneNumber')}
                        rules={[maxLength(CONTACT_MAX.phoneNumber)]}
                      >
                        <Input type="tel" inputMode="tel" autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={4} sm={2} style={{ paddingTop: 30 }}>
                      <Button
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => removeContact(remove, field.name, fields.length - 1)}
                        aria-label={t('supplierService.form.removeContact', { number: index + 1 })}
                        title={t('supplierService.form.removeContact', { number: index + 1 })}
                      />
                    </Col>
                  </Row>
                </fieldset>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => addContact(add, fields.length)}
                disabled={fields.length >= SUPPLIER_SERVICE_MAX_CONTACTS}
                style={{ marginTop: 8 }}
              >
                {t('supplierService.form.addContact')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
