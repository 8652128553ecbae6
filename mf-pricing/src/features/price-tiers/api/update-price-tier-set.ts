import { api } from '@portal/api';
import type { PriceTierSet, PriceTierSetInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * PUT /price-tiers/{id} (super admin): replaces a tier set's name, description, kind and tiers (issue 16). Resolves
 * with the saved set; rejects with the axios error (400 with field errors as on create; 404 when it was deleted
 * meanwhile).
 */
export async function updatePriceTierSet({
  id,
  input,
}: {
  id: number;
  input: PriceTierSetInput;
}): Promise<PriceTierSet> {
  const { data } = await api.put<PriceTierSet>(`/price-tiers/${id}`, input);
  return data;
}

/** Saves a tier set; on success the tier sets are loaded again. */
export function useUpdatePriceTierSetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePriceTierSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.priceTierSets() }),
  });
}
