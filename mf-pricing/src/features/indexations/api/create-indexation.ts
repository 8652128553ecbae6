import { api } from '@portal/api';
import type { Indexation, IndexationInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /indexations (super admin; issue 17; spec §2 "add"): adds an open indexation — start month, end month (null:
 * open-ended; "YYYYMM"), factor ("1.035", not the neutral 1.000) and price tier set (or null). Resolves with the new
 * indexation (201); rejects with the axios error (400 with field errors on `startMonth`, `endMonth` (before the
 * start), `value` (IndexationMessages.neutral, SalesPriceMessages.indexation) or `priceTierSetId`
 * (IndexationMessages.unknownPriceTierSet)).
 */
export async function createIndexation(input: IndexationInput): Promise<Indexation> {
  const { data } = await api.post<Indexation>('/indexations', input);
  return data;
}

/**
 * Adds an indexation; on success the indexations load again, and the price tier sets (their count of indexations
 * using them).
 */
export function useCreateIndexationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIndexation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.indexations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.priceTierSets() }),
      ]),
  });
}
