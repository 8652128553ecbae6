import { Messages } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { useFormRules, usePortalForm } from '@portal/ui';
import { Button, Col, Descriptions, Form, Input, Row, Select, Space, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import type { OrganizationFormValues } from '../api/organization-input';
import type { OrganizationFormOptions } from '../api/use-organization-form-options';
import { countryOptions } from '@portal/domain';

/** Props of {@link OrganizationForm}. */
export interface OrganizationFormProps {
  initialValues: OrganizationFormValues;
  /** Select options (suppliers, employees, resellers). */
  options: OrganizationFormOptions;
  /** Read-only staff (account manager, spec §6): the values as text (no greyed-out inputs), no save button. */
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
export function OrganizationForm(props: OrganizationFormProps) {
  return props.readOnly ? <OrganizationDetails values={props.initialValues} options={props.options} /> : <EditableOrganizationForm {...props} />;
}

/**
 * The organization's general data as text (spec §3; for readers such as the account manager, who may not
 * change it): the same fields and labels as the form, selects shown by their option labels.
 */
function OrganizationDetails({ values, options }: { values: OrganizationFormValues; options: OrganizationFormOptions }) {
  const { t } = useCustomersTranslation();
  const empty = t('common.empty');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const text = (value: string | null | undefined) => (value ? value : empty);
  const labelOf = (list: OrganizationFormOptions['employees'], id: number | '' | null | undefined) =>
    list.find((option) => option.value === id)?.label ?? empty;
  const suppliers = (values.supplierIds ?? []).map((id) => labelOf(options.suppliers, id)).filter((label) => label !== empty);
  const items: Array<[string, ReactNode]> = [
    ['name', text(values.name)],
    ['customerNumber', text(values.customerNumber)],
    ['vatLiable', yesNo(values.vatLiable)],
    ...(values.vatLiable ? ([['vatNumber', text(values.vatNumber)]] as Array<[string, ReactNode]>) : []),
    ['kvkNumber', text(values.kvkNumber)],
    ['ibanNumber', text(values.ibanNumber)],
    ['country', text(values.country)],
    ['slaLevel', text(values.slaLevel)],
    ['isProspect', yesNo(values.isProspect)],
    ['isReseller', yesNo(values.isReseller)],
    ['resellerId', labelOf(options.resellers, values.resellerId)],
    ['contactPersonId', labelOf(options.employees, values.contactPersonId)],
    ['initialContractorId', labelOf(options.employees, values.initialContractorId)],
    ['announcementEmailAddress', text(values.announcementEmailAddress)],
    ['supplierIds', suppliers.length > 0 ? suppliers.join(', ') : empty],
  ];
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      bordered
      size="small"
      items={items.map(([field, value]) => ({ key: field, label: t(`fields.${field}`), children: value }))}
    />
  );
}

/** The editable form (writers). */
function EditableOrganizationForm({ initialValues, options, onSave, extraActions }: OrganizationFormProps) {
  const { t } = useCustomersTranslation();
  const { form, formProps, saving } = usePortalForm<OrganizationFormValues>({
    fields: FORM_FIELDS,
    save: onSave,
    savedMessage: translateText(Messages.changesSaved),
  });
  const rules = useFormRules();
  const vatLiable = Form.useWatch('vatLiable', form) ?? initialValues.vatLiable;
  const countries = useMemo(() => countryOptions().map((name) => ({ value: name, label: name })), []);
  const { required, maxLength: max } = rules;

  const selectProps = { allowClear: true, showSearch: true, optionFilterProp: 'label', placeholder: t('form.select') };

  return (
    <Form<OrganizationFormValues> {...formProps} initialValues={initialValues}>
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
            rules={[rules.email, max(254)]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="supplierIds" label={t('fields.supplierIds')}>
            <Select {...selectProps} mode="multiple" options={options.suppliers} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
        {extraActions}
      </Space>
    </Form>
  );
}
