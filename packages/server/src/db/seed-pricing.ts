import type { PriceTierSetInput, PriceZone, PurchasingPriceType } from '@portal/domain';
import type { Database } from './client.js';
import { priceTierSets, priceTiers, purchasingPrices } from './schema/index.js';

/**
 * Demo purchasing prices (issue 16 "Demo seed"): the rate plans of the six connectivity suppliers in the zones each
 * covers — data bundles of 1, 10, 100 and 1000 MB, data per MB outside a bundle, SMS and voice per zone, and a
 * subscription per SIM — 153 rows. Amounts are computed in whole ten-thousandths of a euro (integers, never floats)
 * and written as numeric(12,4) strings such as "0.0125".
 */

/** Ten-thousandths of a euro per unit in the Netherlands at the reference supplier. */
const BASE: { type: PurchasingPriceType; bundleSizeMb: number; label: string; units: number }[] = [
  { type: 'data', bundleSizeMb: 1, label: 'Data 1 MB', units: 2_500 },
  { type: 'data', bundleSizeMb: 10, label: 'Data 10 MB', units: 6_500 },
  { type: 'data', bundleSizeMb: 100, label: 'Data 100 MB', units: 21_500 },
  { type: 'data', bundleSizeMb: 1000, label: 'Data 1000 MB', units: 79_500 },
  { type: 'data', bundleSizeMb: 0, label: 'Data per MB', units: 125 },
  { type: 'sms', bundleSizeMb: 0, label: 'SMS', units: 450 },
  { type: 'voice', bundleSizeMb: 0, label: 'Voice', units: 390 },
];
/** The subscription per SIM per month, priced once per supplier (zone nl). */
const SUBSCRIPTION_UNITS = 3_500;

/** Zone surcharge in percent of the Dutch price, and the zone's name in rate plans. */
const ZONES: Record<PriceZone, { percent: number; label: string }> = {
  nl: { percent: 100, label: 'NL' },
  eu: { percent: 115, label: 'EU' },
  world1: { percent: 240, label: 'World 1' },
  world2: { percent: 480, label: 'World 2' },
  world3: { percent: 950, label: 'World 3' },
};

/** Suppliers (by seeded name) with a price level in percent, their rate plan prefix and the zones they serve. */
const SUPPLIER_PLANS: { supplier: string; prefix: string; percent: number; zones: PriceZone[] }[] = [
  {
    supplier: 'NorthSea Mobile IoT',
    prefix: 'NorthSea IoT',
    percent: 100,
    zones: ['nl', 'eu', 'world1', 'world2', 'world3'],
  },
  { supplier: 'Lowlands Mobile IoT', prefix: 'Lowlands M2M', percent: 92, zones: ['nl', 'eu', 'world1'] },
  { supplier: 'Polder IoT Networks', prefix: 'Polder LTE-M', percent: 108, zones: ['nl', 'eu'] },
  {
    supplier: 'GlobeSIM Worldwide',
    prefix: 'GlobeSIM Roam',
    percent: 125,
    zones: ['nl', 'eu', 'world1', 'world2', 'world3'],
  },
  {
    supplier: 'Delta IoT Services',
    prefix: 'Delta Connect',
    percent: 97,
    zones: ['nl', 'eu', 'world1', 'world2'],
  },
  { supplier: 'Oranje Mobiel', prefix: 'Oranje Zakelijk IoT', percent: 88, zones: ['nl', 'eu'] },
];

/** Whole ten-thousandths as a decimal string with four decimals: 125 → "0.0125". */
export function unitsToPrice(units: number): string {
  return `${Math.trunc(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
}

/** Writes the demo purchasing prices for the seeded suppliers in `supplierIds` (by name); others are skipped. */
export async function seedPurchasingPrices(tx: Database, supplierIds: Map<string, number>): Promise<void> {
  const rows: (typeof purchasingPrices.$inferInsert)[] = [];
  for (const plan of SUPPLIER_PLANS) {
    const supplierId = supplierIds.get(plan.supplier);
    if (supplierId === undefined) continue;
    const price = (units: number, zonePercent: number) =>
      unitsToPrice(Math.round((units * zonePercent * plan.percent) / 10_000));
    for (const zone of plan.zones) {
      for (const base of BASE) {
        rows.push({
          supplierId,
          ratePlan: `${plan.prefix} ${base.label} ${ZONES[zone].label}`,
          type: base.type,
          bundleSizeMb: base.bundleSizeMb,
          zone,
          price: price(base.units, ZONES[zone].percent),
        });
      }
    }
    rows.push({
      supplierId,
      ratePlan: `${plan.prefix} SIM subscription`,
      type: 'subscription',
      bundleSizeMb: 0,
      zone: 'nl',
      price: price(SUBSCRIPTION_UNITS, 100),
    });
  }
  if (rows.length) await tx.insert(purchasingPrices).values(rows);
}

/**
 * Demo price tier sets (issue 16 "Demo seed: tier sets"): volume prices for SIM data in euros, and two volume
 * discounts in percent of a base price — one for every customer, one for large accounts.
 */
export const PRICE_TIER_SETS: Required<PriceTierSetInput>[] = [
  {
    name: 'Volume SIM data',
    description: 'Monthly data price per SIM card by the number of active SIM cards.',
    kind: 'price',
    tiers: [
      { fromQuantity: 1, toQuantity: 99, value: '2.5000' },
      { fromQuantity: 100, toQuantity: 999, value: '2.2500' },
      { fromQuantity: 1000, toQuantity: null, value: '1.9500' },
    ],
  },
  {
    name: 'Volume discount',
    description: 'Percentage of the list price by the quantity on an invoice line.',
    kind: 'percentage',
    tiers: [
      { fromQuantity: 1, toQuantity: 49, value: '100' },
      { fromQuantity: 50, toQuantity: 499, value: '95' },
      { fromQuantity: 500, toQuantity: null, value: '90' },
    ],
  },
  {
    name: 'Large accounts',
    description: 'Percentage of the list price for customers with large fleets.',
    kind: 'percentage',
    tiers: [
      { fromQuantity: 1, toQuantity: 999, value: '92.5' },
      { fromQuantity: 1000, toQuantity: 9999, value: '87.5' },
      { fromQuantity: 10000, toQuantity: null, value: '82.25' },
    ],
  },
];

/** Writes the demo price tier sets (PRICE_TIER_SETS) with their tiers. */
export async function seedPriceTierSets(tx: Database): Promise<void> {
  for (const { tiers, ...set } of PRICE_TIER_SETS) {
    const [row] = await tx.insert(priceTierSets).values(set).returning({ id: priceTierSets.id });
    await tx.insert(priceTiers).values(tiers.map((tier, position) => ({ ...tier, setId: row.id, position })));
  }
}
