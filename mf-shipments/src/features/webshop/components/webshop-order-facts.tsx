import type { WebshopOrder } from '@portal/domain';
import { DateText, isHttpUrl } from '@portal/ui';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { TrackAndTraceLink } from '../../../shared/components/track-and-trace-link';
import { WebshopOrderStatusTag } from './webshop-order-status-tag';
import { addressLine, productText } from './webshop-texts';

/** Props of {@link WebshopOrderFacts}. */
export interface WebshopOrderFactsProps {
  order: WebshopOrder;
  /** Staff also see the customer the order belongs to. */
  isStaff: boolean;
}

/**
 * The facts of a webshop order (issue 15): order number, status, the customer (staff), product ("Supplier · form
 * factor · plan", as ordered), quantity, delivery address (the country when abroad), reference and remark ("—" when
 * none), who ordered (name and e-mail; "—" for a deleted user), when it was ordered and last changed; once shipped
 * the shipment's barcode (a link to the shipment in the portal) and "Track and trace" (the carrier's page in a new
 * tab without our window, only for an http(s) address).
 */
export function WebshopOrderFacts({ order, isStaff }: WebshopOrderFactsProps) {
  const { t } = useShipmentsTranslation();
  const none = t('webshop.none');
  const { shipment } = order;
  const trackAndTraceUrl =
    shipment?.trackAndTraceUrl && isHttpUrl(shipment.trackAndTraceUrl) ? shipment.trackAndTraceUrl : null;
  const items: Array<[string, ReactNode] | false> = [
    ['orderNumber', order.orderNumber],
    ['status', <WebshopOrderStatusTag key="status" status={order.status} />],
    isStaff && ['customer', order.organizationName],
    ['product', productText(order.product, t)],
    ['quantity', order.quantity],
    ['address', addressLine(order.address)],
    ['reference', order.reference ?? none],
    ['remark', order.remark ? <span style={{ whiteSpace: 'pre-line' }}>{order.remark}</span> : none],
    ['orderedBy', order.orderedBy ? `${order.orderedBy.name} (${order.orderedBy.email})` : none],
    ['orderedAt', <DateText key="orderedAt" value={order.createdAt} withTime />],
    ['updatedAt', <DateText key="updatedAt" value={order.updatedAt} withTime />],
    shipment !== null && [
      'shipment',
      <Link key="shipment" to={`/shipments/${shipment.id}`} style={{ overflowWrap: 'anywhere' }}>
        {shipment.barcode}
      </Link>,
    ],
    shipment !== null &&
      trackAndTraceUrl !== null && [
        'trackAndTrace',
        <TrackAndTraceLink
          key="trackAndTrace"
          url={trackAndTraceUrl}
          barcode={shipment.barcode}
          label={t('webshop.detail.followShipment')}
        />,
      ],
  ];
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      bordered
      items={items
        .filter((item) => item !== false)
        .map(([field, children]) => ({ key: field, label: t(`webshop.fields.${field}`), children }))}
    />
  );
}
