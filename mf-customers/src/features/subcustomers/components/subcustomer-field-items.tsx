import { useFormRules } from '@portal/ui';
import { Col, Form, Input, Row } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/**
 * The subcustomer's own fields (spec §3 Subcustomer: name; reference is our design), for the new-subcustomer form
 * and the detail page: name required (max 200), reference optional (max 50). Place inside an antd Form.
 */
export function SubcustomerFieldItems() {
  const { t } = useCustomersTranslation();
  const { required, maxLength: max } = useFormRules();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('subcustomers.fields.name')} rules={[required, max(200)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="reference" label={t('subcustomers.fields.reference')} rules={[max(50)]}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
