import { api } from '@portal/api';
import {
  PAGE_SIZE,
  SALES_PRICE_SORT_FIELDS,
  type Page,
  type SalesLineType,
  type SalesPrice,
  type SalesPriceFilter,
  type SalesPriceListQuery,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * The filters of one customer's sales price grid (issue 16 "Sales prices"; @portal/domain salesPriceFilterFields):
 * the customer (`organizationId`), provider, line type, subcustomer (an id, or "none": the rows of the whole
 * customer), `activeIn` a "YYYYMM" month the period must contain, and a search text in the invoice line.
 */
export interface SalesPriceFilterValues {
  organizationId: number;
  supplierId?: number;
  lineType?: SalesLineType;
  subcustomerId?: number | 'none';
  activeIn?: string;
  search?: string;
}

/** One request of the grid: its filters, the 1-based page, 20 rows unless told otherwise, and the sort. */
export interface SalesPriceListRequest extends SalesPriceFilterValues {
  page: number;
  pageSize?: number;
  /** `field` or `-field` of SALES_PRICE_SORT_FIELDS. */
  sort?: string;
}

/** A sort the server knows, else undefined (a hand-edited URL lists in the server's default order). */
export function knownSalesPriceSort(sort: string | undefined | null): string | undefined {
  const field = sort?.replace(/^-/, '');
  return (SALES_PRICE_SORT_FIELDS as readonly string[]).includes(field ?? '')
    ? (sort ?? undefined)
    : undefined;
}

/**
 * The query parameters of a request (GET /api/sales-prices, salesPriceListQuerySchema): ids as query-string text,
 * PAGE_SIZE (20, spec §9) per page unless told otherwise; empty values and unknown sorts left out, so the server
 * applies its defaults (every provider, line type and subcustomer; by invoice line, then start month).
 */
export function toSalesPriceListQuery(request: SalesPriceListRequest): SalesPriceListQuery {
  const query: SalesPriceListQuery = {
    page: request.page,
    pageSize: request.pageSize ?? PAGE_SIZE,
    organizationId: String(request.organizationId),
  };
  if (request.supplierId !== undefined) query.supplierId = String(request.supplierId);
  if (request.lineType) query.lineType = request.lineType;
  if (request.subcustomerId !== undefined) query.subcustomerId = String(request.subcustomerId);
  if (request.activeIn) query.activeIn = request.activeIn;
  if (request.search?.trim()) query.search = request.search.trim();
  const sort = knownSalesPriceSort(request.sort);
  if (sort) query.sort = sort;
  return query;
}

/**
 * The filter of a bulk edit over the grid's whole filtered set (@portal/domain salesPriceFilterSchema: ids as
 * numbers, empty filters left out).
 */
export function toSalesPriceFilter(filters: SalesPriceFilterValues): SalesPriceFilter {
  const filter: SalesPriceFilter = { organizationId: filters.organizationId };
  if (filters.supplierId !== undefined) filter.supplierId = filters.supplierId;
  if (filters.lineType) filter.lineType = filters.lineType;
  if (filters.subcustomerId !== undefined) filter.subcustomerId = filters.subcustomerId;
  if (filters.activeIn) filter.activeIn = filters.activeIn;
  if (filters.search?.trim()) filter.search = filters.search.trim();
  return filter;
}

/**
 * GET /sales-prices (staff): one page of a customer's sales prices (spec §3 Sales price row), each with its
 * provider's, subcustomer's and rate plan's names, prices as decimal strings in euros and months as "YYYYMM".
 * Rejects with the axios error.
 */
export async function listSalesPrices(request: SalesPriceListRequest): Promise<Page<SalesPrice>> {
  const { data } = await api.get<Page<SalesPrice>>('/sales-prices', {
    params: toSalesPriceListQuery(request),
  });
  return data;
}

/**
 * One page of the grid (`['sales-prices', 'list', query]`); the previous page stays on screen while the next loads,
 * so the grid does not flash.
 */
export function useSalesPricesQuery(request: SalesPriceListRequest) {
  return useQuery({
    queryKey: queryKeys.salesPriceList(toSalesPriceListQuery(request)),
    queryFn: () => listSalesPrices(request),
    placeholderData: keepPreviousData,
  });
}
