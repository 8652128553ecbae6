import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * DELETE /price-tiers/{id} (super admin; 204). Rejects with the axios error: 409 `{ errorMessage: "This tier set is
 * used by an indexation and cannot be deleted.", errors: [] }` while an indexation uses the set.
 */
export async function deletePriceTierSet(id: number): Promise<void> {
  await api.delete(`/price-tiers/${id}`);
}

/** Deletes a tier set; on success the tier sets are loaded again. */
export function useDeletePriceTierSetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceTierSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.priceTierSets() }),
  });
}
