import { api } from '@portal/api';
import type { Page, SalesPriceBatch } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** Applications listed per page on a closed indexation's page. */
export const INDEXATION_BATCHES_PAGE_SIZE = 20;

/**
 * GET /sales-price-batches?indexationId=&page=&pageSize= (staff; issue 17): the applications of indexation `id` —
 * one batch per customer, undone ones too — newest first. Rejects with the axios error.
 */
export async function listIndexationBatches(id: number, page: number): Promise<Page<SalesPriceBatch>> {
  const { data } = await api.get<Page<SalesPriceBatch>>('/sales-price-batches', {
    params: { indexationId: String(id), page, pageSize: INDEXATION_BATCHES_PAGE_SIZE },
  });
  return data;
}

/**
 * One page of an indexation's applications (`['sales-prices', 'batches', 'indexation', id, page]`: under the sales
 * price prefix, so any apply or undo reloads it).
 */
export function useIndexationBatchesQuery(id: number, page: number) {
  return useQuery({
    queryKey: [...queryKeys.salesPrices(), 'batches', 'indexation', id, page] as const,
    queryFn: () => listIndexationBatches(id, page),
  });
}
