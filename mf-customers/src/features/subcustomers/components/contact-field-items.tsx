import { useFormRules } from '@portal/ui';
import { Col, Form, Input, Row } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/** Props of {@link ContactFieldItems}. */
export interface ContactFieldItemsProps {
  /** Name path the fields sit under in the surrounding form (e.g. `['contact']`); none: top level. */
  prefix?: string[];
  /** Focuses the name field on mount (dialogs). */
  autoFocus?: boolean;
}

/**
 * The fields of a subcustomer contact person inside a surrounding antd Form: name (required), function, e-mail
 * ("Please enter a valid email address.") and phone.
 */
export function ContactFieldItems({ prefix = [], autoFocus = false }: ContactFieldItemsProps) {
  const { t } = useCustomersTranslation();
  const { required, email, maxLength: max } = useFormRules();
  const name = (field: string) => [...prefix, field];
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name={name('name')} label={t('subcustomers.contactFields.name')} rules={[required, max(200)]}>
          <Input autoComplete="off" autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={name('function')} label={t('subcustomers.contactFields.function')} rules={[max(100)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={name('email')} label={t('subcustomers.contactFields.email')} rules={[email, max(254)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={name('phoneNumber')} label={t('subcustomers.contactFields.phoneNumber')} rules={[max(30)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
