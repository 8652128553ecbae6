import { api } from '@portal/api';
import type { ResetIndexationInput, SalesPriceBatch } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../query-keys';

/** What a reset sends: the preview's body plus the reason and the number of rows the preview showed. */
export type ResetIndexationRequest = ResetIndexationInput & { reason: string; expectedCount: number };

/**
 * POST /sales-prices/reset-indexation (super admin, management; issue 17; spec §5, §9 reset value 1,000): sets the
 * indexation of the customer's rows that run in or after `startMonth` back to 1.000 in one transaction (a row that
 * runs before is split), writing `reason` on them; recorded as a batch that can be undone. Resolves with the batch
 * (201); rejects with the axios error: 409 SalesPriceMessages.previewOutdated when the rows changed since the
 * preview, 400 as the preview or on `reason`.
 */
export async function resetIndexation(input: ResetIndexationRequest): Promise<SalesPriceBatch> {
  const { data } = await api.post<SalesPriceBatch>('/sales-prices/reset-indexation', input);
  return data;
}

/**
 * Resets a customer's indexation; on success every sales price read (grid, bulk edits, price list) and every
 * indexation read (an indexation's "show prices" finds other rows now) loads again.
 */
export function useResetIndexationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetIndexation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.indexations() }),
      ]),
  });
}
