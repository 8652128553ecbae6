import { api } from '@portal/api';
import type { SalesPriceBatch, SalesPriceBulkInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/query-keys';

/**
 * POST /sales-prices/bulk (super admin, management; issue 16 "Bulk edit"): applies a previewed bulk edit in one
 * transaction — the body of the preview plus `expectedCount`, the number of rows the preview showed. Resolves with
 * the recorded batch (201); rejects with the axios error: 409 SalesPriceMessages.previewOutdated when the rows
 * changed since the preview, 400 as the preview.
 */
export async function applyBulkEdit(
  input: SalesPriceBulkInput & { expectedCount: number },
): Promise<SalesPriceBatch> {
  const { data } = await api.post<SalesPriceBatch>('/sales-prices/bulk', input);
  return data;
}

/** Applies a bulk edit; on success every sales price read (grid, history, bulk edits, price list) loads again. */
export function useApplyBulkEditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyBulkEdit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
  });
}
