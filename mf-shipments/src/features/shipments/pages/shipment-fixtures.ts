import type { Shipment, ShipmentList, ShipmentListItem } from '@portal/domain';

/** Test data of the shipment screens (issue 14). */

/** An insured domestic parcel to a subcustomer, out for delivery (code 7), with its timeline oldest first. */
export const PARCEL: Shipment = {
  id: 17,
  kind: 'domestic',
  type: 'insuredParcel',
  serviceCode: null,
  organizationId: 5,
  organizationName: 'Acme Logistics B.V.',
  subcustomerId: 9,
  subcustomerName: 'Acme Rotterdam',
  recipientName: 'Rita Receiver',
  recipientPhone: '+31 6 1234 5678',
  recipientEmail: 'rita@acme.example',
  address: {
    streetName: 'Stationsplein',
    houseNumber: '12',
    zipCode: '1012 AB',
    city: 'Amsterdam',
    country: 'Nederland',
    countryCode: 'NL',
  },
  reference: 'PO-4711',
  barcode: '3SACME0000017',
  status: 'inTransit',
  carrierStatusCode: 7,
  milestone: 'outForDelivery',
  simCount: 12,
  insuranceCents: 150_000,
  sentAt: '2026-11-20T09:15:00.000Z',
  trackAndTraceUrl: 'https://jouw.postnl.nl/track-and-trace/3SACME0000017-NL-1012AB',
  stateProvinceCode: null,
  package: null,
  totalCostCents: 1295,
  carrier: 'sandbox',
  events: [
    { code: 1, milestone: 'preAlerted', occurredAt: '2026-11-20T09:15:00.000Z' },
    { code: 4, milestone: 'accepted', occurredAt: '2026-11-20T18:02:00.000Z' },
    { code: 7, milestone: 'outForDelivery', occurredAt: '2026-11-21T07:30:00.000Z' },
  ],
};

/** A delivered UPS Saver shipment to Belgium, without reference and insurance. */
export const ABROAD: Shipment = {
  id: 18,
  kind: 'international',
  type: null,
  serviceCode: '65',
  organizationId: 6,
  organizationName: 'Bolt Telematics',
  subcustomerId: null,
  subcustomerName: null,
  recipientName: 'Jan Janssens',
  recipientPhone: '+32 2 123 45 67',
  recipientEmail: null,
  address: {
    streetName: 'Grote Markt',
    houseNumber: '1',
    zipCode: '1000',
    city: 'Brussel',
    country: 'België',
    countryCode: 'BE',
  },
  reference: null,
  barcode: '1Z999AA10123456784',
  status: 'delivered',
  carrierStatusCode: 8,
  milestone: 'delivered',
  simCount: 3,
  insuranceCents: null,
  sentAt: '2026-11-18T10:00:00.000Z',
  trackAndTraceUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  stateProvinceCode: null,
  package: {
    boxType: '17x26x11',
    weightKg: 1.2,
    lengthCm: 17,
    widthCm: 26,
    heightCm: 11,
    productDescription: 'IoT SIM cards',
  },
  totalCostCents: 4250,
  carrier: 'sandbox',
  events: [
    { code: 3, milestone: 'accepted', occurredAt: '2026-11-18T15:00:00.000Z' },
    { code: 15, milestone: 'needsAttention', occurredAt: '2026-11-19T08:00:00.000Z' },
    { code: 8, milestone: 'delivered', occurredAt: '2026-11-20T12:45:00.000Z' },
  ],
};

/** A registered letter the carrier has not reported on yet (no code, no events). */
export const LETTER: Shipment = {
  ...PARCEL,
  id: 19,
  type: 'registeredLetter',
  subcustomerId: null,
  subcustomerName: null,
  reference: 'LTR-1',
  barcode: '3SACME0000019',
  carrierStatusCode: null,
  milestone: null,
  simCount: 2,
  insuranceCents: null,
  events: [],
};

/** The overview row of a shipment (the detail's fields left out). */
export function listItemOf({
  events: _events,
  recipientPhone: _phone,
  recipientEmail: _email,
  stateProvinceCode: _state,
  package: _package,
  totalCostCents: _total,
  carrier: _carrier,
  ...item
}: Shipment): ShipmentListItem {
  return item;
}

/** A GET /shipments answer with `items` of a window of `windowDays` days. */
export function pageOf(items: ShipmentListItem[], windowDays = 90): ShipmentList {
  return { items, total: items.length, page: 1, pageSize: 20, windowDays };
}
