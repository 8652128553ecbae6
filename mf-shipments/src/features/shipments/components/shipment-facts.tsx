import type { Shipment } from '@portal/domain';
import { DateText, MoneyText } from '@portal/ui';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { ShipmentAddressText } from './shipment-address';
import { ShipmentStatusTag } from './shipment-status-tag';
import { shipmentTypeText } from './shipment-texts';
import { TrackAndTraceLink } from '../../../shared/components/track-and-trace-link';

/** Props of {@link ShipmentFacts}. */
export interface ShipmentFactsProps {
  shipment: Shipment;
  /** Staff also see the customer (organization) the shipment belongs to. */
  isStaff: boolean;
}

/**
 * The facts of a shipment (spec §3 Shipment): type or international service, status, recipient, address, number
 * of SIMs, insurance (euro cents shown as euros in the interface language's format; "Not insured" without),
 * sent date and time, barcode, track and trace link (new tab), the customer (staff) and the subcustomer ("—"
 * when none).
 */
export function ShipmentFacts({ shipment, isStaff }: ShipmentFactsProps) {
  const { t } = useShipmentsTranslation();
  const items: Array<[string, ReactNode] | false> = [
    ['type', shipmentTypeText(shipment, t)],
    ['status', <ShipmentStatusTag key="status" status={shipment.status} />],
    ['recipient', shipment.recipientName],
    ['address', <ShipmentAddressText key="address" address={shipment.address} />],
    ['reference', shipment.reference ?? t('shipments.none')],
    ['simCount', shipment.simCount],
    [
      'insurance',
      shipment.insuranceCents === null ? (
        t('shipments.detail.notInsured')
      ) : (
        <MoneyText key="insurance" cents={shipment.insuranceCents} />
      ),
    ],
    ['sentAt', <DateText key="sentAt" value={shipment.sentAt} withTime />],
    ['barcode', shipment.barcode],
    [
      'trackAndTrace',
      <TrackAndTraceLink key="trackAndTrace" url={shipment.trackAndTraceUrl} barcode={shipment.barcode} />,
    ],
    isStaff && ['organization', shipment.organizationName],
    ['subcustomer', shipment.subcustomerName ?? t('shipments.none')],
  ];

  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      bordered
      items={items
        .filter((item) => item !== false)
        .map(([field, children]) => ({ key: field, label: t(`shipments.fields.${field}`), children }))}
    />
  );
}
