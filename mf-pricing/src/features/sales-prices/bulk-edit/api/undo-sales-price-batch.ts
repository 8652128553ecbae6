import { api } from '@portal/api';
import type { SalesPriceBatch } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/query-keys';

/**
 * POST /sales-price-batches/{id}/undo (super admin, management; issue 16 "the batch is recorded and can be undone as
 * a whole"): puts every row of the bulk edit back as it was. Resolves with the batch, now undone; rejects with the
 * axios error: 409 SalesPriceMessages.batchUndone (already undone) or batchChanged (its rows changed afterwards).
 */
export async function undoSalesPriceBatch(id: number): Promise<SalesPriceBatch> {
  const { data } = await api.post<SalesPriceBatch>(`/sales-price-batches/${id}/undo`);
  return data;
}

/** Undoes a bulk edit; on success every sales price read loads again. */
export function useUndoSalesPriceBatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoSalesPriceBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
  });
}
