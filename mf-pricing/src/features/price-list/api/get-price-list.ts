import { api } from '@portal/api';
import type { PriceList, PriceListQuery, SalesLineType } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * The filters of the price list (issue 16 "Price list"; @portal/domain priceListQuerySchema): the customer
 * (optional: every customer), provider, line type, a month ("YYYYMM") the period must contain, and a search in the
 * invoice line.
 */
export interface PriceListFilterValues {
  organizationId?: number;
  supplierId?: number;
  lineType?: SalesLineType;
  activeIn?: string;
  search?: string;
}

/**
 * The query parameters of the price list and its export: empty values left out (the server then lists every
 * customer, provider, line type and month); ids as query-string text.
 */
export function toPriceListQuery(filters: PriceListFilterValues): PriceListQuery {
  const query: PriceListQuery = {};
  if (filters.organizationId !== undefined) query.organizationId = String(filters.organizationId);
  if (filters.supplierId !== undefined) query.supplierId = String(filters.supplierId);
  if (filters.lineType) query.lineType = filters.lineType;
  if (filters.activeIn) query.activeIn = filters.activeIn;
  const search = filters.search?.trim();
  if (search) query.search = search;
  return query;
}

/**
 * GET /sales-price-list (staff): the sales prices across customers for the filters, sorted by customer, invoice
 * line and start month — at most `limit` rows; `total` counts all that match and `truncated` says there are more
 * than shown. Prices are decimal strings in euros. Rejects with the axios error.
 */
export async function getPriceList(filters: PriceListFilterValues): Promise<PriceList> {
  const { data } = await api.get<PriceList>('/sales-price-list', { params: toPriceListQuery(filters) });
  return data;
}

/**
 * The price list for the filters (`['sales-prices', 'price-list', query]`: reloaded after any sales price write);
 * the previous answer stays on screen while new filters load.
 */
export function usePriceListQuery(filters: PriceListFilterValues) {
  const query = toPriceListQuery(filters);
  return useQuery({
    queryKey: queryKeys.priceList(query),
    queryFn: () => getPriceList(filters),
    placeholderData: keepPreviousData,
  });
}
