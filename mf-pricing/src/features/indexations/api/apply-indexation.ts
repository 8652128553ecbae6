import { api } from '@portal/api';
import type { IndexationApplyInput, SalesPriceBatch } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** What {@link applyIndexation} sends: the indexation and the apply body (indexationApplySchema). */
export interface ApplyIndexationRequest {
  id: number;
  input: IndexationApplyInput & { expectedCount: number };
}

/**
 * POST /indexations/{id}/apply (super admin; issue 17): applies the indexation to every customer of the preview
 * but `excludedOrganizationIds`, in one transaction, writing `reason` on the rows; `expectedCount` is the number of
 * rows the preview showed for the included customers. Resolves with the recorded batches (201), one per customer (so
 * each customer's application is undone on its own); rejects with the axios
 * error: 409 IndexationMessages.closed or SalesPriceMessages.previewOutdated (the rows changed since the preview),
 * 400 IndexationMessages.nothingToApply or allExcluded (field `excludedOrganizationIds`), outOfRange (`value`), or
 * the reason's messages (`reason`).
 */
export async function applyIndexation({ id, input }: ApplyIndexationRequest): Promise<SalesPriceBatch[]> {
  const { data } = await api.post<SalesPriceBatch[]>(`/indexations/${id}/apply`, input);
  return data;
}

/**
 * Applies an indexation; on success every indexation read (the list's customer count, the preview) and every sales
 * price read (grids, bulk edits, price list) loads again.
 */
export function useApplyIndexationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyIndexation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.indexations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
      ]),
  });
}
