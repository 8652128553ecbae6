import type { Page, PurchasingPrice, Supplier } from '@portal/domain';

/** The suppliers GET /suppliers answers in these tests. */
export const SUPPLIERS: Supplier[] = [
  { id: 3, name: 'NorthSea IoT', providerType: 0, hasRoamingList: true },
  { id: 5, name: 'Globe SIM', providerType: 3, hasRoamingList: false },
];

/** Data per MB in the Netherlands: a fraction of a cent (four decimals on the wire). */
export const PER_MB: PurchasingPrice = {
  id: 11,
  supplierId: 3,
  supplierName: 'NorthSea IoT',
  ratePlan: 'NorthSea IoT Data per MB NL',
  type: 'data',
  bundleSizeMb: 0,
  zone: 'nl',
  price: '0.0125',
  updatedAt: '2026-11-25T09:00:00.000Z',
};

/** A 1 TB bundle in the EU, with a price above a thousand euros. */
export const TERABYTE: PurchasingPrice = {
  ...PER_MB,
  id: 12,
  ratePlan: 'NorthSea IoT Data 1 TB EU',
  bundleSizeMb: 1_048_576,
  zone: 'eu',
  price: '1234.5000',
};

/** SMS in world zone 2: no bundle. */
export const SMS: PurchasingPrice = {
  ...PER_MB,
  id: 13,
  supplierId: 5,
  supplierName: 'Globe SIM',
  ratePlan: 'Globe SMS W2',
  type: 'sms',
  zone: 'world2',
  price: '0.0800',
};

/** One page of the list as the server answers it. */
export function pageOf(items: PurchasingPrice[], total = items.length): Page<PurchasingPrice> {
  return { items, total, page: 1, pageSize: 20 };
}
