import type { Address, Page, Supplier, WebshopOrder, WebshopProduct } from '@portal/domain';

/** Test data of the webshop screens (issue 15). */

/** Nano SIMs of NorthSea IoT with a European plan (active). */
export const NANO: WebshopProduct = {
  id: 1,
  supplierId: 3,
  supplierName: 'NorthSea IoT',
  formFactor: 'nano',
  plan: 'IoT Europe 1 GB',
  active: true,
};

/** Triple-cut SIMs of Globe SIM with a world plan (active). */
export const TRIPLE_CUT: WebshopProduct = {
  id: 2,
  supplierId: 5,
  supplierName: 'Globe SIM',
  formFactor: 'tripleCut',
  plan: 'World 500 MB',
  active: true,
};

/** MFF2 chips of NorthSea IoT that are no longer sold (inactive). */
export const OLD_CHIP: WebshopProduct = {
  id: 3,
  supplierId: 3,
  supplierName: 'NorthSea IoT',
  formFactor: 'mff2',
  plan: 'Legacy 100 MB',
  active: false,
};

/** The suppliers of GET /suppliers, by name. */
export const SUPPLIERS: Supplier[] = [
  { id: 5, name: 'Globe SIM', providerType: 3, hasRoamingList: true },
  { id: 3, name: 'NorthSea IoT', providerType: 0, hasRoamingList: true },
];

/** The office of organization 5 (its visiting address, listed first). */
export const OFFICE: Address = {
  id: 11,
  streetName: 'Keizersgracht',
  houseNumber: '1',
  zipCode: '1015 CD',
  city: 'Amsterdam',
  country: 'Nederland',
  countryCode: 'NL',
  email: null,
  shippingAddress: false,
  invoiceAddress: true,
  visitingAddress: true,
};

/** The warehouse of organization 5: its shipping address. */
export const WAREHOUSE: Address = {
  ...OFFICE,
  id: 12,
  streetName: 'Havenweg',
  houseNumber: '5',
  zipCode: '3011 AB',
  city: 'Rotterdam',
  shippingAddress: true,
  invoiceAddress: false,
  visitingAddress: false,
};

/** A received order of 10 nano SIMs to the office of Acme (organization 5). */
export const RECEIVED: WebshopOrder = {
  id: 41,
  orderNumber: 'WS-000041',
  organizationId: 5,
  organizationName: 'Acme Logistics B.V.',
  productId: NANO.id,
  product: { supplierName: NANO.supplierName, formFactor: NANO.formFactor, plan: NANO.plan },
  quantity: 10,
  addressId: OFFICE.id,
  address: {
    streetName: 'Keizersgracht',
    houseNumber: '1',
    zipCode: '1015 CD',
    city: 'Amsterdam',
    country: 'Nederland',
    countryCode: 'NL',
  },
  reference: 'PO-2026-17',
  remark: 'Deliver at the back door.',
  status: 'received',
  shipment: null,
  orderedBy: { name: 'Tess Technical', email: 'tess@acme.example' },
  createdAt: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
};

/** An order of Bolt Telematics (organization 6) being processed, to Brussels (abroad), without reference. */
export const ABROAD: WebshopOrder = {
  ...RECEIVED,
  id: 42,
  orderNumber: 'WS-000042',
  organizationId: 6,
  organizationName: 'Bolt Telematics',
  productId: TRIPLE_CUT.id,
  product: {
    supplierName: TRIPLE_CUT.supplierName,
    formFactor: TRIPLE_CUT.formFactor,
    plan: TRIPLE_CUT.plan,
  },
  quantity: 250,
  addressId: 31,
  address: {
    streetName: 'Grote Markt',
    houseNumber: '7',
    zipCode: '1000',
    city: 'Brussel',
    country: 'België',
    countryCode: 'BE',
  },
  reference: null,
  remark: null,
  status: 'processing',
  createdAt: '2026-11-18T14:00:00.000Z',
  updatedAt: '2026-11-19T08:30:00.000Z',
};

/** A shipped order of Acme: linked to shipment 17, with its track and trace page. */
export const SHIPPED: WebshopOrder = {
  ...RECEIVED,
  id: 43,
  orderNumber: 'WS-000043',
  quantity: 5,
  reference: 'PO-2026-09',
  status: 'shipped',
  shipment: {
    id: 17,
    barcode: '3SACME0000017',
    trackAndTraceUrl: 'https://jouw.postnl.nl/track-and-trace/3SACME0000017-NL-1015CD',
  },
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-04T16:45:00.000Z',
};

/** A page of orders as GET /webshop/orders answers. */
export function orderPage(items: WebshopOrder[], total = items.length): Page<WebshopOrder> {
  return { items, total, page: 1, pageSize: 20 };
}
