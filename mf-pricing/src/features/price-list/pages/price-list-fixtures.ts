import type { OrganizationListItem, Page, PriceList, SalesPrice, Supplier } from '@portal/domain';

/** The suppliers GET /suppliers answers in these tests. */
export const SUPPLIERS: Supplier[] = [
  { id: 3, name: 'NorthSea IoT', providerType: 0, hasRoamingList: true },
  { id: 5, name: 'Globe SIM', providerType: 3, hasRoamingList: false },
];

/** The customers the organization picker finds (GET /organizations). */
export const ORGANIZATIONS: Page<OrganizationListItem> = {
  items: [
    {
      id: 7,
      name: 'Acme Logistics',
      customerNumber: 'C-1007',
      country: 'Nederland',
      isInactive: false,
      isProspect: false,
      isReseller: false,
      contactPersonName: null,
      city: 'Rotterdam',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

/** Data per GB of a customer as a whole, open-ended, indexed by 3.5 %. */
export const DATA_ROW: SalesPrice = {
  id: 11,
  supplierId: 3,
  supplierName: 'NorthSea IoT',
  organizationId: 7,
  organizationName: 'Acme Logistics',
  subcustomerId: null,
  subcustomerName: null,
  purchasingPriceId: null,
  ratePlan: null,
  invoiceLine: 'Data NL 1 GB',
  lineType: 'data',
  price: '1234.5000',
  startMonth: '202601',
  endMonth: null,
  indexation: '1.035',
  effectivePrice: '1277.7075',
  reason: '',
  batchId: null,
  updatedAt: '2026-01-02T09:00:00.000Z',
  updatedByName: 'Sam Super',
};

/** SMS of a subcustomer for one year, not indexed. */
export const SMS_ROW: SalesPrice = {
  ...DATA_ROW,
  id: 12,
  supplierId: 5,
  supplierName: 'Globe SIM',
  organizationId: 8,
  organizationName: 'Bolt Fleet',
  subcustomerId: 81,
  subcustomerName: 'Bolt Utrecht',
  invoiceLine: 'SMS per message',
  lineType: 'sms',
  price: '0.0800',
  startMonth: '202601',
  endMonth: '202612',
  indexation: '1.000',
  effectivePrice: '0.0800',
};

/** A price list answer: `items` of `total` matches, truncated when there are more than shown. */
export function priceListOf(items: SalesPrice[], total = items.length, limit = 500): PriceList {
  return { items, total, limit, truncated: total > items.length };
}
