import { api } from '@portal/api';
import {
  PAGE_SIZE,
  PURCHASING_PRICE_SORT_FIELDS,
  type Page,
  type PriceZone,
  type PurchasingPrice,
  type PurchasingPriceListQuery,
  type PurchasingPriceType,
} from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/**
 * One request of the purchasing price table (GET /api/purchasing-prices, @portal/domain
 * purchasingPriceListQuerySchema): 1-based page, sort (`field` or `-field` of PURCHASING_PRICE_SORT_FIELDS), search
 * text in the rate plan and the provider, type and zone filters.
 */
export interface PurchasingPriceListRequest {
  page: number;
  pageSize?: number;
  sort?: string;
  search?: string;
  supplierId?: number;
  type?: PurchasingPriceType;
  zone?: PriceZone;
}

/** A sort the server knows, else undefined (a hand-edited URL lists in the server's default order). */
function knownSort(sort: string | undefined): string | undefined {
  const field = sort?.replace(/^-/, '');
  return (PURCHASING_PRICE_SORT_FIELDS as readonly string[]).includes(field ?? '') ? sort : undefined;
}

/**
 * The query parameters of a request: 20 per page (PAGE_SIZE, spec §9) unless told otherwise; empty values and
 * unknown sorts left out, so the server applies its defaults (every provider, type and zone; by provider, then
 * rate plan).
 */
export function toPurchasingPriceListQuery(request: PurchasingPriceListRequest): PurchasingPriceListQuery {
  const query: PurchasingPriceListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  // Ids travel as query-string text (recordIdSchema reads "7" as 7).
  if (request.supplierId !== undefined) query.supplierId = String(request.supplierId);
  if (request.type) query.type = request.type;
  if (request.zone) query.zone = request.zone;
  const sort = knownSort(request.sort);
  if (sort) query.sort = sort;
  return query;
}

/**
 * GET /purchasing-prices (super admin): one page of the purchasing prices (spec §3), each with its provider's name
 * and its price as a decimal string in euros. Rejects with the axios error.
 */
export async function listPurchasingPrices(
  request: PurchasingPriceListRequest,
): Promise<Page<PurchasingPrice>> {
  const { data } = await api.get<Page<PurchasingPrice>>('/purchasing-prices', {
    params: toPurchasingPriceListQuery(request),
  });
  return data;
}

/** The query of one page of the table (`['purchasing-prices', 'list', query]`), for the DataTable. */
export function purchasingPricesPageQuery(request: PurchasingPriceListRequest) {
  return {
    queryKey: queryKeys.purchasingPriceList(toPurchasingPriceListQuery(request)),
    queryFn: () => listPurchasingPrices(request),
  } satisfies PageQuery<PurchasingPrice>;
}
