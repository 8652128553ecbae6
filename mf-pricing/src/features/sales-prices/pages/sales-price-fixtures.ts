import type {
  OrganizationListItem,
  Page,
  PurchasingPrice,
  SalesPrice,
  SalesPriceHistoryEntry,
  SubcustomerListItem,
  Supplier,
} from '@portal/domain';

/** The suppliers GET /suppliers answers in these tests. */
export const SUPPLIERS: Supplier[] = [
  { id: 3, name: 'NorthSea IoT', providerType: 0, hasRoamingList: true },
  { id: 5, name: 'Globe SIM', providerType: 3, hasRoamingList: false },
];

/** The customers the picker finds (GET /organizations). */
export const ORGANIZATIONS: OrganizationListItem[] = [
  {
    id: 7,
    name: 'Acme Logistics B.V.',
    customerNumber: 'C-1007',
    country: 'Nederland',
    isInactive: false,
    isProspect: false,
    isReseller: false,
    contactPersonName: null,
    city: 'Utrecht',
  },
  {
    id: 8,
    name: 'Bolt Mobility',
    customerNumber: 'C-1008',
    country: 'Nederland',
    isInactive: false,
    isProspect: false,
    isReseller: false,
    contactPersonName: null,
    city: 'Delft',
  },
];

/** The subcustomers of customer 7 (GET /organizations/7/subcustomers). */
export const SUBCUSTOMERS: SubcustomerListItem[] = [
  { id: 31, name: 'Rotterdam depot', reference: null, contactCount: 0, addressCount: 1, city: 'Rotterdam' },
  { id: 32, name: 'Eindhoven lab', reference: null, contactCount: 1, addressCount: 1, city: 'Eindhoven' },
];

/** Data 1 GB for the whole customer in 2026, not indexed, linked to a rate plan. */
export const DATA_GB: SalesPrice = {
  id: 12,
  supplierId: 3,
  supplierName: 'NorthSea IoT',
  organizationId: 7,
  organizationName: 'Acme Logistics B.V.',
  subcustomerId: null,
  subcustomerName: null,
  purchasingPriceId: 21,
  ratePlan: 'NorthSea IoT Data 1 GB NL',
  invoiceLine: 'Data 1 GB',
  lineType: 'data',
  price: '12.5000',
  startMonth: '202601',
  endMonth: '202612',
  indexation: '1.000',
  effectivePrice: '12.5000',
  reason: '',
  batchId: null,
  updatedAt: '2026-01-05T09:00:00.000Z',
  updatedByName: 'Jan de Vries',
};

/** SMS for a subcustomer from March 2026 on (open-ended), indexed by 1.035. */
export const INDEXED_SMS: SalesPrice = {
  ...DATA_GB,
  id: 13,
  supplierId: 5,
  supplierName: 'Globe SIM',
  subcustomerId: 31,
  subcustomerName: 'Rotterdam depot',
  purchasingPriceId: null,
  ratePlan: null,
  invoiceLine: 'SMS per message',
  lineType: 'sms',
  price: '0.0800',
  startMonth: '202603',
  endMonth: null,
  indexation: '1.035',
  effectivePrice: '0.0828',
  reason: 'CPI 2026',
};

/** A subscription of 2024–2025 above a thousand euros, with four decimals. */
export const SUBSCRIPTION: SalesPrice = {
  ...DATA_GB,
  id: 14,
  purchasingPriceId: null,
  ratePlan: null,
  invoiceLine: 'Fleet subscription',
  lineType: 'subscription',
  price: '1234.5678',
  startMonth: '202401',
  endMonth: '202512',
  effectivePrice: '1234.5678',
};

/** The rate plans of NorthSea IoT (GET /purchasing-prices?supplierId=3, super admin). */
export const RATE_PLANS: PurchasingPrice[] = [
  {
    id: 21,
    supplierId: 3,
    supplierName: 'NorthSea IoT',
    ratePlan: 'NorthSea IoT Data 1 GB NL',
    type: 'data',
    bundleSizeMb: 1024,
    zone: 'nl',
    price: '6.0000',
    updatedAt: '2026-01-01T09:00:00.000Z',
    salesPriceCount: 0,
    averageSalesPrice: null,
    marginPercent: null,
  },
  {
    id: 22,
    supplierId: 3,
    supplierName: 'NorthSea IoT',
    ratePlan: 'NorthSea IoT Data 5 GB EU',
    type: 'data',
    bundleSizeMb: 5120,
    zone: 'eu',
    price: '18.0000',
    updatedAt: '2026-01-01T09:00:00.000Z',
    salesPriceCount: 0,
    averageSalesPrice: null,
    marginPercent: null,
  },
];

/** The history of INDEXED_SMS, newest first: indexed with a reason, after it was added. */
export const SMS_HISTORY: SalesPriceHistoryEntry[] = [
  {
    at: '2026-03-10T12:00:00.000Z',
    actorName: 'Jan de Vries',
    action: 'update',
    before: {
      price: '0.0800',
      startMonth: '202603',
      endMonth: null,
      indexation: '1.000',
      invoiceLine: 'SMS per message',
      lineType: 'sms',
      reason: '',
    },
    after: {
      price: '0.0800',
      startMonth: '202603',
      endMonth: null,
      indexation: '1.035',
      invoiceLine: 'SMS per message',
      lineType: 'sms',
      reason: 'CPI 2026',
    },
    batchId: null,
  },
  {
    at: '2026-02-20T08:00:00.000Z',
    actorName: 'Petra Bakker',
    action: 'create',
    before: null,
    after: {
      price: '0.0800',
      startMonth: '202603',
      endMonth: null,
      indexation: '1.000',
      invoiceLine: 'SMS per message',
      lineType: 'sms',
      reason: '',
    },
    batchId: null,
  },
];

/** One page as the server answers it. */
export function pageOf<T>(items: T[], total = items.length): Page<T> {
  return { items, total, page: 1, pageSize: 20 };
}
