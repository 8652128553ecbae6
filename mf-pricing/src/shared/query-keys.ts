import type {
  IndexationListQuery,
  PriceListQuery,
  PurchasingPriceListQuery,
  SalesPriceListQuery,
} from '@portal/domain';

/**
 * Query keys of this remote's server reads (TanStack Query; the portal shares one query client). A key mirrors the
 * resource it reads:
 *   GET /purchasing-prices?type=data&page=2 → ['purchasing-prices', 'list', { type: 'data', page: 2, pageSize: 20 }]
 *   GET /suppliers                          → ['suppliers'] (mf-customers' and mf-helpdesk's key too: one answer)
 *   GET /organizations/7                    → ['organizations', 7] (@portal/ui's organization picker's key too)
 *   GET /price-tiers                        → ['price-tiers', 'list']
 *   GET /sales-prices?organizationId=7      → ['sales-prices', 'list', { organizationId: 7, … }]
 *   GET /sales-prices/12/history            → ['sales-prices', 'history', 12]
 *   GET /sales-price-batches?organizationId=7 → ['sales-prices', 'batches', 7]
 *   GET /sales-price-list?supplierId=2      → ['sales-prices', 'price-list', { supplierId: 2 }]
 *   GET /indexations?status=open&page=1     → ['indexations', 'list', { status: 'open', page: 1, pageSize: 20 }]
 *   GET /indexations/4                      → ['indexations', 4]
 *   POST /indexations/4/preview             → ['indexations', 4, 'preview'] (writes nothing: a read)
 *   GET /excel-validations?page=1           → ['excel-validations', 'list', { page: 1, pageSize: 20 }]
 *   GET /excel-validations/41               → ['excel-validations', 41]
 * Every sales price read starts with 'sales-prices': a write, a bulk edit or an undo invalidates them all. Every
 * indexation read starts with 'indexations': adding, closing, deleting or applying one, an undo and an indexation
 * reset (they change what "show prices" finds) invalidate them all.
 */
export const queryKeys = {
  /** Every purchasing price read (invalidated after each write). */
  purchasingPrices: () => ['purchasing-prices'] as const,
  purchasingPriceList: (query: PurchasingPriceListQuery) => ['purchasing-prices', 'list', query] as const,
  suppliers: () => ['suppliers'] as const,
  /** One organization; `undefined` only for a query that is skipped. */
  organization: (organizationId: number | undefined) => ['organizations', organizationId] as const,
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
  /** Every indexation read: the list, one indexation, its "show prices" (invalidated after each write). */
  indexations: () => ['indexations'] as const,
  indexationList: (query: IndexationListQuery) => ['indexations', 'list', query] as const,
  /** One indexation and, below it, its preview (invalidating this key reloads both). */
  indexation: (id: number) => ['indexations', id] as const,
  indexationPreview: (id: number) => ['indexations', id, 'preview'] as const,
  /** Every page of the caller's validation history (invalidated after an upload and an apply). */
  excelValidationLists: () => ['excel-validations', 'list'] as const,
  excelValidationList: (query: { page: number; pageSize: number }) =>
    ['excel-validations', 'list', query] as const,
  /** One validation with its result rows (set from an upload's answer, updated after an apply). */
  excelValidation: (id: number) => ['excel-validations', id] as const,
};
