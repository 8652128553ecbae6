import { useFormRules } from '@portal/ui';
import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useCustomersTranslation } from '../../i18n/use-customers-translation';
import { countryChoices, countryCodeOf } from '@portal/domain';

/** Props of {@link AddressFieldItems}. */
export interface AddressFieldItemsProps {
  /** Name path the fields sit under in the surrounding form (e.g. `['address']`); none: top level. */
  prefix?: string[];
  /** Focuses the street field on mount (dialogs). */
  autoFocus?: boolean;
}

/**
 * The address fields of spec §3 inside a surrounding antd Form: street, house number, zip code, city (required),
 * country (required; preferred countries first, spec §9; the pick also fills the hidden ISO `countryCode`) and
 * the optional invoice e-mail ("Please enter a valid email address."). Used by the address dialog and the new
 * subcustomer form.
 */
export function AddressFieldItems({ prefix = [], autoFocus = false }: AddressFieldItemsProps) {
  const { t } = useCustomersTranslation();
  const form = Form.useFormInstance();
  const countries = useMemo(() => countryChoices().map((c) => ({ value: c.name, label: c.name })), []);
  const { required, email, maxLength: max } = useFormRules();
  const name = (field: string) => [...prefix, field];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item name={name('streetName')} label={t('addressForm.fields.streetName')} rules={[required, max(200)]}>
            <Input autoComplete="address-line1" autoFocus={autoFocus} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={name('houseNumber')} label={t('addressForm.fields.houseNumber')} rules={[required, max(20)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={name('zipCode')} label={t('addressForm.fields.zipCode')} rules={[required, max(20)]}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name={name('city')} label={t('addressForm.fields.city')} rules={[required, max(100)]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={name('country')}
        label={t('addressForm.fields.country')}
        rules={[required]}
        validateTrigger={['onBlur', 'onChange']}
      >
        <Select
          options={countries}
          showSearch
          optionFilterProp="label"
          placeholder={t('form.select')}
          onChange={(country: string) => form.setFieldValue(name('countryCode'), countryCodeOf(country) ?? '')}
        />
      </Form.Item>
      <Form.Item name={name('countryCode')} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={name('email')} label={t('addressForm.fields.email')} rules={[email, max(254)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </>
  );
}
