import type { PriceTierSet } from '@portal/domain';

/**
 * Unit prices by volume (kind price), as the server answers them (four decimals) and as the demo seed has them
 * ("Volume SIM data"); used by no indexation.
 */
export const VOLUME_PRICES: PriceTierSet = {
  id: 4,
  name: 'Volume SIM data',
  description: 'Per SIM card per month',
  kind: 'price',
  tiers: [
    { fromQuantity: 1, toQuantity: 99, value: '2.5000' },
    { fromQuantity: 100, toQuantity: 999, value: '2.2500' },
    { fromQuantity: 1000, toQuantity: null, value: '1.9500' },
  ],
  indexationCount: 0,
  updatedAt: '2026-11-27T09:00:00.000Z',
};

/**
 * A volume discount (kind percentage of the base price; two decimals on the wire) as the demo seed has it; used by
 * two indexations here.
 */
export const VOLUME_DISCOUNT: PriceTierSet = {
  id: 7,
  name: 'Volume discount',
  description: '',
  kind: 'percentage',
  tiers: [
    { fromQuantity: 1, toQuantity: 49, value: '100.00' },
    { fromQuantity: 50, toQuantity: 499, value: '95.00' },
    { fromQuantity: 500, toQuantity: null, value: '90.00' },
  ],
  indexationCount: 2,
  updatedAt: '2026-11-27T09:00:00.000Z',
};

/** A set whose last tier is closed (quantities above 10 have no tier). */
export const SMALL_ORDERS: PriceTierSet = {
  id: 9,
  name: 'Small orders',
  description: '',
  kind: 'price',
  tiers: [{ fromQuantity: 1, toQuantity: 10, value: '3.0000' }],
  indexationCount: 0,
  updatedAt: '2026-11-27T09:00:00.000Z',
};
