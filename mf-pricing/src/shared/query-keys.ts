import type { PurchasingPriceListQuery } from '@portal/domain';

/**
 * Query keys of this remote's server reads (TanStack Query; the portal shares one query client). A key mirrors the
 * resource it reads:
 *   GET /purchasing-prices?type=data&page=2 → ['purchasing-prices', 'list', { type: 'data', page: 2, pageSize: 20 }]
 *   GET /suppliers                          → ['suppliers'] (mf-customers' and mf-helpdesk's key too: one answer)
 *   GET /price-tiers                        → ['price-tiers', 'list']
 */
export const queryKeys = {
  /** Every purchasing price read (invalidated after each write). */
  purchasingPrices: () => ['purchasing-prices'] as const,
  purchasingPriceList: (query: PurchasingPriceListQuery) => ['purchasing-prices', 'list', query] as const,
  suppliers: () => ['suppliers'] as const,
  /** Every price tier read (invalidated after each write). */
  priceTierSets: () => ['price-tiers'] as const,
  priceTierSetList: () => ['price-tiers', 'list'] as const,
};
