import { translateText } from '@portal/i18n';
import { placeFieldErrors, useApiError } from '@portal/ui';
import { App, Button, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState, type ReactNode } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import type { OrganizationFormValues } from '../api/organization-input';
import type { OrganizationFormOptions } from '../api/use-organization-form-options';
import { countryOptions } from '../../../shared/countries';

/** Props of {@link OrganizationForm}. */
export interface OrganizationFormProps {
  initialValues: OrganizationFormValues;
  /** Select options (suppliers, employees, resellers). */
  options: OrganizationFormOptions;
  /** Read-only staff (account manager, spec §6): every field disabled, no save button. */
  readOnly?: boolean;
  /** Saves the values; rejects with the API error, whose field errors are shown on the fields (spec §8). */
  onSave: (values: OrganizationFormValues) => Promise<void>;
  /** Shown next to Save (e.g. Cancel on the create page). */
  extraActions?: ReactNode;
}

const FORM_FIELDS = [
  'name',
  'customerNumber',
  'vatLiable',
  'vatNumber',
  'kvkNumber',
  'ibanNumber',
  'country',
  'slaLevel',
  'isProspect',
  'isReseller',
  'resellerId',
  'contactPersonId',
  'initialContractorId',
  'announcementEmailAddress',
  'supplierIds',
] as const satisfies ReadonlyArray<keyof OrganizationFormValues>;

/**
 * The organization form of spec §3 (create and edit, General tab). Form behaviour of spec §5: required fields
 * are marked; text fields validate on blur, switches on change, and after the first submit every field
 * validates on change too. A submit with invalid fields shows "Sorry, not all fields are filled in correctly."
 * The VAT number is shown and required only when the organization is VAT liable. Server field errors land on
 * their fields; a successful save shows "Changes saved".
 */
export function OrganizationForm({ initialValues, options, readOnly = false, onSave, extraActions }: OrganizationFormProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [form] = Form.useForm<OrganizationFormValues>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const vatLiable = Form.useWatch('vatLiable', form) ?? initialValues.vatLiable;
  const countries = useMemo(() => countryOptions().map((name) => ({ value: name, label: name })), []);

  const required: Rule = { required: true, message: t('messages.required') };
  const max = (length: number): Rule => ({ max: length, message: t('messages.maxLength', { max: length }) });
  const textTrigger = submitted ? ['onBlur', 'onChange'] : 'onBlur';

  async function handleFinish(values: OrganizationFormValues) {
    setSaving(true);
    try {
      await onSave(values);
      message.success(t('messages.changesSaved'));
    } catch (error) {
      // Spec §8: the error message with its field list, and each field error on its field.
      const { fieldErrors } = showApiError(error);
      const { placed } = placeFieldErrors(fieldErrors, FORM_FIELDS);
      form.setFields(
        placed.map(({ name, errors }) => ({ name: name as keyof OrganizationFormValues, errors: errors.map(translateText) })),
      );
    } finally {
      setSaving(false);
    }
  }

  function handleFinishFailed() {
    message.error(t('messages.formIncomplete'));
  }

  const selectProps = { allowClear: true, showSearch: true, optionFilterProp: 'label', placeholder: t('form.select') };

  return (
    <Form<OrganizationFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      validateTrigger={textTrigger}
      onFinish={handleFinish}
      onFinishFailed={handleFinishFailed}
      onSubmitCapture={() => setSubmitted(true)}
      scrollToFirstError
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('fields.name')} rules={[required, max(200)]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="customerNumber" label={t('fields.customerNumber')} rules={[required, max(50)]}>
            <Input />
          </Form.Item>
          <Form.Item name="vatLiable" label={t('fields.vatLiable')} valuePropName="checked" validateTrigger="onChange">
            <Switch />
          </Form.Item>
          {vatLiable && (
            <Form.Item name="vatNumber" label={t('fields.vatNumber')} rules={[required, max(30)]}>
              <Input />
            </Form.Item>
          )}
          <Form.Item name="kvkNumber" label={t('fields.kvkNumber')} rules={[max(20)]}>
            <Input />
          </Form.Item>
          <Form.Item name="ibanNumber" label={t('fields.ibanNumber')} rules={[max(34)]}>
            <Input />
          </Form.Item>
          <Form.Item name="country" label={t('fields.country')} rules={[required]} validateTrigger={['onBlur', 'onChange']}>
            <Select options={countries} showSearch optionFilterProp="label" placeholder={t('form.select')} />
          </Form.Item>
          <Form.Item name="slaLevel" label={t('fields.slaLevel')} rules={[max(50)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Space size="large" wrap>
            <Form.Item name="isProspect" label={t('fields.isProspect')} valuePropName="checked" validateTrigger="onChange">
              <Switch />
            </Form.Item>
            <Form.Item name="isReseller" label={t('fields.isReseller')} valuePropName="checked" validateTrigger="onChange">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="resellerId" label={t('fields.resellerId')}>
            <Select {...selectProps} options={options.resellers} />
          </Form.Item>
          <Form.Item name="contactPersonId" label={t('fields.contactPersonId')}>
            <Select {...selectProps} options={options.employees} />
          </Form.Item>
          <Form.Item name="initialContractorId" label={t('fields.initialContractorId')}>
            <Select {...selectProps} options={options.employees} />
          </Form.Item>
          <Form.Item
            name="announcementEmailAddress"
            label={t('fields.announcementEmailAddress')}
            rules={[{ type: 'email', message: t('messages.invalidEmail') }, max(254)]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="supplierIds" label={t('fields.supplierIds')}>
            <Select {...selectProps} mode="multiple" options={options.suppliers} />
          </Form.Item>
        </Col>
      </Row>
      {!readOnly && (
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('form.save')}
          </Button>
          {extraActions}
        </Space>
      )}
    </Form>
  );
}
