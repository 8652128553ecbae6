import { webshopOrderNumber } from '@portal/domain';
import { apiErrorText } from '@portal/ui';
import { normalizeError } from '@portal/api';
import { Alert, Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import type { WebshopOrderStart } from '../hooks/use-webshop-order-start';

/** Props of {@link WebshopOrderNotice}. */
export interface WebshopOrderNoticeProps {
  start: WebshopOrderStart;
  /** The webshop order the flow ships (the draft's), or the one just shipped; none for a plain shipment. */
  orderId?: number;
  /** True once the shipment is created. */
  shipped: boolean;
}

/**
 * What a creation flow says about the webshop order it ships (issue 15): loading it, why it could not be started
 * (not found, shipped or cancelled already), whether to replace another shipment in progress (Replace it / Keep my
 * shipment), "You are shipping webshop order WS-…" while the flow runs, and
 * "Webshop order WS-… is shipped." once the shipment exists — each with a link to the order. Nothing otherwise.
 */
export function WebshopOrderNotice({ start, orderId, shipped }: WebshopOrderNoticeProps) {
  const { t } = useShipmentsTranslation();
  const link = (id: number) => (
    <Link to={`/webshop/orders/${id}`}>{t('createShipment.webshopOrder.open')}</Link>
  );
  const style = { marginBottom: 16 };
  if (start.loading)
    return <Alert style={style} type="info" showIcon title={t('createShipment.webshopOrder.loading')} />;
  if (start.error) {
    return (
      <Alert
        style={style}
        type="error"
        showIcon
        title={t('createShipment.webshopOrder.failed')}
        description={apiErrorText(normalizeError(start.error))}
      />
    );
  }
  if (start.refused) {
    const order = start.refused;
    return (
      <Alert
        style={style}
        type="warning"
        showIcon
        title={t('createShipment.webshopOrder.refused', {
          number: order.orderNumber,
          status: t(`createShipment.webshopOrder.status.${order.status}`),
        })}
        action={link(order.id)}
      />
    );
  }
  if (start.replacing) {
    return (
      <Alert
        style={style}
        type="warning"
        showIcon
        title={t('createShipment.webshopOrder.replaceQuestion', { number: start.replacing.orderNumber })}
        action={
          <Space>
            <Button size="small" type="primary" onClick={start.replace}>
              {t('createShipment.webshopOrder.replace')}
            </Button>
            <Button size="small" onClick={start.keep}>
              {t('createShipment.webshopOrder.keep')}
            </Button>
          </Space>
        }
      />
    );
  }
  if (orderId === undefined) return null;
  const number = webshopOrderNumber(orderId);
  return shipped ? (
    <Alert
      style={style}
      type="success"
      showIcon
      title={t('createShipment.webshopOrder.shipped', { number })}
      action={link(orderId)}
    />
  ) : (
    <Alert
      style={style}
      type="info"
      showIcon
      title={t('createShipment.webshopOrder.shipping', { number })}
      action={link(orderId)}
    />
  );
}
