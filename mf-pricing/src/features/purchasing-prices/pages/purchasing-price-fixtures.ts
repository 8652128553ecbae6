import type { Page, PurchasingPrice, Supplier } from '@portal/domain';

/** The suppliers GET /suppliers answers in these tests. */
export const SUPPLIERS: Supplier[] = [
  { id: 3, name: 'NorthSea IoT', providerType: 0, hasRoamingList: true },
  { id: 5, name: 'Globe SIM', providerType: 3, hasRoamingList: false },
];

/**
 * Data per MB in the Netherlands: a fraction of a cent (four decimals on the wire), resold by three sales prices
 * this month averaging €0.0143: a margin of (0.0143 − 0.0125) / 0.0143 × 100 = 12.6 %.
 */
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
  salesPriceCount: 3,
  averageSalesPrice: '0.0143',
  marginPercent: '12.6',
};

/**
 * A 1 TB bundle in the EU, with a price above a thousand euros, resold below cost by one sales price: a negative
 * margin of (1200 − 1234.5) / 1200 × 100 = −2.9 %.
 */
export const TERABYTE: PurchasingPrice = {
  ...PER_MB,
  id: 12,
  ratePlan: 'NorthSea IoT Data 1 TB EU',
  bundleSizeMb: 1_048_576,
  zone: 'eu',
  price: '1234.5000',
  salesPriceCount: 1,
  averageSalesPrice: '1200.0000',
  marginPercent: '-2.9',
};

/** SMS in world zone 2: no bundle, and no sales prices this month (no margin). */
export const SMS: PurchasingPrice = {
  ...PER_MB,
  id: 13,
  supplierId: 5,
  supplierName: 'Globe SIM',
  ratePlan: 'Globe SMS W2',
  type: 'sms',
  zone: 'world2',
  price: '0.0800',
  salesPriceCount: 0,
  averageSalesPrice: null,
  marginPercent: null,
};

/** One page of the list as the server answers it. */
export function pageOf(items: PurchasingPrice[], total = items.length): Page<PurchasingPrice> {
  return { items, total, page: 1, pageSize: 20 };
}
