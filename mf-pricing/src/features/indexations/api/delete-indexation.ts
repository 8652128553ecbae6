import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * DELETE /indexations/{id} (super admin; issue 17; 204): deletes an indexation that was applied to no customer.
 * Rejects with the axios error: 409 IndexationMessages.applied while batches of it are applied (not undone).
 */
export async function deleteIndexation(id: number): Promise<void> {
  await api.delete(`/indexations/${id}`);
}

/** Deletes an indexation; on success the indexations and the price tier sets (their usage count) load again. */
export function useDeleteIndexationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIndexation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.indexations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.priceTierSets() }),
      ]),
  });
}
