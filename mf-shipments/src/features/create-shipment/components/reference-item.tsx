import { SHIPMENT_LIMITS } from '@portal/domain';
import { useFormRules } from '@portal/ui';
import { Form, Input } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/** The optional reference printed on the label (at most SHIPMENT_LIMITS.maxReferenceLength characters), both flows. */
export function ReferenceItem() {
  const { t } = useShipmentsTranslation();
  const { maxLength } = useFormRules();
  return (
    <Form.Item
      name="reference"
      label={t('createShipment.options.reference')}
      extra={t('createShipment.options.referenceHelp')}
      rules={[maxLength(SHIPMENT_LIMITS.maxReferenceLength)]}
      style={{ maxWidth: 320 }}
    >
      <Input maxLength={SHIPMENT_LIMITS.maxReferenceLength} />
    </Form.Item>
  );
}
