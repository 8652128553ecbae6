import type { WebshopOrderStatus } from '@portal/domain';
import { Steps } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/** The way of an order that is not cancelled (issue 15: received → processing → shipped → delivered). */
const PROGRESS = ['received', 'processing', 'shipped', 'delivered'] as const;

/**
 * Where an order is (issue 15), as steps: received, processing, shipped, delivered, the current one marked (all
 * done once delivered). A cancelled order shows "Received" and then "Cancelled" as failed (from which state it was
 * cancelled is not kept).
 */
export function WebshopOrderProgress({ status }: { status: WebshopOrderStatus }) {
  const { t } = useShipmentsTranslation();
  if (status === 'cancelled') {
    return (
      <Steps
        size="small"
        current={1}
        status="error"
        items={[{ title: t('webshop.status.received') }, { title: t('webshop.status.cancelled') }]}
      />
    );
  }
  const current = PROGRESS.indexOf(status);
  return (
    <Steps
      size="small"
      current={current}
      status={status === 'delivered' ? 'finish' : 'process'}
      items={PROGRESS.map((step) => ({ title: t(`webshop.status.${step}`) }))}
    />
  );
}
