import { api } from '@portal/api';
import type { Page, SalesPriceBatch } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/query-keys';

/** One page of a customer's bulk edits: 1-based `page`, `pageSize` rows. */
export interface SalesPriceBatchListRequest {
  organizationId: number;
  page: number;
  pageSize: number;
}

/**
 * GET /sales-price-batches?organizationId=&page=&pageSize= (staff): the bulk edits that changed prices of the
 * customer, newest first, each with who applied it and, once undone, who undid it when. Rejects with the axios
 * error.
 */
export async function listSalesPriceBatches(
  request: SalesPriceBatchListRequest,
): Promise<Page<SalesPriceBatch>> {
  const { data } = await api.get<Page<SalesPriceBatch>>('/sales-price-batches', {
    // Ids travel as query-string text (recordIdSchema reads "7" as 7).
    params: {
      organizationId: String(request.organizationId),
      page: request.page,
      pageSize: request.pageSize,
    },
  });
  return data;
}

/**
 * One page of a customer's bulk edits (`['sales-prices', 'batches', organizationId, { page, pageSize }]`: under the
 * sales price prefix, so an apply or undo anywhere reloads it); the previous page of the same customer stays on
 * screen while the next loads (another customer's never does).
 */
export function useSalesPriceBatchesQuery(request: SalesPriceBatchListRequest) {
  return useQuery({
    queryKey: [
      ...queryKeys.salesPriceBatches(request.organizationId),
      { page: request.page, pageSize: request.pageSize },
    ],
    queryFn: () => listSalesPriceBatches(request),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === request.organizationId ? previous : undefined,
  });
}
