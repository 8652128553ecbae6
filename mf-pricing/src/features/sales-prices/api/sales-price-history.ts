import { api } from '@portal/api';
import type { SalesPriceHistoryEntry } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /sales-prices/{id}/history (staff): every change of a row, newest first — who, when, what (create, update,
 * delete, the parts of a bulk edit, undo) and the row before and after (issue 16 "Every price change is audited").
 * Rejects with the axios error; a 404 (the row was deleted meanwhile) is passed on to the caller, not sent to /404:
 * the history is a drawer on the grid.
 */
export async function getSalesPriceHistory(id: number): Promise<SalesPriceHistoryEntry[]> {
  const { data } = await api.get<SalesPriceHistoryEntry[]>(`/sales-prices/${id}/history`, {
    passNotFound: true,
  });
  return data;
}

/**
 * The history of row `id` (`['sales-prices', 'history', id]`), loaded while `enabled` (the drawer is open). A closed
 * drawer keeps its last answer on screen while it slides away, and is not reloaded when a write invalidates the
 * sales prices (a deleted row has no history to load).
 */
export function useSalesPriceHistoryQuery(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.salesPriceHistory(id ?? 0),
    queryFn: () => getSalesPriceHistory(id ?? 0),
    enabled: enabled && id !== undefined,
  });
}
