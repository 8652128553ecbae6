import { type DomesticShipmentType, type Locale, SERVICE_CODES, type ShipmentListItem } from '@portal/domain';
import type { AppConfig } from '../../config.js';
import type { LabelData } from './labels.js';

/**
 * Domestic type names, by language: on a label (printed in the language of whoever prints it) and in the export.
 */
export const TYPE_NAMES: Readonly<Record<Locale, Readonly<Record<DomesticShipmentType, string>>>> = {
  en: {
    registeredLetter: 'Registered letter',
    insuredLetter: 'Insured letter',
    parcel: 'Parcel',
    insuredParcel: 'Insured parcel',
  },
  nl: {
    registeredLetter: 'Aangetekende brief',
    insuredLetter: 'Verzekerde brief',
    parcel: 'Pakket',
    insuredParcel: 'Verzekerd pakket',
  },
};

/**
 * What the label of `shipment` shows (issue 14 "Labels"): the recipient and destination, the service in `locale`
 * (a domestic type, or the carrier's service name for international shipments), the reference, the barcode, the
 * track and trace link, and the provider as sender (SHIPPER_* with the support phone, config.ts).
 */
export function labelOf(
  shipment: ShipmentListItem,
  locale: Locale,
  config: Pick<AppConfig, 'carriers'>,
): LabelData {
  const shipper = config.carriers.shipper;
  const service =
    shipment.kind === 'international'
      ? `UPS ${SERVICE_CODES[shipment.serviceCode ?? ''] ?? shipment.serviceCode ?? ''}`.trim()
      : shipment.type
        ? TYPE_NAMES[locale][shipment.type]
        : '';
  return {
    barcode: shipment.barcode,
    trackAndTraceUrl: shipment.trackAndTraceUrl,
    recipientName: shipment.recipientName,
    streetName: shipment.address.streetName,
    houseNumber: shipment.address.houseNumber,
    zipCode: shipment.address.zipCode,
    city: shipment.address.city,
    country: shipment.address.country,
    reference: shipment.reference,
    service,
    sender: [
      shipper.name,
      `${shipper.streetName} ${shipper.houseNumber}`.trim(),
      `${shipper.zipCode} ${shipper.city}`.trim(),
      shipper.phone,
    ],
  };
}
