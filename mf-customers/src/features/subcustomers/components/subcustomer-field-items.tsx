import { Col, Form, Input, Row } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/**
 * The subcustomer's own fields (spec §3 Subcustomer: name; reference is our design), for the new-subcustomer form
 * and the detail page: name required (max 200), reference optional (max 50). Place inside an antd Form.
 */
export function SubcustomerFieldItems() {
  const { t } = useCustomersTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('subcustomers.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('messages.required') },
            { max: 200, message: t('messages.maxLength', { max: 200 }) },
          ]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="reference"
          label={t('subcustomers.fields.reference')}
          rules={[{ max: 50, message: t('messages.maxLength', { max: 50 }) }]}
        >
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
