import type { PriceListQuery, PurchasingPriceListQuery, SalesPriceListQuery } from '@portal/domain';

/**
 * Query keys of this remote's server reads (TanStack Query; the portal shares one query client). A key mirrors the
 * resource it reads:
 *   GET /purchasing-prices?type=data&page=2 → ['purchasing-prices', 'list', { type: 'data', page: 2, pageSize: 20 }]
 *   GET /suppliers                          → ['suppliers'] (mf-customers' and mf-helpdesk's key too: one answer)
 *   GET /price-tiers                        → ['price-tiers', 'list']
 *   GET /sales-prices?organizationId=7      → ['sales-prices', 'list', { organizationId: 7, … }]
 *   GET /sales-prices/12/history            → ['sales-prices', 'history', 12]
 *   GET /sales-price-batches?organizationId=7 → ['sales-prices', 'batches', 7]
 *   GET /sales-price-list?supplierId=2      → ['sales-prices', 'price-list', { supplierId: 2 }]
 * Every sales price read starts with 'sales-prices': a write, a bulk edit or an undo invalidates them all.
 */
export const queryKeys = {
  /** Every purchasing price read (invalidated after each write). */
  purchasingPrices: () => ['purchasing-prices'] as const,
  purchasingPriceList: (query: PurchasingPriceListQuery) => ['purchasing-prices', 'list', query] as const,
  suppliers: () => ['suppliers'] as const,
  /** Every price tier read (invalidated after each write). */
  priceTierSets: () => ['price-tiers'] as const,
  priceTierSetList: () => ['price-tiers', 'list'] as const,
  /** Every sales price read: the grid, the history, the bulk edits, the price list (invalidated after each write). */
  salesPrices: () => ['sales-prices'] as const,
  salesPriceList: (query: SalesPriceListQuery) => ['sales-prices', 'list', query] as const,
  salesPriceHistory: (id: number) => ['sales-prices', 'history', id] as const,
  salesPriceBatches: (organizationId: number | undefined) =>
    ['sales-prices', 'batches', organizationId ?? null] as const,
  priceList: (query: PriceListQuery) => ['sales-prices', 'price-list', query] as const,
};
