import { api } from '@portal/api';
import type { SalesPriceBatch } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * POST /sales-price-batches/{id}/undo (super admin, management; issue 16 "the batch is recorded and can be undone as
 * a whole"): puts every row of the batch back as it was — a bulk edit, an indexation applied to customers or an
 * indexation reset (issue 17). Resolves with the batch, now undone; rejects with the axios error: 409
 * SalesPriceMessages.batchUndone (already undone) or batchChanged (its rows changed afterwards), or
 * IndexationMessages.closed (the batch of a closed indexation). Shared by the bulk edit (sales prices) and the
 * indexation screen.
 */
export async function undoSalesPriceBatch(id: number): Promise<SalesPriceBatch> {
  const { data } = await api.post<SalesPriceBatch>(`/sales-price-batches/${id}/undo`);
  return data;
}

/**
 * Undoes a batch; on success every sales price read loads again, and every indexation read (an undone indexation
 * batch gives its customers back to "show prices" and lowers the indexation's customer count).
 */
export function useUndoSalesPriceBatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoSalesPriceBatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.indexations() }),
      ]),
  });
}
