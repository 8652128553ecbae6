import type { SubcustomerInput } from '@portal/domain';
import { usePortalForm } from '@portal/ui';
import { App, Button, Card, Checkbox, Form, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { toAddressFormValues, toAddressInput, type AddressFormValues } from '../../../shared/address-form/address-input';
import { AddressFieldItems } from '../../../shared/address-form/address-field-items';
import { useOrganizationDetail } from '../../../shared/organization-detail-context';
import { toContactFormValues, toContactInput, type ContactFormValues } from '../api/contact-input';
import { useCreateSubcustomerMutation } from '../api/create-subcustomer';
import { ContactFieldItems } from '../components/contact-field-items';
import { SubcustomerFieldItems } from '../components/subcustomer-field-items';

interface NewSubcustomerValues {
  name: string;
  reference?: string;
  withContact: boolean;
  contact: ContactFormValues;
  withAddress: boolean;
  address: AddressFormValues;
}

const FORM_FIELDS = ['name', 'reference'] as const;

/**
 * New subcustomer (/organizations/:id/subcustomers/new, spec §2, §3 Subcustomer): name (required) and reference,
 * optionally a first contact person and a first address (each behind a checkbox that shows its fields). Save
 * creates it in one call and opens its detail; Cancel returns to the list. Writers only (the account manager is
 * shown that they cannot create).
 */
export function SubcustomerNewPage() {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { organization, canWrite } = useOrganizationDetail();
  const create = useCreateSubcustomerMutation(organization.id);
  const { form, formProps, saving } = usePortalForm<NewSubcustomerValues>({ fields: FORM_FIELDS, save });
  const withContact = Form.useWatch('withContact', form);
  const withAddress = Form.useWatch('withAddress', form);
  const listPath = `/organizations/${organization.id}/subcustomers`;

  /** Creates the subcustomer (with the optional first contact and address) and opens its detail. */
  async function save(values: NewSubcustomerValues) {
    const input: SubcustomerInput = {
      name: values.name.trim(),
      reference: values.reference?.trim() ? values.reference.trim() : null,
    };
    if (values.withContact) input.contacts = [toContactInput(values.contact)];
    if (values.withAddress) input.addresses = [toAddressInput(values.address, false)];
    const created = await create.mutateAsync(input);
    void message.success(t('subcustomers.created', { name: created.name }));
    navigate(`${listPath}/${created.id}`);
  }

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('subcustomers.newTitle')}
        </Typography.Title>
      }
    >
      {!canWrite ? (
        <Typography.Paragraph>{t('subcustomers.readOnly')}</Typography.Paragraph>
      ) : (
        <Form<NewSubcustomerValues>
          {...formProps}
          name="new-subcustomer"
          initialValues={{
            name: '',
            reference: '',
            withContact: false,
            contact: toContactFormValues(null),
            withAddress: false,
            address: toAddressFormValues(null),
          }}
        >
          <SubcustomerFieldItems />
          <Form.Item name="withContact" valuePropName="checked" validateTrigger="onChange" style={{ marginBottom: 8 }}>
            <Checkbox>{t('subcustomers.withContact')}</Checkbox>
          </Form.Item>
          {withContact && (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="ant-typography" style={{ fontSize: 16, fontWeight: 600 }}>
                {t('subcustomers.firstContact')}
              </legend>
              <ContactFieldItems prefix={['contact']} />
            </fieldset>
          )}
          <Form.Item name="withAddress" valuePropName="checked" validateTrigger="onChange">
            <Checkbox>{t('subcustomers.withAddress')}</Checkbox>
          </Form.Item>
          {withAddress && (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="ant-typography" style={{ fontSize: 16, fontWeight: 600 }}>
                {t('subcustomers.firstAddress')}
              </legend>
              <AddressFieldItems prefix={['address']} />
            </fieldset>
          )}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('form.save')}
            </Button>
            <Button onClick={() => navigate(listPath)}>{t('form.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
