import { api } from '@portal/api';
import type { PriceTierSet, PriceTierSetInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /price-tiers (super admin): adds a tier set (issue 16). Resolves with the new set (201); rejects with the
 * axios error (400 with field errors, e.g. `name` "A tier set with this name already exists.", `tiers.1.fromQuantity`
 * when the tiers are not contiguous).
 */
export async function createPriceTierSet(input: PriceTierSetInput): Promise<PriceTierSet> {
  const { data } = await api.post<PriceTierSet>('/price-tiers', input);
  return data;
}

/** Adds a tier set; on success the tier sets are loaded again. */
export function useCreatePriceTierSetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceTierSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.priceTierSets() }),
  });
}
