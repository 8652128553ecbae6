import type { FakeApi } from '@portal/api/src/testing/fake-api';
import type {
  Address,
  Organization,
  OrganizationListItem,
  OrganizationUser,
  Shipment,
  ShipmentRate,
  Subcustomer,
  SubcustomerListItem,
} from '@portal/domain';

/** Test data of the creation flows (issue 14): one customer with a subcustomer, addresses, users. */

export const ACME_ITEM: OrganizationListItem = {
  id: 7,
  name: 'Acme Logistics B.V.',
  customerNumber: 'C-1007',
  country: 'Nederland',
  city: 'Utrecht',
  contactPersonName: null,
  isInactive: false,
  isProspect: false,
  isReseller: false,
};

export const ACME = { id: 7, name: 'Acme Logistics B.V.', customerNumber: 'C-1007' } as Organization;

export const ACME_ROTTERDAM_ITEM: SubcustomerListItem = {
  id: 9,
  name: 'Acme Rotterdam',
  reference: null,
  contactCount: 1,
  addressCount: 1,
  city: 'Rotterdam',
};

export const ACME_ROTTERDAM: Subcustomer = {
  id: 9,
  organizationId: 7,
  name: 'Acme Rotterdam',
  reference: null,
  contacts: [
    {
      id: 1,
      name: 'Rita Receiver',
      email: 'rita@acme.example',
      phoneNumber: '+31 10 123 4567',
      function: null,
    },
  ],
  addresses: [
    {
      id: 3,
      streetName: 'Coolsingel',
      houseNumber: '40',
      zipCode: '3011 AD',
      city: 'Rotterdam',
      country: 'Nederland',
      countryCode: 'NL',
      email: null,
    },
  ],
  shipments: [],
};

const address = (fields: Partial<Address> & Pick<Address, 'id'>): Address => ({
  streetName: '',
  houseNumber: '',
  zipCode: '',
  city: '',
  country: 'Nederland',
  countryCode: 'NL',
  email: null,
  shippingAddress: false,
  invoiceAddress: false,
  visitingAddress: false,
  ...fields,
});

export const ACME_ADDRESSES: Address[] = [
  address({ id: 1, streetName: 'Stationsplein', houseNumber: '12', zipCode: '1012 AB', city: 'Amsterdam' }),
  address({
    id: 2,
    streetName: 'Grote Markt',
    houseNumber: '1',
    zipCode: '1000',
    city: 'Brussel',
    country: 'België',
    countryCode: 'BE',
  }),
];

export const ACME_USERS: OrganizationUser[] = [
  {
    id: 11,
    email: 'jan@acme.example',
    firstName: 'Jan',
    lastName: 'Jansen',
    phoneNumber: '+31 20 123 4567',
    roles: ['0'],
    twoFactorEnabled: true,
    sendApnInfo: false,
    confirmed: true,
    lastLoginAt: null,
  },
];

/** The shipment POST /shipments/domestic answers. */
export const CREATED_DOMESTIC: Shipment = {
  id: 41,
  kind: 'domestic',
  type: 'parcel',
  serviceCode: null,
  organizationId: 7,
  organizationName: 'Acme Logistics B.V.',
  subcustomerId: 9,
  subcustomerName: 'Acme Rotterdam',
  recipientName: 'Rita Receiver',
  recipientPhone: '+31 10 123 4567',
  recipientEmail: 'rita@acme.example',
  address: {
    streetName: 'Coolsingel',
    houseNumber: '40',
    zipCode: '3011 AD',
    city: 'Rotterdam',
    country: 'Nederland',
    countryCode: 'NL',
  },
  stateProvinceCode: null,
  reference: 'PO-4711',
  barcode: '3SACME0000041',
  status: 'inTransit',
  carrierStatusCode: 1,
  milestone: 'preAlerted',
  simCount: 12,
  insuranceCents: null,
  sentAt: '2026-11-24T09:15:00.000Z',
  trackAndTraceUrl: 'https://jouw.postnl.nl/track-and-trace/3SACME0000041-NL-3011AD',
  package: null,
  totalCostCents: 995,
  carrier: 'sandbox',
  events: [{ code: 1, milestone: 'preAlerted', occurredAt: '2026-11-24T09:15:00.000Z' }],
};

/** The carrier's price of the test package: €42.50 in 2 business days. */
export const RATE: ShipmentRate = {
  serviceCode: '65',
  totalCents: 4250,
  currency: 'EUR',
  billableWeightKg: 2.5,
  deliveryDays: 2,
};

/** The shipment POST /shipments/international answers. */
export const CREATED_INTERNATIONAL: Shipment = {
  ...CREATED_DOMESTIC,
  id: 42,
  kind: 'international',
  type: null,
  serviceCode: '65',
  subcustomerId: null,
  subcustomerName: null,
  recipientName: 'Jan Janssens',
  recipientPhone: '+32 2 123 45 67',
  recipientEmail: null,
  address: {
    streetName: 'Grote Markt 1',
    houseNumber: '',
    zipCode: '1000',
    city: 'Brussel',
    country: 'België',
    countryCode: 'BE',
  },
  barcode: '1Z999AA10123456799',
  trackAndTraceUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456799',
  package: {
    boxType: '24x36x14',
    weightKg: 2.5,
    lengthCm: 24,
    widthCm: 36,
    heightCm: 14,
    productDescription: 'IoT SIM cards',
  },
  totalCostCents: 4250,
};

/** Answers the reads of the Customer, Recipient and Address steps for organization 7. */
export function answerCustomerReads(server: FakeApi): void {
  server.on('GET', '/organizations', { items: [ACME_ITEM], total: 1, page: 1, pageSize: 20 });
  server.on('GET', '/organizations/7', ACME);
  server.on('GET', '/organizations/7/subcustomers', [ACME_ROTTERDAM_ITEM]);
  server.on('GET', '/organizations/7/subcustomers/9', ACME_ROTTERDAM);
  server.on('GET', '/organizations/7/addresses', ACME_ADDRESSES);
  server.on('GET', '/organizations/7/users', ACME_USERS);
}
