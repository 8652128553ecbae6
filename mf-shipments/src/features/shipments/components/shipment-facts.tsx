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
 * The facts of a shipment (spec §3 Shipment and International package): type or international service, status,
 * recipient with phone and e-mail when given, address; domestic: number of SIMs and insurance (euro cents shown as
 * euros in the interface language's format; "Not insured" without); international: the package (sides in cm,
 * weight in kg, description) and the carrier's total cost;
 * sent date and time, barcode, track and trace link (new tab), the customer (staff) and the subcustomer ("—"
 * when none).
 */
export function ShipmentFacts({ shipment, isStaff }: ShipmentFactsProps) {
  const { t } = useShipmentsTranslation();
  const items: Array<[string, ReactNode] | false> = [
    ['type', shipmentTypeText(shipment, t)],
    ['status', <ShipmentStatusTag key="status" status={shipment.status} />],
    ['recipient', shipment.recipientName],
    shipment.recipientPhone !== null && ['recipientPhone', shipment.recipientPhone],
    shipment.recipientEmail !== null && ['recipientEmail', shipment.recipientEmail],
    ['address', <ShipmentAddressText key="address" address={shipment.address} />],
    ['reference', shipment.reference ?? t('shipments.none')],
    shipment.kind === 'domestic' && ['simCount', shipment.simCount],
    shipment.package !== null && [
      'package',
      t('shipments.detail.package', {
        length: shipment.package.lengthCm,
        width: shipment.package.widthCm,
        height: shipment.package.heightCm,
        weight: shipment.package.weightKg,
        description: shipment.package.productDescription,
      }),
    ],
    shipment.totalCostCents !== null && [
      'totalCost',
      <MoneyText key="totalCost" cents={shipment.totalCostCents} />,
    ],
    shipment.kind === 'domestic' && [
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
